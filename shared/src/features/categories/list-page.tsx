import type { Category } from '@logistics/shared/contracts/categories';
import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import { useCategories, useDeleteCategory } from '@logistics/shared/api/categories';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { categoryColumns } from './columns';
import { CategoryFormDialog } from './form-dialog';

/** The categories list: search by name, create, edit and delete where the role may. */
export function CategoriesPage() {
  const page = useResourceListPage({
    resource: 'categories',
    useRows: useCategories,
    useRemove: useDeleteCategory,
    idOf: (row: Category) => row.id,
    deleteKey: (row) => row.name,
  });
  return (
    <>
      <DataTable<Category>
        title="Categories"
        columns={categoryColumns}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource="categories" /> : undefined}
      />
      <CategoryFormDialog
        open={page.formDialog.open}
        category={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Category"
        message={deleteConfirmation(deleteKindOf.categories, page.dialogs.row?.name ?? '')}
      />
    </>
  );
}
