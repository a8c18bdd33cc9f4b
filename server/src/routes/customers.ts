import type { FastifyPluginAsync } from 'fastify';
import {
  customerCreateSchema,
  customerSchema,
  customerUpdateSchema,
} from '@logistics/shared/contracts/customers';
import { CUSTOMER_EMAIL_UNIQUE } from '../repositories/master-data.js';
import { customerListColumns } from '@logistics/shared/contracts/list-columns';
import { registerCrudRoutes } from './crud-routes.js';

/** SPEC section 7: /customers/{id}, list key `customers`, single key `customer`. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  registerCrudRoutes(app, {
    resource: 'customers',
    thing: 'customer',
    keyParam: 'id',
    rowSchema: customerSchema,
    columns: customerListColumns,
    createSchema: customerCreateSchema,
    updateSchema: customerUpdateSchema,
    repository: app.repositories.customers,
    uniqueKeys: [
      { constraint: CUSTOMER_EMAIL_UNIQUE, field: 'email', valueOf: (body) => body.email ?? undefined },
    ],
  });
};

export default customerRoutes;
