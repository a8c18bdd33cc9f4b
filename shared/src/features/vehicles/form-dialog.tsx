import { masterDataApi } from '@logistics/shared/api/resource-api';
import { statusLabel, vehicleTypes } from '@logistics/shared/contracts/statuses';
import { vehicleCreateSchema, type Vehicle } from '@logistics/shared/contracts/vehicles';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

export const vehicleTypeOptions = vehicleTypes.map((type) => ({ value: type, label: statusLabel(type) }));

/** Create and edit a vehicle, keyed by its VIN; the edit sends the row's version. */
export function VehicleFormDialog(props: ResourceFormDialogProps<Vehicle>) {
  return (
    <MasterDataFormDialog
      {...props}
      api={masterDataApi('vehicles')}
      schema={vehicleCreateSchema}
      nameOf={(row) => row.vin}
      fields={[
        { name: 'vin', label: 'VIN', required: true },
        { name: 'make', label: 'Make', required: true },
        { name: 'model', label: 'Model' },
        { name: 'year', label: 'Year', required: true },
        { name: 'color', label: 'Color', required: true },
        {
          name: 'type',
          label: 'Type',
          required: true,
          options: vehicleTypeOptions,
        },
        { name: 'plate_number', label: 'Plate number', required: true },
        { name: 'cargo_capacity', label: 'Cargo capacity (kg)', required: true },
        { name: 'mileage', label: 'Mileage' },
        { name: 'engine_no', label: 'Engine number' },
        { name: 'chassis_no', label: 'Chassis number' },
      ]}
    />
  );
}
