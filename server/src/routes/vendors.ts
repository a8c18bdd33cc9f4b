import type { FastifyPluginAsync } from 'fastify';
import {
  vendorCreateSchema,
  vendorSchema,
  vendorUpdateSchema,
  vendorListColumns,
} from '@logistics/shared/contracts/vendors';
import { VENDOR_NAME_UNIQUE } from '../repositories/master-data.js';
import { registerMasterDataRoutes } from './master-data-routes.js';
import { nameKey } from '../imports/check-rows.js';

/** /vendors/{name} (spaces as hyphens), list key `vendors`, single key `vendor`. */
const vendorRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'vendors',
    rowSchema: vendorSchema,
    columns: vendorListColumns,
    createSchema: vendorCreateSchema,
    updateSchema: vendorUpdateSchema,
    repository: app.repositories.vendors,
    removeIn: (repositories) => repositories.vendors,
    uniqueKeys: [
      { constraint: VENDOR_NAME_UNIQUE, field: 'name', key: 'name', valueOf: (body) => body.name },
    ],
    importing: { uniqueKeys: [nameKey('vendors')] },
  });
};

export default vendorRoutes;
