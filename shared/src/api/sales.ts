import { useQuery } from '@tanstack/react-query';
import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { saleSchema, type SaleCreate } from '@logistics/shared/contracts/sales';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { lineApi, resourceApi } from '@logistics/shared/api/resource-api';
import { shipmentApi } from '@logistics/shared/api/shipments';

/**
 * /sales/{bill_id} and /sale-products/{id} (resource-api.ts). An update's body is built by `updatePayload`:
 * null fields dropped, ISO dates, no empty lines. A sale moves stock: every write reads its lists, its details
 * and every inventory's stock again, and the shipments that show it.
 */
export const saleApi = resourceApi<
  'sales',
  typeof saleSchema,
  SaleCreate,
  VersionedChange,
  typeof saleSchema
>({
  resource: 'sales',
  rowSchema: saleSchema,
  invalidates: [shipmentApi.keys.all, ...stockKeys],
});
/** A sale's saved lines: /sale-products/{id}. */
export const saleLineApi = lineApi<LineAmountsPayload, 'sale', typeof saleApi.answerSchema>(saleApi, {
  kind: 'sale',
  answerSchema: saleApi.answerSchema,
});

export type SaleList = Awaited<ReturnType<typeof saleApi.fetchList>>;
export type SaleAnswer = Awaited<ReturnType<typeof saleApi.create>>;

/** The sales a shipment may carry, by BILL ID, searched on the server (the role's row scope applies). */
export function useSaleOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: saleApi.keys.options(search),
    queryFn: ({ signal }) =>
      saleApi.fetchList({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) }, signal),
    select: (answer) =>
      answer.sales.map((sale) => ({
        value: sale.bill_id,
        label: `${sale.bill_id} · ${sale.customer.name} · ${sale.inventory}`,
      })),
    enabled,
  });
}
