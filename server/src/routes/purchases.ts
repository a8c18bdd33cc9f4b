import type { FastifyPluginAsync } from 'fastify';
import { purchaseDocument } from '@logistics/shared/contracts/purchases';
import { registerDocumentRoutes } from './document-routes.js';
import { requireRight } from './document-helpers.js';

/** /purchases/{mr_id}, list key `purchases`, single key `purchase`. Purchases have no row scope. */
const purchaseRoutes: FastifyPluginAsync = async (app) => {
  registerDocumentRoutes(app, {
    resource: 'purchases',
    ...purchaseDocument,
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
