import { masterDataApi } from '@logistics/shared/api/resource-api';
import { categoryCreateSchema, type Category } from '@logistics/shared/contracts/categories';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

/** Create and edit a category; the edit sends the row's version. */
export function CategoryFormDialog(props: ResourceFormDialogProps<Category>) {
  return (
    <MasterDataFormDialog
      {...props}
      api={masterDataApi('categories')}
      schema={categoryCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
      ]}
    />
  );
}
