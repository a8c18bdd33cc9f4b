import type { InventoryEmployment } from '@logistics/shared/contracts/inventory-employments';
import { deleteInventoryEmploymentConfirmation } from '@logistics/shared/contracts/messages';
import {
  useDeleteInventoryEmployment,
  useInventoryEmployments,
} from '@logistics/shared/api/inventory-employments';
import { facetOptions, useInventoryOptions } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { inventoryEmploymentColumns } from './columns';
import { InventoryEmploymentFormDialog } from './form-dialog';

/**
 * /{prefix}/inventories/supervisors: the supervisor assignments, searched by employee and filtered by inventory;
 * create and edit (dates) by admin and inventory-manager, delete by admin.
 */
export function InventoryEmploymentsPage() {
  const page = useResourceListPage<'inventory-employments', InventoryEmployment>({
    resource: 'inventory-employments',
    useRows: useInventoryEmployments,
    useRemove: useDeleteInventoryEmployment,
  });
  const row = page.dialogs.row;
  const inventories = useInventoryOptions();

  return (
    <>
      <DataTable<InventoryEmployment>
        title="Supervisors"
        columns={inventoryEmploymentColumns}
        filters={[
          {
            field: 'inventory',
            label: 'Inventory',
            options: facetOptions(inventories.data, page.table.facets?.inventory),
          },
        ]}
        {...page.table}
        searchLabel="employee"
      />
      <InventoryEmploymentFormDialog
        open={page.formDialog.open}
        employment={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Supervisor Assignment"
        message={deleteInventoryEmploymentConfirmation(row?.employee.name ?? '', row?.inventory ?? '')}
      />
    </>
  );
}
