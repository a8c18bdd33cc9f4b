import { deleteInventoryEmploymentConfirmation } from '@logistics/shared/contracts/messages';
import { inventoryEmploymentApi } from '@logistics/shared/api/inventory-employments';
import { useInventoryFilters } from '@logistics/shared/api/reference-options';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';

/**
 * /{prefix}/inventories/supervisors: the supervisor assignments, searched by employee and filtered by inventory;
 * create and edit (dates) by admin and inventory-manager, delete by admin.
 */
export function InventoryEmploymentsPage() {
  const byInventory = useInventoryFilters([{ field: 'inventory', label: 'Inventory' }]);
  return (
    <ResourceListPage
      api={inventoryEmploymentApi}
      columns={inventoryEmploymentColumns}
      filters={byInventory}
      searchLabel="employee"
      FormDialog={InventoryEmploymentFormDialog}
      deleteTitle="Delete Supervisor Assignment"
      deleteMessage={(row) => deleteInventoryEmploymentConfirmation(row.employee.name, row.inventory)}
    />
  );
}
