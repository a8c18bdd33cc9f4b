import type { FastifyPluginAsync } from 'fastify';
import {
  purchaseListColumns,
  purchaseCreateSchema,
  purchaseSchema,
  purchaseUpdateSchema,
} from '@logistics/shared/contracts/purchases';
import { PURCHASE_MR_ID_UNIQUE } from '../repositories/purchases.js';
import { registerDocumentRoutes } from './document-routes.js';
import { requireRight } from './document-helpers.js';

/** /purchases/{mr_id}, list key `purchases`, single key `purchase`. Purchases have no row scope. */
const purchaseRoutes: FastifyPluginAsync = async (app) => {
  registerDocumentRoutes(app, {
    resource: 'purchases',
    unique: { constraint: PURCHASE_MR_ID_UNIQUE, field: 'MR ID' },
    rowSchema: purchaseSchema,
    createSchema: purchaseCreateSchema,
    updateSchema: purchaseUpdateSchema,
    columns: purchaseListColumns,
    scopeOf: async () => undefined,
    repositoryOf: (repositories) => repositories.purchases,
    rowsAfter: (params) => app.repositories.purchases.list(params),
    checkUpdate: (actor, body) => {
      if (body.new_products) requireRight(actor, 'purchases', 'add-line');
      if (body.changed_products) requireRight(actor, 'purchases', 'update-line');
    },
  });
};

export default purchaseRoutes;
