import { deleteConfirmation } from '@logistics/shared/contracts/messages';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { useDeleteTransfer, useTransfers } from '@logistics/shared/api/transfers';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { transferColumns } from './columns';
import { TransferFormDialog } from './form-dialog';

/**
 * The transfers list: search by TRF ID, filter by source and destination inventory, a transfer-date range;
 * create, edit and delete where the role may. The server shows an inventory-in-charge
 * only the transfers that touch their inventory.
 */
export function TransfersPage() {
  const page = useResourceListPage<'transfers', Transfer>({
    resource: 'transfers',
    useRows: useTransfers,
    useRemove: useDeleteTransfer,
    // A role that may only read a transfer still opens it (read-only, titled View).
    editRight: 'open-edit',
  });
  const { dialogs } = page;
  const inventories = useInventoryOptions();
  const facets = page.table.facets;

  return (
    <>
      <DataTable<Transfer>
        title="Transfers"
        columns={transferColumns}
        filters={[
          {
            field: 'source_inventory',
            label: 'Source Inventory',
            options: facetOptions(inventories.data, facets?.source_inventory),
          },
          {
            field: 'destination_inventory',
            label: 'Destination Inventory',
            options: facetOptions(inventories.data, facets?.destination_inventory),
          },
        ]}
        dateRange
        {...page.table}
        searchLabel="TRF ID"
      />
      <TransferFormDialog
        open={page.formDialog.open}
        transfer={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Transfer"
        message={deleteConfirmation('transfer', dialogs.row?.trf_id ?? '')}
      />
    </>
  );
}
