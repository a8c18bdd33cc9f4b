import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { purchaseSchema, type PurchaseCreate } from '@logistics/shared/contracts/purchases';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { lineApi, resourceApi } from '@logistics/shared/api/resource-api';

/**
 * /purchases/{mr_id} and /purchase-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`: null fields dropped, ISO dates, no empty lines. A purchase moves stock: every write reads
 * its lists, its details and every inventory's stock again.
 */
const purchases = resourceApi<
  'purchases',
  typeof purchaseSchema,
  PurchaseCreate,
  VersionedChange,
  typeof purchaseSchema
>({
  resource: 'purchases',
  rowSchema: purchaseSchema,
  invalidates: stockKeys,
});
const lines = lineApi<LineAmountsPayload, typeof purchases.answerSchema>(purchases, {
  kind: 'purchase',
  answerSchema: purchases.answerSchema,
});

export type PurchaseList = Awaited<ReturnType<typeof purchases.fetchList>>;
export type PurchaseAnswer = Awaited<ReturnType<typeof purchases.create>>;

export const purchaseKeys = purchases.keys;
export const fetchPurchases = purchases.fetchList;
export const fetchPurchase = purchases.fetchOne;
export const createPurchase = purchases.create;
export const updatePurchase = purchases.update;
export const deletePurchase = purchases.remove;
export const updatePurchaseProduct = lines.update;
export const deletePurchaseProduct = lines.remove;
export const usePurchases = purchases.useList;
export const usePurchase = purchases.useOne;
export const useCreatePurchase = purchases.useCreate;
export const useUpdatePurchase = purchases.useUpdate;
export const useDeletePurchase = purchases.useDelete;
export const useUpdatePurchaseProduct = lines.useUpdate;
export const useDeletePurchaseProduct = lines.useDelete;
