import { vehicleSchema, type VehicleCreate, type VehicleUpdate } from '@logistics/shared/contracts/vehicles';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /vehicles/{vin}: the vehicles' calls and hooks (resource-api.ts). */
export const vehicleApi = resourceApi<'vehicles', typeof vehicleSchema, VehicleCreate, VehicleUpdate>({
  resource: 'vehicles',
  rowSchema: vehicleSchema,
});
