import { Spin } from '@logistics/shared/ui/antd';
import { Navigate, useNavigate } from '@logistics/shared/ui/router';
import { inventoryDetailHref } from '@logistics/shared/contracts/menus';
import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import type { Inventory } from '@logistics/shared/contracts/inventories';
import { useInventories, useDeleteInventory } from '@logistics/shared/api/inventories';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { inventoryColumns } from './columns';
import { InventoryFormDialog } from './form-dialog';

/**
 * The inventories list: search by name, create, edit and delete where the role may. A row
 * click opens the inventory's detail page; an inventory-in-charge with an active supervisor assignment goes
 * straight to their own inventory.
 */
export function InventoriesPage() {
  const page = useResourceListPage<'inventories', Inventory>({
    resource: 'inventories',
    useRows: useInventories,
    useRemove: useDeleteInventory,
  });
  const { role } = page;
  const navigate = useNavigate();
  const own = useOwnInventory(role);

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
        onRowClick={openDetail}
        {...page.table}
      />
      <InventoryFormDialog {...page.formDialog} />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Inventory"
        message={deleteConfirmation(deleteKindOf.inventories, page.dialogs.row?.name ?? '')}
      />
    </>
  );
}
