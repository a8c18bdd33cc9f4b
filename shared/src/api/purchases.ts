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
export const purchaseApi = resourceApi<
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
/** A purchase's saved lines: /purchase-products/{id}. */
export const purchaseLineApi = lineApi<LineAmountsPayload, 'purchase', typeof purchaseApi.answerSchema>(
  purchaseApi,
  {
    kind: 'purchase',
    answerSchema: purchaseApi.answerSchema,
  },
);

export type PurchaseList = Awaited<ReturnType<typeof purchaseApi.fetchList>>;
export type PurchaseAnswer = Awaited<ReturnType<typeof purchaseApi.create>>;
