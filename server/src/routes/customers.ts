import type { FastifyPluginAsync } from 'fastify';
import {
  customerCreateSchema,
  customerSchema,
  customerUpdateSchema,
  customerListColumns,
} from '@logistics/shared/contracts/customers';
import { CUSTOMER_EMAIL_UNIQUE } from '../repositories/master-data.js';
import { registerMasterDataRoutes } from './master-data-routes.js';

/** /customers/{id}, list key `customers`, single key `customer`. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'customers',
    rowSchema: customerSchema,
    columns: customerListColumns,
    createSchema: customerCreateSchema,
    updateSchema: customerUpdateSchema,
    repository: app.repositories.customers,
    removeIn: (repositories) => repositories.customers,
    uniqueKeys: [
      {
        constraint: CUSTOMER_EMAIL_UNIQUE,
        field: 'email',
        key: 'email',
        valueOf: (body) => body.email ?? undefined,
      },
    ],
    // E-mails are stored lowercase (the schema lowers them); lower() keeps an older mixed-case one from slipping by.
    importing: {
      uniqueKeys: [
        {
          field: 'email',
          label: 'email',
          table: 'customers',
          expression: 'lower(email)',
          normalize: (value) => value.toLowerCase(),
        },
      ],
    },
  });
};

export default customerRoutes;
