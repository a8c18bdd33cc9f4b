import { categoryCreateSchema, type Category } from '@logistics/shared/contracts/categories';
import { useCategory, useCreateCategory, useUpdateCategory } from '@logistics/shared/api/categories';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

const api = { useOne: useCategory, useCreate: useCreateCategory, useUpdate: useUpdateCategory };

/** Create and edit a category; the edit sends the row's version. */
export function CategoryFormDialog(props: ResourceFormDialogProps<Category>) {
  return (
    <MasterDataFormDialog
      {...props}
      resource="categories"
      api={api}
      schema={categoryCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
      ]}
    />
  );
}
