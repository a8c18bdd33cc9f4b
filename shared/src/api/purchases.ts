import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { documentApi, lineApi } from '@logistics/shared/api/resource-api';

/**
 * /purchases/{mr_id} and /purchase-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`: null fields dropped, ISO dates, no empty lines. A purchase moves stock: every write reads
 * its lists, its details and every inventory's stock again.
 */
export const purchaseApi = documentApi('purchases', { invalidates: stockKeys });
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
