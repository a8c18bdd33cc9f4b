import {
  categoryCreateSchema,
  type Category,
  type CategoryInput,
} from '@logistics/shared/contracts/categories';
import { useCategory, useCreateCategory, useUpdateCategory } from '@logistics/shared/api/categories';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

function valuesOf(category: Category | null): CategoryInput {
  return { name: category?.name ?? '', description: category?.description ?? '' };
}

/** Create and edit a category; the edit sends the row's version. */
export function CategoryFormDialog({ open, row: category, onClose }: ResourceFormDialogProps<Category>) {
  const { form, dialog } = useMasterDataDialog({
    resource: 'categories',
    api: { useOne: useCategory, useCreate: useCreateCategory, useUpdate: useUpdateCategory },
    open,
    row: category,
    schema: categoryCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <TextField control={form.control} name="name" id="category-name" label="Name" required autoFocus />
      <TextField
        control={form.control}
        name="description"
        id="category-description"
        label="Description"
        type="textarea"
      />
    </FormDialog>
  );
}
