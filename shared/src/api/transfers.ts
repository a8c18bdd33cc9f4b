import * as z from '@logistics/shared/contracts/zod';
import { transferLineRowSchema, transferSchema } from '@logistics/shared/contracts/transfers';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { documentApi, lineApi } from '@logistics/shared/api/resource-api';

/**
 * /transfers/{trf_id} and /transfer-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`: null fields dropped, ISO dates, no empty lines. A transfer moves stock: every write reads its
 * lists and every inventory's stock again.
 */
export const transferApi = documentApi('transfers', { invalidates: stockKeys });

/** The line update answers the line as `record`, with its transfer beside it. */
const transferLineAnswerSchema = z.object({
  record: transferLineRowSchema,
  transfer: transferSchema,
  message: z.string(),
});
/** A transfer's saved lines: /transfer-products/{id}. */
export const transferLineApi = lineApi<
  { quantity: number; version: number },
  'transfer',
  typeof transferLineAnswerSchema
>(transferApi, {
  kind: 'transfer',
  answerSchema: transferLineAnswerSchema,
});

export type TransferList = Awaited<ReturnType<typeof transferApi.fetchList>>;
export type TransferAnswer = Awaited<ReturnType<typeof transferApi.create>>;
export type TransferLineAnswer = z.output<typeof transferLineAnswerSchema>;
