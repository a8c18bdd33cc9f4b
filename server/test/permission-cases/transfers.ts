import { today } from '../document-fixtures.js';
import {
  makePurchase,
  makeTransfer,
  resourceCases,
  transferBody,
  type PermissionCase,
} from './documents-context.js';

/** /transfers and /transfer-products, as every role (see documents-context.ts). */
export const transferCases: PermissionCase[] = resourceCases('transfers', '/api/transfers/:trf_id', {
  row: async (c) => (await makeTransfer(c)).trf_id,
  create: async (c) => transferBody(c, (await makePurchase(c)).mr_id),
  edit: () => ({ transfer_date: today(), version: 1 }),
  lines: {
    route: '/api/transfer-products/:id',
    row: async (c) => (await makeTransfer(c)).products[0]?.id,
    update: { quantity: 2, version: 1 },
  },
});
