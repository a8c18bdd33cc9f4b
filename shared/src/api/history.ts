import { useQuery } from '@tanstack/react-query';
import { historySchema, historyTexts, type History } from '@logistics/shared/contracts/history';
import { http } from '@logistics/shared/api/http';
import { saleApi } from '@logistics/shared/api/sales';
import { shipmentApi } from '@logistics/shared/api/shipments';

/**
 * GET /sales/{bill_id}/history and /shipments/{shipment_id}/history. Their keys sit under each resource's own
 * key, so every change of a sale or a shipment (whose hooks invalidate that key) reads the history again.
 */
export const historyKeys = {
  sale: (billId: string) => [...saleApi.keys.all, 'history', billId] as const,
  shipment: (shipmentId: string) => [...shipmentApi.keys.all, 'history', shipmentId] as const,
};

function fetchHistory(path: string, signal?: AbortSignal): Promise<History> {
  return http
    .get(path, { signal, defaultMessage: historyTexts.fetchError, parse: historySchema })
    .then((answer) => answer.history);
}

export type HistorySubject = { kind: 'sale'; billId: string } | { kind: 'shipment'; shipmentId: string };

/** The history of a sale or a shipment, fetched once `enabled` (when its tab is opened). */
export function useHistory(subject: HistorySubject, enabled = true) {
  const [queryKey, path] =
    subject.kind === 'sale'
      ? [historyKeys.sale(subject.billId), `/sales/${encodeURIComponent(subject.billId)}/history`]
      : [
          historyKeys.shipment(subject.shipmentId),
          `/shipments/${encodeURIComponent(subject.shipmentId)}/history`,
        ];
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchHistory(path, signal), enabled });
}
