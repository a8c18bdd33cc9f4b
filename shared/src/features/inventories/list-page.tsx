import { Spin } from '@logistics/shared/ui/antd';
import { useEffect } from 'react';
import { Navigate, useNavigate } from '@logistics/shared/ui/router';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { inventoryDetailHref } from '@logistics/shared/contracts/menus';
import {
  DELETED_DEFAULT,
  deleteConfirmation,
  deleteKindOf,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Inventory } from '@logistics/shared/contracts/inventories';
import { useInventories, useDeleteInventory } from '@logistics/shared/api/inventories';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import { listLoading } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useListState } from '@logistics/shared/ui/list-state';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { inventoryColumns } from './columns';
import { InventoryFormDialog } from './form-dialog';

const definition = listDefinitions.inventories;
const messages = resourceMessages('inventories');

/**
 * The inventories list: search by name, create, edit and delete where the role may (SPEC sections 2 and 6). A row
 * click opens the inventory's detail page; an inventory-in-charge with an active supervisor assignment goes
 * straight to their own inventory.
 */
export function InventoriesPage() {
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource: 'inventories' });
  const query = useInventories(list.params);
  const remove = useDeleteInventory();
  const dialogs = useResourceDialogs<Inventory>();
  const navigate = useNavigate();
  const own = useOwnInventory(role);

  useEffect(() => {
    if (query.error) toasts.error(query.error, messages.fetchList);
  }, [query.error, toasts]);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(row.name);
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      // SPEC section 4: the dialog closes after the delete, whether it worked or not.
      dialogs.close();
    }
  };

  if (own.isLoading)
    return <Spin style={{ display: 'block', margin: '4rem auto' }} aria-label="Loading page" />;
  const ownHref = own.data ? inventoryDetailHref(role, own.data) : undefined;
  if (ownHref) return <Navigate to={ownHref} replace />;

  const openDetail = (row: Inventory) => {
    const href = inventoryDetailHref(role, row.name);
    if (href) void navigate(href);
  };

  return (
    <>
      <DataTable<Inventory>
        title="Inventories"
        columns={inventoryColumns}
        rows={query.data?.inventories ?? []}
        total={query.data?.total ?? 0}
        loading={listLoading(query)}
        getRowId={(row) => row.id}
        searchLabel={definition.searchField}
        onRowClick={openDetail}
        onCreate={can(role, 'inventories', 'create') ? () => dialogs.open('ADD') : undefined}
        actions={{
          copyId: (row) => row.id,
          onEdit: can(role, 'inventories', 'edit') ? (row) => dialogs.open('EDIT', row) : undefined,
          onDelete: can(role, 'inventories', 'delete') ? (row) => dialogs.open('DELETE', row) : undefined,
        }}
        exportTarget={{ resource: 'inventories', params: list.params }}
        {...list.table}
      />
      <InventoryFormDialog
        open={dialogs.ADD || dialogs.EDIT}
        inventory={dialogs.ADD ? null : dialogs.row}
        onClose={dialogs.close}
      />
      <ConfirmDeleteDialog
        open={dialogs.DELETE}
        title="Delete Inventory"
        message={deleteConfirmation(deleteKindOf.inventories, dialogs.row?.name ?? '')}
        loading={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
