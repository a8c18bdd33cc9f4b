import type * as z from '@logistics/shared/contracts/zod';
import type { ListColumn } from './list-columns.js';

/**
 * The contract of a document (a purchase, transfer, sale or shipment: a head and its lines) beside its
 * declaration, which its routes read: its row, create and update schemas, the list's columns (which its export
 * writes), and its own ID in words, as a refusal of a second one names it ('MR ID'). That ID is its list
 * definition's `keyField`, unique by the constraint `<table>_<keyField>_unique`.
 */
export interface DocumentContract {
  rowSchema: z.ZodType<{ id: string; version: number }>;
  createSchema: z.ZodType<object>;
  updateSchema: z.ZodType<object>;
  columns: readonly ListColumn<never>[];
  idLabel: string;
}
