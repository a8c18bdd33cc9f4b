import { vehicleSchema, type VehicleCreate, type VehicleUpdate } from '@logistics/shared/contracts/vehicles';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /vehicles/{vin}: the vehicles' calls and hooks (resource-api.ts). */
const vehicles = resourceApi<'vehicles', typeof vehicleSchema, VehicleCreate, VehicleUpdate>({
  resource: 'vehicles',
  rowSchema: vehicleSchema,
});

export const vehicleKeys = vehicles.keys;
export const fetchVehicles = vehicles.fetchList;
export const useVehicles = vehicles.useList;
export const useVehicle = vehicles.useOne;
export const useCreateVehicle = vehicles.useCreate;
export const useUpdateVehicle = vehicles.useUpdate;
export const useDeleteVehicle = vehicles.useDelete;
