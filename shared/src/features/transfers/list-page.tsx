import { useInventoryFilters } from '@logistics/shared/api/reference-options';
import { transferApi } from '@logistics/shared/api/transfers';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { transferColumns } from './columns';
import { useOwnInventoryName } from '@logistics/shared/ui/document-form-dialog';
import { useRole } from '@logistics/shared/ui/role';
import { TransferFormDialog, transferViewOnly } from './form-dialog';

/**
 * The transfers list: search by TRF ID, filter by source and destination inventory, a transfer-date range;
 * create, edit and delete where the role may. The server shows an inventory-in-charge
 * only the transfers that touch their inventory.
 */
export function TransfersPage() {
  const byInventory = useInventoryFilters([
    { field: 'source_inventory', label: 'Source Inventory' },
    { field: 'destination_inventory', label: 'Destination Inventory' },
  ]);
  const role = useRole();
  const ownInventory = useOwnInventoryName();
  return (
    <ResourceListPage
      api={transferApi}
      columns={transferColumns}
      filters={byInventory}
      searchLabel="TRF ID"
      FormDialog={TransferFormDialog}
      viewOnly={(transfer) => transferViewOnly(role, transfer, ownInventory)}
    />
  );
}
