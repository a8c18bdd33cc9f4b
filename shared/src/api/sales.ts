import { useQuery } from '@tanstack/react-query';
import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { saleSchema, type SaleCreate } from '@logistics/shared/contracts/sales';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { stockKeys } from '@logistics/shared/api/reference-options';
import { lineApi, resourceApi } from '@logistics/shared/api/resource-api';
import { shipmentKeys } from '@logistics/shared/api/shipments';

/**
 * /sales/{bill_id} and /sale-products/{id} (resource-api.ts). An update's body is built by `updatePayload`:
 * null fields dropped, ISO dates, no empty lines. A sale moves stock: every write reads its lists, its details
 * and every inventory's stock again, and the shipments that show it.
 */
const sales = resourceApi<'sales', typeof saleSchema, SaleCreate, VersionedChange, typeof saleSchema>({
  resource: 'sales',
  rowSchema: saleSchema,
  invalidates: [shipmentKeys.all, ...stockKeys],
});
const lines = lineApi<LineAmountsPayload, typeof sales.answerSchema>(sales, {
  kind: 'sale',
  answerSchema: sales.answerSchema,
});

export type SaleList = Awaited<ReturnType<typeof sales.fetchList>>;
export type SaleAnswer = Awaited<ReturnType<typeof sales.create>>;

export const saleKeys = sales.keys;
export const fetchSales = sales.fetchList;
export const fetchSale = sales.fetchOne;
export const createSale = sales.create;
export const updateSale = sales.update;
export const deleteSale = sales.remove;
export const updateSaleProduct = lines.update;
export const deleteSaleProduct = lines.remove;
export const useSales = sales.useList;
export const useSale = sales.useOne;
export const useCreateSale = sales.useCreate;
export const useUpdateSale = sales.useUpdate;
export const useDeleteSale = sales.useDelete;
export const useUpdateSaleProduct = lines.useUpdate;
export const useDeleteSaleProduct = lines.useDelete;

/** The sales a shipment may carry, by BILL ID, searched on the server (the role's row scope applies). */
export function useSaleOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: saleKeys.options(search),
    queryFn: ({ signal }) =>
      fetchSales({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) }, signal),
    select: (answer) =>
      answer.sales.map((sale) => ({
        value: sale.bill_id,
        label: `${sale.bill_id} · ${sale.customer.name} · ${sale.inventory}`,
      })),
    enabled,
  });
}
