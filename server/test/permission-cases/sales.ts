import { tag, today } from '../document-fixtures.js';
import { makePurchase, makeSale, type DocumentPermissionCase } from './documents-context.js';

/** /sales and /sale-products, as every role (see documents-context.ts). */
export const saleCases: DocumentPermissionCase[] = [
  {
    resource: 'sales',
    action: 'list',
    method: 'GET',
    route: '/api/sales',
    request: async () => ({ url: '/api/sales' }),
  },
  {
    resource: 'sales',
    action: 'view',
    method: 'GET',
    route: '/api/sales/:bill_id',
    request: async (c) => ({ url: `/api/sales/${(await makeSale(c)).bill_id}` }),
  },
  {
    resource: 'sales',
    action: 'create',
    method: 'POST',
    route: '/api/sales',
    request: async (c) => {
      await makePurchase(c);
      return {
        url: '/api/sales',
        body: {
          bill_id: `BC-${tag()}`,
          sale_date: today(),
          customer_id: c.customerId,
          shipping_address: '1 Permission Road',
          inventory: c.inventory,
          products: [{ product: c.product, quantity: 1, unit_price: '2' }],
        },
      };
    },
  },
  {
    // Every role with `edit` may save the status (fleet-manager and captain: nothing else).
    resource: 'sales',
    action: 'edit',
    method: 'PATCH',
    route: '/api/sales/:bill_id',
    request: async (c) => ({
      url: `/api/sales/${(await makeSale(c)).bill_id}`,
      body: { status: 'processing', version: 1 },
    }),
  },
  {
    resource: 'sales',
    action: 'delete',
    method: 'DELETE',
    route: '/api/sales/:bill_id',
    // A sale in a shipment cannot be deleted (409): this one travels in none.
    request: async (c) => ({ url: `/api/sales/${(await makeSale(c, false)).bill_id}` }),
  },
  {
    resource: 'sales',
    action: 'update-line',
    method: 'PUT',
    route: '/api/sale-products/:id',
    request: async (c) => ({
      url: `/api/sale-products/${(await makeSale(c)).products[0]?.id}`,
      body: { quantity: 2, unit_price: '2', version: 1 },
    }),
  },
  {
    resource: 'sales',
    action: 'remove-line',
    method: 'DELETE',
    route: '/api/sale-products/:id',
    request: async (c) => ({ url: `/api/sale-products/${(await makeSale(c)).products[0]?.id}` }),
  },
];
