import {
  makeSale,
  makeShipment,
  readCase,
  rowCase,
  type DocumentPermissionCase,
} from './documents-context.js';

/** The views: the dashboard's reads, the low-stock list and the builds live (the releases). */
export const dashboardCases: DocumentPermissionCase[] = [
  readCase('dashboard', 'view', '/api/dashboard/summary'),
  readCase('dashboard', 'view', '/api/dashboard/charts'),
  readCase('dashboard', 'view', '/api/dashboard/status-changes'),
  readCase('low-stock', 'list', '/api/dashboard/low-stock'),
  // The host's build and each remote's (the admin's releases page).
  readCase('releases', 'view', '/api/releases'),
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
