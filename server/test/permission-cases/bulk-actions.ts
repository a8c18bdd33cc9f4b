import { categoryCases } from './categories.js';
import { inventoryCases } from './inventories.js';
import { inventoryEmploymentCases } from './inventory-employments.js';
import { masterDataCases } from './master-data.js';
import { purchaseCases } from './purchases.js';
import { saleCases } from './sales.js';
import { shipmentCases } from './shipments.js';
import { transferCases } from './transfers.js';
import { userCases } from './users.js';
import { asAdmin, makeSale, type PermissionCase, type PermissionContext } from './documents-context.js';

/** The single-row delete of every resource (DELETE /api/<resource>/:key), whose fresh rows the bulk cases reuse. */
const rowDeletes = [
  ...categoryCases,
  ...inventoryCases,
  ...inventoryEmploymentCases,
  ...masterDataCases,
  ...purchaseCases,
  ...saleCases,
  ...shipmentCases,
  ...transferCases,
  ...userCases,
].filter((c) => c.action === 'delete' && c.method === 'DELETE' && c.route.startsWith(`/api/${c.resource}/:`));

/** A fresh row as the single-row delete's case makes it, named by its id and version as a list shows them. */
async function freshRow(c: PermissionContext, single: PermissionCase) {
  const { url } = await single.request(c);
  const body = (await asAdmin(c, 'GET', url)) as Record<string, { id: string; version: number }>;
  const row = Object.values(body)[0] as { id: string; version: number };
  return { id: row.id, version: row.version };
}

/**
 * POST /<resource>/bulk-delete is guarded like the single-row delete (the matrix's `delete`),
 * on a fresh row of each resource; POST /sales/bulk-status like the sale's update (`edit`: every role that may
 * change a status, on a sale inside its scope).
 */
export const bulkDeleteCases: PermissionCase[] = rowDeletes.map((single) => ({
  resource: single.resource,
  action: 'delete',
  method: 'POST',
  route: `/api/${single.resource}/bulk-delete`,
  request: async (c) => ({
    url: `/api/${single.resource}/bulk-delete`,
    body: { ids: [await freshRow(c, single)] },
  }),
}));

export const bulkStatusCases: PermissionCase[] = [
  {
    resource: 'sales',
    action: 'edit',
    method: 'POST',
    route: '/api/sales/bulk-status',
    request: async (c) => {
      const sale = await makeSale(c);
      const { id, version } = await freshRow(c, {
        ...saleCases[0],
        request: async () => ({ url: `/api/sales/${sale.bill_id}` }),
      } as PermissionCase);
      return { url: '/api/sales/bulk-status', body: { ids: [{ id, version }], status: 'processing' } };
    },
  },
];
