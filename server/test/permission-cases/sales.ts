import { makePurchase, makeSale, resourceCases, saleBody, type PermissionCase } from './documents-context.js';

/** /sales and /sale-products, as every role (see documents-context.ts). */
export const saleCases: PermissionCase[] = resourceCases('sales', '/api/sales/:bill_id', {
  row: async (c) => (await makeSale(c)).bill_id,
  // A sale in a shipment cannot be deleted (409): this one travels in none.
  remove: async (c) => (await makeSale(c, false)).bill_id,
  create: async (c) => {
    await makePurchase(c);
    return saleBody(c);
  },
  // Every role with `edit` may save the status (fleet-manager and captain: nothing else).
  edit: { status: 'processing', version: 1 },
  lines: {
    route: '/api/sale-products/:id',
    row: async (c) => (await makeSale(c)).products[0]?.id,
    update: { quantity: 2, unit_price: '2', version: 1 },
  },
});
