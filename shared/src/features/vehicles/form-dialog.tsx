import { statusLabel, vehicleTypes } from '@logistics/shared/contracts/statuses';
import { vehicleCreateSchema, type Vehicle, type VehicleInput } from '@logistics/shared/contracts/vehicles';
import { useCreateVehicle, useUpdateVehicle, useVehicle } from '@logistics/shared/api/vehicles';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { SelectField } from '@logistics/shared/ui/document-fields';

export const vehicleTypeOptions = vehicleTypes.map((type) => ({ value: type, label: statusLabel(type) }));

function valuesOf(vehicle: Vehicle | null): VehicleInput {
  return {
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: vehicle ? String(vehicle.year) : '',
    color: vehicle?.color ?? '',
    mileage: vehicle?.mileage == null ? '' : String(vehicle.mileage),
    engine_no: vehicle?.engine_no ?? '',
    chassis_no: vehicle?.chassis_no ?? '',
    vin: vehicle?.vin ?? '',
    plate_number: vehicle?.plate_number ?? '',
    cargo_capacity: vehicle ? String(vehicle.cargo_capacity) : '',
    // The select shows its placeholder until a type is chosen; the schema then says which types there are.
    type: (vehicle?.type ?? undefined) as VehicleInput['type'],
  };
}

/** Create and edit a vehicle, keyed by its VIN; the edit sends the row's version. */
export function VehicleFormDialog({ open, row: vehicle, onClose }: ResourceFormDialogProps<Vehicle>) {
  const { form, dialog } = useMasterDataDialog({
    resource: 'vehicles',
    api: { useOne: useVehicle, useCreate: useCreateVehicle, useUpdate: useUpdateVehicle },
    open,
    row: vehicle,
    schema: vehicleCreateSchema,
    valuesOf,
    nameOf: (row) => row.vin,
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <TextField control={form.control} name="vin" id="vehicle-vin" label="VIN" required autoFocus />
      <TextField control={form.control} name="make" id="vehicle-make" label="Make" required />
      <TextField control={form.control} name="model" id="vehicle-model" label="Model" />
      <TextField control={form.control} name="year" id="vehicle-year" label="Year" required />
      <TextField control={form.control} name="color" id="vehicle-color" label="Color" required />
      <SelectField
        control={form.control}
        name="type"
        id="vehicle-type"
        label="Type"
        required
        options={vehicleTypeOptions}
        placeholder="Select a type"
      />
      <TextField
        control={form.control}
        name="plate_number"
        id="vehicle-plate-number"
        label="Plate number"
        required
      />
      <TextField
        control={form.control}
        name="cargo_capacity"
        id="vehicle-cargo-capacity"
        label="Cargo capacity (kg)"
        required
      />
      <TextField control={form.control} name="mileage" id="vehicle-mileage" label="Mileage" />
      <TextField control={form.control} name="engine_no" id="vehicle-engine-no" label="Engine number" />
      <TextField control={form.control} name="chassis_no" id="vehicle-chassis-no" label="Chassis number" />
    </FormDialog>
  );
}
