import { tag, today } from '../document-fixtures.js';
import { makePurchase, makeTransfer, type DocumentPermissionCase } from './documents-context.js';

/** /transfers and /transfer-products, as every role (see documents-context.ts). */
export const transferCases: DocumentPermissionCase[] = [
  {
    resource: 'transfers',
    action: 'list',
    method: 'GET',
    route: '/api/transfers',
    request: async () => ({ url: '/api/transfers' }),
  },
  {
    resource: 'transfers',
    action: 'view',
    method: 'GET',
    route: '/api/transfers/:trf_id',
    request: async (c) => ({ url: `/api/transfers/${(await makeTransfer(c)).trf_id}` }),
  },
  {
    resource: 'transfers',
    action: 'create',
    method: 'POST',
    route: '/api/transfers',
    request: async (c) => {
      const purchase = await makePurchase(c);
      return {
        url: '/api/transfers',
        body: {
          trf_id: `TC-${tag()}`,
          transfer_date: today(),
          source_inventory: c.inventory,
          destination_inventory: c.otherInventory,
          products: [{ mr_id: purchase.mr_id, product: c.product, quantity: 1 }],
        },
      };
    },
  },
  {
    resource: 'transfers',
    action: 'edit',
    method: 'PATCH',
    route: '/api/transfers/:trf_id',
    request: async (c) => ({
      url: `/api/transfers/${(await makeTransfer(c)).trf_id}`,
      body: { transfer_date: today(), version: 1 },
    }),
  },
  {
    resource: 'transfers',
    action: 'delete',
    method: 'DELETE',
    route: '/api/transfers/:trf_id',
    request: async (c) => ({ url: `/api/transfers/${(await makeTransfer(c)).trf_id}` }),
  },
  {
    resource: 'transfers',
    action: 'update-line',
    method: 'PUT',
    route: '/api/transfer-products/:id',
    request: async (c) => ({
      url: `/api/transfer-products/${(await makeTransfer(c)).products[0]?.id}`,
      body: { quantity: 2, version: 1 },
    }),
  },
  {
    resource: 'transfers',
    action: 'remove-line',
    method: 'DELETE',
    route: '/api/transfer-products/:id',
    request: async (c) => ({ url: `/api/transfer-products/${(await makeTransfer(c)).products[0]?.id}` }),
  },
];
