import { Card, Col, Empty, Row, Skeleton, theme } from '@logistics/shared/ui/antd';
import { useMemo } from 'react';
import { dashboardTexts, type DashboardCharts, type Period } from '@logistics/shared/contracts/dashboard';
import { formatDate } from '@logistics/shared/contracts/format';
import { formatUsd } from '@logistics/shared/contracts/money';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { useDashboardCharts } from '@logistics/shared/api/dashboard';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { ChartCanvas, type ChartSeries } from './chart-canvas';
import { useOpenList } from './list-links';

const count = (value: number) => value.toLocaleString('en-US');
const usd = (value: number) => formatUsd(value);
/** An axis' money: '$12K', '$1.2M'. */
const compactUsd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);

function ChartCard({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children: React.ReactNode;
}) {
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      <div style={{ minHeight: height }}>{children}</div>
    </Card>
  );
}

function useSeries(charts: DashboardCharts | undefined) {
  const { token } = theme.useToken();
  return useMemo(() => {
    if (!charts) return undefined;
    const days = {
      labels: charts.days.map((day) => formatDate(day.date).slice(5)),
      series: [
        {
          label: dashboardTexts.changeSeries.sales,
          values: charts.days.map((day) => day.sales),
          kind: 'bar',
          color: token.colorPrimary,
          format: count,
        },
        {
          label: dashboardTexts.changeSeries.revenue,
          values: charts.days.map((day) => Number(day.revenue)),
          kind: 'line',
          color: token.colorSuccess,
          secondAxis: true,
          format: compactUsd,
        },
      ] satisfies ChartSeries[],
    };
    const inventories = {
      labels: charts.inventories.map((row) => row.inventory),
      series: [
        {
          label: dashboardTexts.changeSeries.sales,
          values: charts.inventories.map((row) => row.sales),
          kind: 'bar',
          color: token.colorPrimary,
          format: count,
        },
      ] satisfies ChartSeries[],
    };
    const shipments = {
      labels: charts.shipments.map((row) => statusLabel(row.status)),
      series: [
        {
          label: dashboardTexts.changeSeries.shipments,
          values: charts.shipments.map((row) => row.count),
          kind: 'bar',
          color: token.colorInfo,
          format: count,
        },
      ] satisfies ChartSeries[],
    };
    return { days, inventories, shipments };
  }, [charts, token]);
}

/**
 * The period's charts: revenue and sales per day, sales by inventory, shipments by status. Each bar opens the
 * list it counts, with its filters set. Loaded after the figures (Chart.js is in this chunk only).
 */
export default function DashboardChartsPanel({ period }: { period: Period }) {
  const query = useDashboardCharts(period);
  const openList = useOpenList();
  // A failed read is no chart still loading: said in the charts' place (above the last ones received, if any),
  // and asked again by itself. The charts shown are the period's own: the period before's stand in only while
  // the first read is on its way.
  const failed = useRetryWhileFailing(query);
  const charts = failed && query.isPlaceholderData ? undefined : query.data;
  const series = useSeries(charts);
  const range = { from: period.from, to: period.to };
  const inventoriesHeight = Math.max(220, (charts?.inventories.length ?? 0) * 30 + 40);

  const failure = failed ? (
    <LoadFailed
      message={failureMessage(failed, loadTexts.dashboardFailed)}
      error={failed}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      note={charts ? loadTexts.figuresKept : undefined}
    />
  ) : null;

  if (!charts || !series) {
    if (failure) return failure;
    return (
      <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label={dashboardTexts.loadingCharts}>
        <Col span={24}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {failure ? <Col span={24}>{failure}</Col> : null}
      <Col span={24}>
        <ChartCard title={dashboardTexts.revenueAndSales} height={280}>
          <ChartCanvas
            title={dashboardTexts.revenueAndSales}
            labels={series.days.labels}
            series={series.days.series}
            height={280}
            describe={(index) => {
              const day = charts.days[index];
              return day
                ? dashboardTexts.chartBar(
                    formatDate(day.date),
                    `${count(day.sales)} ${dashboardTexts.sales.toLowerCase()}, ${usd(Number(day.revenue))}`,
                  )
                : '';
            }}
            onSelect={(index) => {
              const day = charts.days[index];
              if (day) openList('sales', { range: { from: day.date, to: day.date } });
            }}
          />
        </ChartCard>
      </Col>
      <Col xs={24} lg={14}>
        <ChartCard title={dashboardTexts.salesByInventory} height={inventoriesHeight}>
          {charts.inventories.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <ChartCanvas
              title={dashboardTexts.salesByInventory}
              labels={series.inventories.labels}
              series={series.inventories.series}
              horizontal
              height={inventoriesHeight}
              describe={(index) => {
                const row = charts.inventories[index];
                return row
                  ? dashboardTexts.chartBar(
                      row.inventory,
                      `${count(row.sales)} ${dashboardTexts.sales.toLowerCase()}`,
                    )
                  : '';
              }}
              onSelect={(index) => {
                const row = charts.inventories[index];
                if (row) openList('sales', { range, filters: { inventory: [row.inventory] } });
              }}
            />
          )}
        </ChartCard>
      </Col>
      <Col xs={24} lg={10}>
        <ChartCard title={dashboardTexts.shipmentsByStatus} height={inventoriesHeight}>
          <ChartCanvas
            title={dashboardTexts.shipmentsByStatus}
            labels={series.shipments.labels}
            series={series.shipments.series}
            height={inventoriesHeight}
            describe={(index) => {
              const row = charts.shipments[index];
              return row ? dashboardTexts.chartBar(statusLabel(row.status), count(row.count)) : '';
            }}
            onSelect={(index) => {
              const row = charts.shipments[index];
              if (row) openList('shipments', { range, filters: { status: [row.status] } });
            }}
          />
        </ChartCard>
      </Col>
    </Row>
  );
}
