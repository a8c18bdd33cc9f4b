import { makeSale, makeShipment, type DocumentPermissionCase } from './documents-context.js';

/** The dashboard's reads, the low-stock list and the History of sales and shipments. */
export const dashboardCases: DocumentPermissionCase[] = [
  {
    resource: 'dashboard',
    action: 'view',
    method: 'GET',
    route: '/api/dashboard/summary',
    request: async () => ({ url: '/api/dashboard/summary' }),
  },
  {
    resource: 'dashboard',
    action: 'view',
    method: 'GET',
    route: '/api/dashboard/charts',
    request: async () => ({ url: '/api/dashboard/charts' }),
  },
  {
    resource: 'dashboard',
    action: 'view',
    method: 'GET',
    route: '/api/dashboard/status-changes',
    request: async () => ({ url: '/api/dashboard/status-changes' }),
  },
  {
    resource: 'low-stock',
    action: 'list',
    method: 'GET',
    route: '/api/dashboard/low-stock',
    request: async () => ({ url: '/api/dashboard/low-stock' }),
  },
];

/** A row's History is read with the row's own `view` right, on a row inside every allowed role's scope. */
export const historyCases: DocumentPermissionCase[] = [
  {
    resource: 'sales',
    action: 'view',
    method: 'GET',
    route: '/api/sales/:bill_id/history',
    request: async (c) => ({ url: `/api/sales/${(await makeSale(c)).bill_id}/history` }),
  },
  {
    resource: 'shipments',
    action: 'view',
    method: 'GET',
    route: '/api/shipments/:shipment_id/history',
    request: async (c) => ({ url: `/api/shipments/${(await makeShipment(c)).shipment_id}/history` }),
  },
];
