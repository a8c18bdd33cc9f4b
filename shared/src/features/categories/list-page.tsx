import { useEffect } from 'react';
import type { Category } from '@logistics/shared/contracts/categories';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteError,
  fetchListError,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import { useCategories, useDeleteCategory } from '@logistics/shared/api/categories';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-dialog';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { categoryColumns } from './columns';
import { CategoryFormDialog } from './form-dialog';

const definition = listDefinitions.categories;

/** The categories list: search by name, create, edit and delete where the role may (SPEC sections 2 and 6). */
export function CategoriesPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'categories' });
  const query = useCategories(list.params);
  const remove = useDeleteCategory();
  const dialogs = useResourceDialogs<Category>();

  useEffect(() => {
    if (query.error) toasts.error(query.error, fetchListError('categories'));
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.name);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, deleteError('category'));
    } finally {
      // SPEC section 4: the dialog closes after the delete, whether it worked or not.
      dialogs.close();
    }
  };

  return (
    <>
      <DataTable<Category>
        title="Categories"
        columns={categoryColumns}
        rows={query.data?.categories ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        onCreate={can(role, 'categories', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'categories', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'categories', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'categories', params: list.params }}
        listActions={can(role, 'categories', 'create') ? <ImportButton resource="categories" /> : undefined}
        {...list.table}
      />
      <CategoryFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        category={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Category"
        message={deleteConfirmation('category', dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
