import {
  makeSale,
  makeShipment,
  readCase,
  rowCase,
  type DocumentPermissionCase,
} from './documents-context.js';

/** The dashboard's reads, the low-stock list and the History of sales and shipments. */
export const dashboardCases: DocumentPermissionCase[] = [
  readCase('dashboard', 'view', '/api/dashboard/summary'),
  readCase('dashboard', 'view', '/api/dashboard/charts'),
  readCase('dashboard', 'view', '/api/dashboard/status-changes'),
  readCase('low-stock', 'list', '/api/dashboard/low-stock'),
];

/** A row's History is read with the row's own `view` right, on a row inside every allowed role's scope. */
export const historyCases: DocumentPermissionCase[] = [
  rowCase('sales', 'view', 'GET', '/api/sales/:bill_id/history', async (c) => (await makeSale(c)).bill_id),
  rowCase(
    'shipments',
    'view',
    'GET',
    '/api/shipments/:shipment_id/history',
    async (c) => (await makeShipment(c)).shipment_id,
  ),
];
