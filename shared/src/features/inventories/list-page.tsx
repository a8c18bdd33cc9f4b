import { PageSpinner } from '@logistics/shared/ui/page-spinner';
import { Navigate, useNavigate } from '@logistics/shared/ui/router';
import { inventoryDetailHref } from '@logistics/shared/contracts/menus';
import { inventoryApi } from '@logistics/shared/api/inventories';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { useRole } from '@logistics/shared/ui/role';
import { inventoryListColumns } from '@logistics/shared/contracts/inventories';
import { InventoryFormDialog } from './form-dialog';

/**
 * The inventories list: search by name, create, edit and delete where the role may. A row
 * click opens the inventory's detail page; an inventory-in-charge with an active supervisor assignment goes
 * straight to their own inventory.
 */
export function InventoriesPage() {
  const role = useRole();
  const navigate = useNavigate();
  // Read before the list: an inventory-in-charge with an active assignment never needs it.
  const own = useOwnInventory(role);

  if (own.isLoading) return <PageSpinner label="Loading page" />;
  const ownHref = own.data ? inventoryDetailHref(role, own.data) : undefined;
  if (ownHref) return <Navigate to={ownHref} replace />;

  return (
    <ResourceListPage
      api={inventoryApi}
      columns={inventoryListColumns}
      onRowClick={(row) => {
        const href = inventoryDetailHref(role, row.name);
        if (href) void navigate(href);
      }}
      FormDialog={InventoryFormDialog}
    />
  );
}
