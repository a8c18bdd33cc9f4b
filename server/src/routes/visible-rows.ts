import type { FastifyInstance } from 'fastify';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { inventoryScopeOf, type Actor } from '../repositories/document-shared.js';
import { scopeOf as employmentScopeOf } from './inventory-employments.js';
import { saleScopeOf } from './sales.js';
import { shipmentScopeOf } from './shipments.js';
import { visibleEmployeeIds } from './users.js';

/** Which of the given row ids a reader may read. */
export type VisibleRows = (app: FastifyInstance, reader: Actor, ids: readonly string[]) => Promise<string[]>;

/**
 * The resources whose rows are scoped per reader, each answered by the row scope its own list read applies
 * (the same scope functions and the repositories' same conditions), so what tells of a row (the live lists'
 * announcements) names only rows its list would show. The other resources show every row to whoever may read
 * them.
 */
export const visibleRows: Partial<Record<Resource, VisibleRows>> = {
  sales: async (app, reader, ids) => app.repositories.sales.visibleIds(ids, await saleScopeOf(app, reader)),
  shipments: async (app, reader, ids) =>
    app.repositories.shipments.visibleIds(ids, await shipmentScopeOf(app, reader)),
  transfers: async (app, reader, ids) =>
    app.repositories.transfers.visibleIds(ids, await inventoryScopeOf(app.db, reader)),
  'inventory-employments': async (app, reader, ids) =>
    app.repositories.inventoryEmployments.visibleIds(ids, employmentScopeOf(reader)),
  users: (app, reader, ids) => visibleEmployeeIds(app, reader, ids),
};
