import { deleteConfirmation } from '@logistics/shared/contracts/messages';
import type { Sale } from '@logistics/shared/contracts/sales';
import { orderStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { useDeleteSale, useSales } from '@logistics/shared/api/sales';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { saleColumns } from './columns';
import { SaleFormDialog } from './form-dialog';

const statusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * The sales list: search by BILL ID, filter by inventory and status, a sale-date range; create, edit and delete
 * where the role may. The server shows an inventory-in-charge only their inventory's.
 */
export function SalesPage() {
  const page = useResourceListPage<'sales', Sale>({
    resource: 'sales',
    useRows: useSales,
    useRemove: useDeleteSale,
    // A role that may only read a sale still opens it (read-only, titled View).
    editRight: 'open-edit',
  });
  const { dialogs } = page;
  const inventories = useInventoryOptions();
  const facets = page.table.facets;

  return (
    <>
      <DataTable<Sale>
        title="Sales"
        columns={saleColumns}
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, facets?.inventory),
          },
          { field: 'status', label: 'Status', options: facetOptions(statusOptions, facets?.status) },
        ]}
        dateRange
        {...page.table}
        searchLabel="BILL ID"
      />
      <SaleFormDialog
        open={page.formDialog.open}
        sale={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Sale"
        message={deleteConfirmation('sale', dialogs.row?.bill_id ?? '')}
      />
    </>
  );
}
