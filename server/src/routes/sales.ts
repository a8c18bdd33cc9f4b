import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { bulkStatusSchema, type BulkStatus } from '@logistics/shared/contracts/bulk';
import { saleDocument } from '@logistics/shared/contracts/sales';
import { saleUpdateFieldsDeniedFor } from '@logistics/shared/contracts/permissions';
import { bulkTexts, documentMessages, resourceLabels } from '@logistics/shared/contracts/messages';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import type { SaleScope } from '../repositories/sales.js';
import { captainScopeOf, inventoryScopeOf, type Actor } from '../repositories/document-shared.js';
import { answerBlocked, bulkRouteSchema, runBulk, targetRows, UNCHANGED } from './bulk-actions.js';
import { registerDocumentRoutes } from './document-routes.js';
import { guardedRoutes } from './guard.js';
import { actorOf, problemError, requireRight } from './document-helpers.js';

const THING = resourceLabels.sales.singular;

/**
 * The sales a role may see: the inventory-in-charge those of their active inventory, the
 * captain those travelling in their own shipments (the shipment detail's table), the rest all.
 */
export async function saleScopeOf(app: FastifyInstance, actor: Actor): Promise<SaleScope> {
  return { inventory: await inventoryScopeOf(app.db, actor), captainId: captainScopeOf(actor) };
}

/** /sales/{bill_id}, list key `sales`, single key `sale`; and the selected sales' status. */
const saleRoutes: FastifyPluginAsync = async (app) => {
  const { bulkTarget } = registerDocumentRoutes(app, {
    resource: 'sales',
    ...saleDocument,
    scopeOf: (actor) => saleScopeOf(app, actor),
    repositoryOf: (repositories) => repositories.sales,
    rowsAfter: (params, scope) => app.repositories.sales.rowsAfter(params, scope),
    rowsFrom: (params, scope, batch) => app.repositories.sales.rowsFrom(params, scope, batch),
    checkUpdate: async (actor, body, billId) => {
      // Saved lines changed with the sale need the right to change lines (a status-only role has none).
      if (body.changed_products) requireRight(actor, 'sales', 'update-line');
      // Fleet-manager and captain save the status only: the disabled fields may arrive, but not changed.
      const denied = saleUpdateFieldsDeniedFor(actor.role, body);
      if (denied.length > 0) {
        const changed = (await app.repositories.sales.changedFields(billId, body)) ?? [];
        const refused = changed.filter((field) => denied.includes(field));
        if (refused.length > 0) throw new AppError(403, documentMessages.saleStatusOnly(refused));
      }
      if (body.new_products) requireRight(actor, 'sales', 'add-line');
    },
  });

  // The status of the selected sales, each through the single-row update (its version, row
  // scope and stock steps), for every role that may change a sale's status (the matrix's `edit`). A sale that
  // has the status already is left as it is, at its version, and counted apart.
  app.post(
    '/bulk-status',
    guardedRoutes(app, 'sales')('edit', bulkRouteSchema('sales', 'bulkStatus', bulkStatusSchema)),
    async (request, reply) => {
      const body = request.body as BulkStatus;
      const rows = await targetRows(request, body, bulkTarget);
      const actor = actorOf(request);
      const scope = await saleScopeOf(app, actor);
      try {
        const { changed, unchanged } = await runBulk(
          app,
          bulkTarget,
          rows,
          actor,
          async (repositories, { key: billId, version }) => {
            const outcome = await repositories.sales.update(
              billId,
              { status: body.status, version, new_products: undefined },
              actor,
              scope,
            );
            if (isProblem(outcome)) throw problemError(outcome.problem, THING, billId);
            // The update keeps the version of a sale it leaves as it was: it had the status already.
            if (outcome.item.version === version) return UNCHANGED;
          },
        );
        const message = bulkTexts.statusSet(changed, statusLabel(body.status), unchanged);
        return { message, count: changed };
      } catch (error) {
        return answerBlocked(reply, 'sales', error);
      }
    },
  );
};

export default saleRoutes;
