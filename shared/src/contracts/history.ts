import * as z from '@logistics/shared/contracts/zod';

/**
 * The History tab of a sale and of a shipment: the status history the server keeps (migration 0004's
 * status_changes: who, when, from and to) and, for a sale, its movements in the stock ledger. Read under the
 * same permissions and row scopes as the row itself.
 */

export const statusChangeSchema = z.object({
  id: z.string(),
  /** ISO date-time. */
  at: z.string(),
  /** Null for the status the row was created with. */
  from: z.string().nullable(),
  to: z.string(),
  /** The name of who made the change; null when that account is gone. */
  user: z.string().nullable(),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** One change of one batch's stock by a sale's line: units taken (negative) or given back (positive). */
export const stockMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  product: z.string(),
  inventory: z.string(),
  /** The batch: the MR ID of the purchase the units came in with. */
  batch: z.string(),
  quantity: z.number().int(),
  cause: z.enum(['sale', 'sale-return']),
  user: z.string().nullable(),
});
export type StockMovement = z.output<typeof stockMovementSchema>;

/** GET /sales/{bill_id}/history and /shipments/{shipment_id}/history; a shipment has no stock movements. */
export const historySchema = z.object({
  history: z.object({
    status_changes: z.array(statusChangeSchema),
    stock_movements: z.array(stockMovementSchema),
  }),
});
export type History = z.output<typeof historySchema>['history'];

export const historyTexts = {
  tab: 'History',
  details: 'Details',
  statusChanges: 'Status changes',
  stockMovements: 'Stock movements',
  columns: {
    when: 'When',
    who: 'Who',
    from: 'From',
    to: 'To',
    product: 'Product',
    inventory: 'Inventory',
    batch: 'Batch (MR ID)',
    quantity: 'Quantity',
    movement: 'Movement',
  },
  created: 'Created',
  removedAccount: 'A removed account',
  causes: { sale: 'Taken for the sale', 'sale-return': 'Given back' },
  noChanges: 'No status changes.',
  noMovements: 'No stock movements.',
  fetchError: 'An error occurred while fetching the history.',
} as const;
