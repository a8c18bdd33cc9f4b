import { tag, today } from '../document-fixtures.js';
import { makePurchase, type DocumentPermissionCase } from './documents-context.js';

/** /purchases and /purchase-products, as every role (see documents-context.ts). */
export const purchaseCases: DocumentPermissionCase[] = [
  {
    resource: 'purchases',
    action: 'list',
    method: 'GET',
    route: '/api/purchases',
    request: async () => ({ url: '/api/purchases' }),
  },
  {
    resource: 'purchases',
    action: 'view',
    method: 'GET',
    route: '/api/purchases/:mr_id',
    request: async (c) => ({ url: `/api/purchases/${(await makePurchase(c)).mr_id}` }),
  },
  {
    resource: 'purchases',
    action: 'create',
    method: 'POST',
    route: '/api/purchases',
    request: async (c) => ({
      url: '/api/purchases',
      body: {
        mr_id: `PC-${tag()}`,
        purchase_date: today(),
        vendor: c.vendor,
        inventory: c.inventory,
        products: [{ product: c.product, quantity: 1, unit_price: '1' }],
      },
    }),
  },
  {
    resource: 'purchases',
    action: 'edit',
    method: 'PUT',
    route: '/api/purchases/:mr_id',
    request: async (c) => ({
      url: `/api/purchases/${(await makePurchase(c)).mr_id}`,
      body: { adjustment: '1', version: 1 },
    }),
  },
  {
    resource: 'purchases',
    action: 'delete',
    method: 'DELETE',
    route: '/api/purchases/:mr_id',
    request: async (c) => ({ url: `/api/purchases/${(await makePurchase(c)).mr_id}` }),
  },
  {
    resource: 'purchases',
    action: 'update-line',
    method: 'PUT',
    route: '/api/purchase-products/:id',
    request: async (c) => ({
      url: `/api/purchase-products/${(await makePurchase(c)).products[0]?.id}`,
      body: { quantity: 60, unit_price: '1', version: 1 },
    }),
  },
  {
    resource: 'purchases',
    action: 'remove-line',
    method: 'DELETE',
    route: '/api/purchase-products/:id',
    request: async (c) => ({ url: `/api/purchase-products/${(await makePurchase(c)).products[0]?.id}` }),
  },
];
