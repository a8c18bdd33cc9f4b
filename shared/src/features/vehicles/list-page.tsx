import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import { useVehicles, useDeleteVehicle } from '@logistics/shared/api/vehicles';
import { facetOptions } from '@logistics/shared/api/reference-options';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { vehicleColumns, vehicleSearchLabel } from './columns';
import { VehicleFormDialog, vehicleTypeOptions } from './form-dialog';

/** The vehicles list: search by VIN, filter by type, create, edit and delete where the role may. */
export function VehiclesPage() {
  // A vehicle is known by its VIN: the grid keys its rows, Copy ID and the delete by it.
  const page = useResourceListPage({
    resource: 'vehicles',
    useRows: useVehicles,
    useRemove: useDeleteVehicle,
    idOf: (row: Vehicle) => row.vin,
    deleteKey: (row) => row.vin,
  });
  return (
    <>
      <DataTable<Vehicle>
        title="Vehicles"
        columns={vehicleColumns}
        filters={[
          {
            field: 'type',
            label: 'Type',
            options: facetOptions(vehicleTypeOptions, page.table.facets?.type),
          },
        ]}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource="vehicles" /> : undefined}
        searchLabel={vehicleSearchLabel}
      />
      <VehicleFormDialog
        open={page.formDialog.open}
        vehicle={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Vehicle"
        message={deleteConfirmation(deleteKindOf.vehicles, page.dialogs.row?.vin ?? '')}
      />
    </>
  );
}
