import * as z from '@logistics/shared/contracts/zod';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import {
  transferLineRowSchema,
  transferSchema,
  type TransferCreate,
} from '@logistics/shared/contracts/transfers';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { lineApi, resourceApi } from '@logistics/shared/api/resource-api';

/**
 * /transfers/{trf_id} and /transfer-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`: null fields dropped, ISO dates, no empty lines. A transfer moves stock: every write reads its
 * lists and every inventory's stock again.
 */
const transfers = resourceApi<
  'transfers',
  typeof transferSchema,
  TransferCreate,
  VersionedChange,
  typeof transferSchema
>({
  resource: 'transfers',
  rowSchema: transferSchema,
  invalidates: stockKeys,
});

/** The line update answers the line as `record`, with its transfer beside it. */
const transferLineAnswerSchema = z.object({
  record: transferLineRowSchema,
  transfer: transferSchema,
  message: z.string(),
});
const lines = lineApi<{ quantity: number; version: number }, typeof transferLineAnswerSchema>(transfers, {
  kind: 'transfer',
  answerSchema: transferLineAnswerSchema,
});

export type TransferList = Awaited<ReturnType<typeof transfers.fetchList>>;
export type TransferAnswer = Awaited<ReturnType<typeof transfers.create>>;
export type TransferLineAnswer = z.output<typeof transferLineAnswerSchema>;

export const transferKeys = transfers.keys;
export const fetchTransfers = transfers.fetchList;
export const fetchTransfer = transfers.fetchOne;
export const createTransfer = transfers.create;
export const updateTransfer = transfers.update;
export const deleteTransfer = transfers.remove;
export const updateTransferProduct = lines.update;
export const deleteTransferProduct = lines.remove;
export const useTransfers = transfers.useList;
export const useTransfer = transfers.useOne;
export const useCreateTransfer = transfers.useCreate;
export const useUpdateTransfer = transfers.useUpdate;
export const useDeleteTransfer = transfers.useDelete;
export const useUpdateTransferProduct = lines.useUpdate;
export const useDeleteTransferProduct = lines.useDelete;
