import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentMonth,
  dashboardChartsSchema,
  dashboardQuerySchema,
  dashboardSummarySchema,
  latestStatusChangesSchema,
  limitQuerySchema,
  LOW_STOCK_LIMIT,
  lowStockSchema,
  previousPeriod,
  STATUS_CHANGES_LIMIT,
  type DashboardQuery,
  type Period,
} from '@logistics/shared/contracts/dashboard';
import { inventoryScopeOf } from '../repositories/document-shared.js';
import { errorResponses } from '../schemas.js';
import { actorOf } from './document-helpers.js';
import { guardedRoutes } from './guard.js';

/** The period asked for; a missing end is filled from this month so far (the server's today). */
function periodOf(query: DashboardQuery): Period {
  const month = currentMonth();
  const to = query.to ?? (query.from && query.from > month.to ? query.from : month.to);
  const from = query.from ?? (to < month.from ? to : month.from);
  return { from, to };
}

/**
 * /dashboard/*: the admin's dashboard (figures of a period beside the previous period's, its charts, the latest
 * status changes) and the low-stock list of the admin and the inventory roles. Every figure is
 * computed here in SQL (repositories/dashboard.ts).
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = guardedRoutes(app, 'dashboard');
  // The low-stock list has a right of its own, and sits on the dashboard.
  const lowStock = guardedRoutes(app, 'low-stock', 'dashboard');

  app.get(
    '/summary',
    dashboard('view', {
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSummarySchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      const period = periodOf(request.query);
      return app.repositories.dashboard.summary(period, previousPeriod(period));
    },
  );

  app.get(
    '/charts',
    dashboard('view', {
      querystring: dashboardQuerySchema,
      response: { 200: dashboardChartsSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => app.repositories.dashboard.charts(periodOf(request.query)),
  );

  app.get(
    '/status-changes',
    dashboard('view', {
      querystring: limitQuerySchema(STATUS_CHANGES_LIMIT.fallback, STATUS_CHANGES_LIMIT.max),
      response: { 200: latestStatusChangesSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ({
      changes: await app.repositories.dashboard.latestStatusChanges(request.query.limit),
    }),
  );

  app.get(
    '/low-stock',
    lowStock('list', {
      querystring: limitQuerySchema(LOW_STOCK_LIMIT.fallback, LOW_STOCK_LIMIT.max),
      response: { 200: lowStockSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      // The in-charge sees their active inventory's products only, none without an assignment.
      const scope = await inventoryScopeOf(app.db, actorOf(request));
      return app.repositories.dashboard.lowStock(scope, request.query.limit);
    },
  );
};

export default dashboardRoutes;
