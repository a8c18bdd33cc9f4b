import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { lineItemThings } from '@logistics/shared/contracts/messages';
import {
  transferLineRowSchema,
  transferProductUpdateSchema,
  transferSchema,
} from '@logistics/shared/contracts/transfers';
import { inventoryScopeOf } from '../repositories/document-shared.js';
import { registerLineRoutes } from './line-routes.js';

/** /transfer-products/{id}: update (answers `record`, the line; `transfer` beside it) and delete. */
const transferProductRoutes: FastifyPluginAsync = async (app) => {
  registerLineRoutes(app, {
    resource: 'transfers',
    thing: lineItemThings.transfer,
    scopeOf: (actor) => inventoryScopeOf(app.db, actor),
    update: {
      documentThing: 'transfer',
      body: transferProductUpdateSchema,
      answer: z.object({ record: transferLineRowSchema, transfer: transferSchema, message: z.string() }),
      updateLine: (repositories, id, input, actor, scope) =>
        repositories.transfers.updateLine(id, input, actor, scope),
    },
    removeRight: 'remove-line',
    removeLine: (repositories, id, actor) => repositories.transfers.removeLine(id, actor),
  });
};

export default transferProductRoutes;
