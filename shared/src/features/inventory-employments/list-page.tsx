import { deleteInventoryEmploymentConfirmation } from '@logistics/shared/contracts/messages';
import { inventoryEmploymentApi } from '@logistics/shared/api/inventory-employments';
import { ResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';

/**
 * /{prefix}/inventories/supervisors: the supervisor assignments, searched by employee and filtered by inventory;
 * create and edit (dates) by admin and inventory-manager, delete by admin.
 */
export function InventoryEmploymentsPage() {
  return (
    <ResourceListPage
      api={inventoryEmploymentApi}
      columns={inventoryEmploymentColumns}
      inventoryFilters={[{ field: 'inventory', label: 'Inventory' }]}
      searchLabel="employee"
      FormDialog={InventoryEmploymentFormDialog}
      deleteTitle="Delete Supervisor Assignment"
      deleteMessage={(row) => deleteInventoryEmploymentConfirmation(row.employee.name, row.inventory)}
    />
  );
}
