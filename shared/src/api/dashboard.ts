import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dashboardChartsSchema,
  dashboardSummarySchema,
  latestStatusChangesSchema,
  LOW_STOCK_LIMIT,
  lowStockSchema,
  type DashboardCharts,
  type DashboardSummary,
  type LatestStatusChange,
  type LowStock,
  type Period,
} from '@logistics/shared/contracts/dashboard';
import { fetchOneError, resourceMessages } from '@logistics/shared/contracts/messages';
import { http, type ResponseParser } from '@logistics/shared/api/http';
import { resourceKey } from '@logistics/shared/api/query-keys';

/** /dashboard/*: the admin's dashboard and the low-stock lists. */

const messages = {
  dashboard: fetchOneError('dashboard'),
  lowStock: resourceMessages('products').fetchList,
} as const;

const dashboardKey = resourceKey('dashboard');

export const dashboardKeys = {
  all: dashboardKey,
  summary: (period: Period) => [...dashboardKey, 'summary', period] as const,
  charts: (period: Period) => [...dashboardKey, 'charts', period] as const,
  changes: (limit: number) => [...dashboardKey, 'status-changes', limit] as const,
  lowStock: (limit: number) => [...dashboardKey, 'low-stock', limit] as const,
};

/** A read of the dashboard over a period (its summary, its charts): the period's bounds are its query. */
function fetchOverPeriod<T>(
  path: string,
  parse: ResponseParser<T>,
  period: Period,
  signal: AbortSignal | undefined,
): Promise<T> {
  return http.get(path, {
    query: { from: period.from, to: period.to },
    signal,
    defaultMessage: messages.dashboard,
    parse,
  });
}

export function fetchDashboardSummary(period: Period, signal?: AbortSignal): Promise<DashboardSummary> {
  return fetchOverPeriod('/dashboard/summary', dashboardSummarySchema, period, signal);
}

export function fetchDashboardCharts(period: Period, signal?: AbortSignal): Promise<DashboardCharts> {
  return fetchOverPeriod('/dashboard/charts', dashboardChartsSchema, period, signal);
}

export function fetchLatestStatusChanges(limit: number, signal?: AbortSignal): Promise<LatestStatusChange[]> {
  return http
    .get('/dashboard/status-changes', {
      query: { limit },
      signal,
      defaultMessage: messages.dashboard,
      parse: latestStatusChangesSchema,
    })
    .then((answer) => answer.changes);
}

export function fetchLowStock(limit: number, signal?: AbortSignal): Promise<LowStock> {
  return http.get('/dashboard/low-stock', {
    query: { limit },
    signal,
    defaultMessage: messages.lowStock,
    parse: lowStockSchema,
  });
}

/** The summary query of a period, for the page and for fetching it ahead (right after the login). */
export function dashboardSummaryQuery(period: Period) {
  return {
    queryKey: dashboardKeys.summary(period),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDashboardSummary(period, signal),
  };
}

export function useDashboardSummary(period: Period) {
  return useQuery({ ...dashboardSummaryQuery(period), placeholderData: keepPreviousData });
}

export function useDashboardCharts(period: Period) {
  return useQuery({
    queryKey: dashboardKeys.charts(period),
    queryFn: ({ signal }) => fetchDashboardCharts(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLatestStatusChanges(limit: number) {
  return useQuery({
    queryKey: dashboardKeys.changes(limit),
    queryFn: ({ signal }) => fetchLatestStatusChanges(limit, signal),
  });
}

/**
 * The low-stock panel's query, for the panel and for reading it ahead (right after the login): as many rows as the
 * server gives, which the panel pages through itself.
 */
export function lowStockQuery() {
  const limit = LOW_STOCK_LIMIT.max;
  return {
    queryKey: dashboardKeys.lowStock(limit),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLowStock(limit, signal),
  };
}

export function useLowStock() {
  return useQuery(lowStockQuery());
}
