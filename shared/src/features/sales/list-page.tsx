import { orderStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetFilter, useInventoryFilters } from '@logistics/shared/api/reference-options';
import { saleApi } from '@logistics/shared/api/sales';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { saleColumns } from './columns';
import { SaleFormDialog } from './form-dialog';

const statusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * The sales list: search by BILL ID, filter by inventory and status, a sale-date range; create, edit and delete
 * where the role may. The server shows an inventory-in-charge only their inventory's.
 */
export function SalesPage() {
  const byInventory = useInventoryFilters([{ field: 'inventory', label: 'Inventory' }]);
  return (
    <ResourceListPage
      api={saleApi}
      columns={saleColumns}
      filters={(facets) => [
        ...byInventory(facets),
        facetFilter({ field: 'status', label: 'Status' }, statusOptions, facets),
      ]}
      searchLabel="BILL ID"
      FormDialog={SaleFormDialog}
    />
  );
}
