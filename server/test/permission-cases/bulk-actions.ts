import { saleCases } from './sales.js';
import { asAdmin, makeSale, type PermissionCase, type PermissionContext } from './documents-context.js';

/** A resource's single-row delete (DELETE /api/<resource>/:key), whose fresh rows its bulk case reuses. */
const isRowDelete = (c: PermissionCase) =>
  c.action === 'delete' && c.method === 'DELETE' && c.route.startsWith(`/api/${c.resource}/:`);

/** A fresh row as the single-row delete's case makes it, named by its id and version as a list shows them. */
async function freshRow(c: PermissionContext, single: PermissionCase) {
  const { url } = await single.request(c);
  const body = (await asAdmin(c, 'GET', url)) as Record<string, { id: string; version: number }>;
  const row = Object.values(body)[0] as { id: string; version: number };
  return { id: row.id, version: row.version };
}

/**
 * POST /<resource>/bulk-delete is guarded like the single-row delete (the matrix's `delete`),
 * on a fresh row of each resource: one case for every single-row delete among `cases` (every case of every
 * file of this folder, as permissions.test.ts loads them), so a resource's own case file brings its bulk case.
 */
export function bulkDeleteCasesOf(cases: readonly PermissionCase[]): PermissionCase[] {
  return cases.filter(isRowDelete).map((single) => ({
    resource: single.resource,
    action: 'delete',
    method: 'POST',
    route: `/api/${single.resource}/bulk-delete`,
    request: async (c) => ({
      url: `/api/${single.resource}/bulk-delete`,
      body: { ids: [await freshRow(c, single)] },
    }),
  }));
}

/**
 * POST /sales/bulk-status is guarded like the sale's update (`edit`: every role that may change a status, on a
 * sale inside its scope).
 */
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
