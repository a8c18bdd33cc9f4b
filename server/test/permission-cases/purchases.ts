import { makePurchase, purchaseBody, resourceCases, type PermissionCase } from './documents-context.js';

/** /purchases and /purchase-products, as every role (see documents-context.ts). */
export const purchaseCases: PermissionCase[] = resourceCases('purchases', '/api/purchases/:mr_id', {
  row: async (c) => (await makePurchase(c)).mr_id,
  create: (c) => purchaseBody(c, 1),
  edit: { adjustment: '1', version: 1 },
  lines: {
    route: '/api/purchase-products/:id',
    row: async (c) => (await makePurchase(c)).products[0]?.id,
    update: { quantity: 60, unit_price: '1', version: 1 },
  },
});
