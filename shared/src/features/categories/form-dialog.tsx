import { useEffect } from 'react';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  type Category,
} from '@logistics/shared/contracts/categories';
import {
  createdSuccess,
  createError,
  UPDATED_DEFAULT,
  updateError,
} from '@logistics/shared/contracts/messages';
import { useCreateCategory, useUpdateCategory } from '@logistics/shared/api/categories';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';

interface CategoryFormDialogProps {
  open: boolean;
  /** The category to edit; absent to create one. */
  category: Category | null;
  onClose: () => void;
}

/** Create and edit a category (SPEC sections 5 and 8). */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  return category ? (
    <EditCategoryDialog open={open} category={category} onClose={onClose} />
  ) : (
    <CreateCategoryDialog open={open} onClose={onClose} />
  );
}

function CreateCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toasts = useToasts('categories-form');
  const create = useCreateCategory();
  const form = useZodForm(categoryCreateSchema, { defaultValues: { name: '', description: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: '', description: '' });
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toasts.success(createdSuccess('category'));
      onClose();
    } catch (error) {
      toasts.error(error, createError('category'));
    }
  });

  return (
    <FormDialog
      open={open}
      title="Create Category"
      description="Fill in the details of the new category."
      submitLabel="Create"
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="category-create-form"
    >
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

function EditCategoryDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: Category;
  onClose: () => void;
}) {
  const toasts = useToasts('categories-form');
  const update = useUpdateCategory();
  const form = useZodForm(categoryUpdateSchema, {
    defaultValues: {
      name: category.name,
      description: category.description ?? '',
      version: category.version,
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (open)
      reset({ name: category.name, description: category.description ?? '', version: category.version });
  }, [open, category, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
    const input = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
    ) as typeof values;
    try {
      const answer = await update.mutateAsync({ name: category.name, input });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, updateError('category'));
    }
  });

  return (
    <FormDialog
      open={open}
      title="Edit Category"
      description={`Change the details of the category “${category.name}”.`}
      submitLabel="Update"
      submitting={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="category-edit-form"
    >
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
