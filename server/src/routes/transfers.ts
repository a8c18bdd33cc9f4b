import type { FastifyPluginAsync } from 'fastify';
import { transferDocument } from '@logistics/shared/contracts/transfers';
import { inventoryScopeOf } from '../repositories/document-shared.js';
import { registerDocumentRoutes } from './document-routes.js';
import { requireRight } from './document-helpers.js';

/**
 * /transfers/{trf_id}, list key `transfers`, single key `transfer`. An inventory-in-charge sees
 * and writes only transfers whose source or destination is their active inventory.
 */
const transferRoutes: FastifyPluginAsync = async (app) => {
  registerDocumentRoutes(app, {
    resource: 'transfers',
    ...transferDocument,
    scopeOf: (actor) => inventoryScopeOf(app.db, actor),
    repositoryOf: (repositories) => repositories.transfers,
    rowsAfter: (params, scope) => app.repositories.transfers.list(params, scope),
    checkUpdate: (actor, body) => {
      if (body.new_products) requireRight(actor, 'transfers', 'add-line');
      if (body.changed_products) requireRight(actor, 'transfers', 'update-line');
    },
  });
};

export default transferRoutes;
