import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkRefusalSchema,
  bulkResultSchema,
  type BlockedRow,
  type BulkResult,
  type BulkRow,
} from '@logistics/shared/contracts/bulk';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { OrderStatus } from '@logistics/shared/contracts/statuses';
import { http, isApiError } from '@logistics/shared/api/http';
import { listQuery, type ListParams } from '@logistics/shared/api/list-params';

/**
 * POST /<resource>/bulk-delete and POST /sales/bulk-status. The rows are the selected ones
 * (each with the version the page showed) or "all matching": the list's query and the count the confirmation
 * named.
 */
export type BulkTarget =
  { kind: 'ids'; rows: readonly BulkRow[] } | { kind: 'all-matching'; params: ListParams; expected: number };

function bodyOf(target: BulkTarget) {
  if (target.kind === 'ids') return { ids: target.rows };
  // The list's query without its page: every matching row, whatever page is on screen.
  const { page: _page, pageSize: _pageSize, ...query } = listQuery(target.params);
  const all_matching = Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  return { all_matching, expected: target.expected };
}

export type BulkAction = { action: 'delete' } | { action: 'status'; status: OrderStatus };

export function runBulkAction(
  resource: Resource,
  target: BulkTarget,
  action: BulkAction,
): Promise<BulkResult> {
  const messages = resourceMessages(resource);
  return action.action === 'delete'
    ? http.post(`/${resource}/bulk-delete`, bodyOf(target), {
        defaultMessage: messages.delete,
        parse: bulkResultSchema,
      })
    : http.post(
        `/sales/bulk-status`,
        { ...bodyOf(target), status: action.status },
        { defaultMessage: messages.update, parse: bulkResultSchema },
      );
}

/** The rows that blocked a refused bulk action, as its answer names them. */
export function blockedRowsOf(error: unknown): readonly BlockedRow[] {
  if (!isApiError(error)) return [];
  const parsed = bulkRefusalSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.blocked ?? []) : [];
}

/** Runs a bulk action; after it (done or refused), every list and detail is read again. */
export function useBulkAction(resource: Resource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, action }: { target: BulkTarget; action: BulkAction }) =>
      runBulkAction(resource, target, action),
    // A bulk delete or status change moves stock and counts shown on other lists too.
    onSettled: () => client.invalidateQueries(),
  });
}
