import {
  categoryCreateSchema,
  type Category,
  type CategoryInput,
} from '@logistics/shared/contracts/categories';
import { useCategory, useCreateCategory, useUpdateCategory } from '@logistics/shared/api/categories';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';

interface CategoryFormDialogProps {
  open: boolean;
  /** The category to edit; absent to create one. */
  category: Category | null;
  onClose: () => void;
}

function valuesOf(category: Category | null): CategoryInput {
  return { name: category?.name ?? '', description: category?.description ?? '' };
}

/** Create and edit a category; the edit sends the row's version. */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const latest = useCategory(open ? category?.name : undefined, category ?? undefined);
  const { form, dialog } = useMasterDataDialog({
    resource: 'categories',
    open,
    row: category,
    latest,
    schema: categoryCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    create: (values) => create.mutateAsync(values),
    update: (row, input) => update.mutateAsync({ key: row.name, input }),
    pending: create.isPending || update.isPending,
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
