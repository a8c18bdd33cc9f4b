import { facetOptions } from '@logistics/shared/api/reference-options';
import { statusLabel, vehicleTypes } from '@logistics/shared/contracts/statuses';
import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';

export const vehicleTypeOptions = vehicleTypes.map((type) => ({ value: type, label: statusLabel(type) }));

/** Create and edit a vehicle, keyed by its VIN; the edit sends the row's version. */
export const VehicleFormDialog = masterDataFormDialog(
  'vehicles',
  [
    { name: 'vin', label: 'VIN', required: true },
    { name: 'make', label: 'Make', required: true },
    { name: 'model', label: 'Model' },
    { name: 'year', label: 'Year', required: true },
    { name: 'color', label: 'Color', required: true },
    { name: 'type', label: 'Type', required: true, options: vehicleTypeOptions },
    { name: 'plate_number', label: 'Plate number', required: true },
    { name: 'cargo_capacity', label: 'Cargo capacity (kg)', required: true },
    { name: 'mileage', label: 'Mileage' },
    { name: 'engine_no', label: 'Engine number' },
    { name: 'chassis_no', label: 'Chassis number' },
  ],
  (vehicle) => vehicle.vin,
);

/**
 * The vehicles list: search by VIN, filter by type, create, edit and delete where the role may; import where it
 * may create.
 */
export const VehiclesPage = masterDataListPage('vehicles', VehicleFormDialog, {
  filters: (facets) => [
    { field: 'type', label: 'Type', options: facetOptions(vehicleTypeOptions, facets?.type) },
  ],
  searchLabel: 'VIN',
});
