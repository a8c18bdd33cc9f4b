import type { FastifyPluginAsync } from 'fastify';
import {
  vehicleCreateSchema,
  vehicleSchema,
  vehicleUpdateSchema,
  vehicleListColumns,
} from '@logistics/shared/contracts/vehicles';
import { VEHICLE_PLATE_UNIQUE, VEHICLE_VIN_UNIQUE } from '../repositories/master-data.js';
import { registerMasterDataRoutes } from './master-data-routes.js';
import { upperKey } from '../imports/check-rows.js';

/** /vehicles/{vin}, list key `vehicles`, single key `vehicle`; a VIN matches in any case. */
const vehicleRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'vehicles',
    rowSchema: vehicleSchema,
    columns: vehicleListColumns,
    createSchema: vehicleCreateSchema,
    updateSchema: vehicleUpdateSchema,
    repository: app.repositories.vehicles,
    removeIn: (repositories) => repositories.vehicles,
    uniqueKeys: [
      { constraint: VEHICLE_VIN_UNIQUE, field: 'VIN', key: 'vin', valueOf: (body) => body.vin },
      {
        constraint: VEHICLE_PLATE_UNIQUE,
        field: 'plate number',
        key: 'plate_number',
        valueOf: (body) => body.plate_number,
      },
    ],
    importing: {
      uniqueKeys: [upperKey('vehicles', 'vin', 'VIN'), upperKey('vehicles', 'plate_number', 'plate number')],
    },
  });
};

export default vehicleRoutes;
