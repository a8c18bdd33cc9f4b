import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { saleSchema } from '@logistics/shared/contracts/sales';
import { optionReader, stockKeys } from '@logistics/shared/api/reference-options';
import { documentApi, lineApi } from '@logistics/shared/api/resource-api';
import { shipmentApi } from '@logistics/shared/api/shipments';

/**
 * /sales/{bill_id} and /sale-products/{id} (resource-api.ts). An update's body is built by `updatePayload`:
 * null fields dropped, ISO dates, no empty lines. A sale moves stock: every write reads its lists, its details
 * and every inventory's stock again, and the shipments that show it.
 */
export const saleApi = documentApi('sales', { invalidates: [shipmentApi.keys.all, ...stockKeys] });
/** A sale's saved lines: /sale-products/{id}. */
export const saleLineApi = lineApi<LineAmountsPayload, 'sale', typeof saleApi.answerSchema>(saleApi, {
  kind: 'sale',
  answerSchema: saleApi.answerSchema,
});

export type SaleList = Awaited<ReturnType<typeof saleApi.fetchList>>;
export type SaleAnswer = Awaited<ReturnType<typeof saleApi.create>>;

/**
 * The sales a shipment may carry, by BILL ID, searched on the server: those in no shipment yet (a sale travels in
 * one only), within the role's row scope.
 */
export const useSaleOptions = optionReader({
  resource: 'sales',
  row: saleSchema.pick({ bill_id: true, customer: true, inventory: true }),
  key: (search) => saleApi.keys.options('unshipped', search),
  query: (search) => ({ ...(search ? { q: search } : {}), unshipped: 'true' }),
  toOption: (sale) => ({
    value: sale.bill_id,
    label: `${sale.bill_id} · ${sale.customer.name} · ${sale.inventory}`,
  }),
});
