import {
  DollarOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  CarOutlined,
  WarningOutlined,
} from '@logistics/shared/ui/icons';
import { Card, Col, Flex, Row, Select, Skeleton, Tag, Typography } from '@logistics/shared/ui/antd';
import { lazy, Suspense, useState } from 'react';
import {
  currentMonth,
  dashboardTexts,
  openShipmentStatuses,
  periodPresetKeys,
  presetPeriod,
  previousPeriod,
  revenueStatuses,
  type DashboardSummary,
  type Period,
  type PeriodPreset,
} from '@logistics/shared/contracts/dashboard';
import { formatRangeDate } from '@logistics/shared/contracts/format';
import { formatUsd } from '@logistics/shared/contracts/money';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { useDashboardSummary } from '@logistics/shared/api/dashboard';
import { PageTitle } from '@logistics/shared/ui/page-title';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { lazyPart } from '@logistics/shared/ui/lazy-part';
import { useIdleAfter } from '@logistics/shared/ui/when-idle';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { changeOf, KpiCard } from './kpi-card';
import { useOpenList } from './list-links';

// The figures come first; the rest of the page (Chart.js and the charts, the date range picker, the tables below)
// loads after them, each in its own chunk, so the figures are drawn without waiting for any of it. A part whose
// chunk cannot be fetched says so in its place; the figures stay.
const DashboardCharts = lazyPart(() => import('./dashboard-charts'));
const PeriodRange = lazyPart(() => import('./period-range'), {
  message: dashboardTexts.periodRangeUnavailable,
});
const LowStockPanel = lazyPart(async () => ({ default: (await import('./low-stock-panel')).LowStockPanel }));
const LatestChanges = lazyPart(async () => ({ default: (await import('./latest-changes')).LatestChanges }));

// The first list the menu opens draws faster for a list drawn out of sight ahead (table-warm-up.tsx). Its code is
// the list pages' own, loaded only once the figures are drawn and the browser idle; if it does not arrive, nothing
// is missing but the head start.
const TableWarmUp = lazy(() =>
  import('@logistics/shared/ui/table-warm-up').then(
    (module) => ({ default: module.TableWarmUp }),
    () => ({ default: () => null }),
  ),
);

const LOW_STOCK_ID = 'low-stock';
const count = (value: number) => value.toLocaleString('en-US');

function Figures({ summary, period }: { summary: DashboardSummary; period: Period }) {
  const openList = useOpenList();
  const range = { from: period.from, to: period.to };
  const { current, previous } = summary;
  const openTotal = summary.open_shipments.reduce((sum, row) => sum + row.count, 0);
  const cards = [
    <KpiCard
      key="sales"
      name="sales"
      title={dashboardTexts.sales}
      icon={<ShoppingCartOutlined />}
      value={count(current.sales)}
      previous={{ value: count(previous.sales), percent: changeOf(current.sales, previous.sales) }}
      onOpen={() => openList('sales', { range })}
    />,
    <KpiCard
      key="revenue"
      name="revenue"
      title={dashboardTexts.revenue}
      icon={<DollarOutlined />}
      value={formatUsd(current.revenue)}
      previous={{
        value: formatUsd(previous.revenue),
        percent: changeOf(Number(current.revenue), Number(previous.revenue)),
      }}
      onOpen={() => openList('sales', { range, filters: { status: [...revenueStatuses] } })}
    />,
    <KpiCard
      key="purchases"
      name="purchases"
      title={dashboardTexts.purchases}
      icon={<ShoppingOutlined />}
      value={formatUsd(current.purchases_total)}
      note={dashboardTexts.purchasesTotal(current.purchases)}
      previous={{
        value: formatUsd(previous.purchases_total),
        percent: changeOf(Number(current.purchases_total), Number(previous.purchases_total)),
        tone: 'neutral',
      }}
      onOpen={() => openList('purchases', { range })}
    />,
    <KpiCard
      key="open-shipments"
      name="open-shipments"
      title={dashboardTexts.openShipments}
      icon={<CarOutlined />}
      value={count(openTotal)}
      onOpen={() => openList('shipments', { range: null, filters: { status: [...openShipmentStatuses] } })}
    >
      <Flex wrap gap={4}>
        {summary.open_shipments.map((row) => (
          <Tag
            key={row.status}
            data-status={row.status}
            role="link"
            tabIndex={0}
            // 24 px high at least: a pointer target (WCAG 2.5.8).
            style={{
              cursor: 'pointer',
              marginInlineEnd: 0,
              minHeight: 24,
              display: 'inline-flex',
              alignItems: 'center',
            }}
            onClick={(event) => {
              event.stopPropagation();
              openList('shipments', { range: null, filters: { status: [row.status] } });
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.stopPropagation();
              openList('shipments', { range: null, filters: { status: [row.status] } });
            }}
          >
            {statusLabel(row.status)} {count(row.count)}
          </Tag>
        ))}
      </Flex>
    </KpiCard>,
    <KpiCard
      key="stock-value"
      name="stock-value"
      title={dashboardTexts.stockValue}
      icon={<InboxOutlined />}
      value={formatUsd(summary.stock_value)}
      note={dashboardTexts.stockValueNote}
      onOpen={() => openList('inventories')}
    />,
    <KpiCard
      key="low-stock"
      name="low-stock"
      title={dashboardTexts.lowStock}
      icon={<WarningOutlined />}
      value={count(summary.low_stock)}
      note={dashboardTexts.lowStockNote(summary.low_stock)}
      onOpen={() => document.getElementById(LOW_STOCK_ID)?.scrollIntoView({ behavior: 'smooth' })}
    />,
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={8} xxl={4}>
          {card}
        </Col>
      ))}
    </Row>
  );
}

function PeriodPicker({
  preset,
  period,
  onChange,
}: {
  preset: PeriodPreset | 'custom';
  period: Period;
  onChange: (preset: PeriodPreset | 'custom', period: Period) => void;
}) {
  return (
    <Flex wrap gap={8} align="center">
      <Select<PeriodPreset | 'custom'>
        aria-label={dashboardTexts.period}
        value={preset}
        style={{ minWidth: 150 }}
        options={[
          ...periodPresetKeys.map((key) => ({ value: key, label: dashboardTexts.periods[key] })),
          ...(preset === 'custom' ? [{ value: 'custom' as const, label: dashboardTexts.customPeriod }] : []),
        ]}
        onChange={(key) => {
          if (key !== 'custom') onChange(key, presetPeriod(key));
        }}
      />
      <Suspense fallback={null}>
        <PeriodRange period={period} onChange={(next) => onChange('custom', next)} />
      </Suspense>
    </Flex>
  );
}

/**
 * /admin: the admin's dashboard. The figures of a period (this month by default) beside the previous
 * period's, then its charts (loaded after the figures), the products low on stock and the latest status
 * changes. Every figure comes computed from the server; each opens the list behind it, filtered.
 */
export function DashboardPage() {
  const [choice, setChoice] = useState<{ preset: PeriodPreset | 'custom'; period: Period }>(() => ({
    preset: 'this-month',
    period: currentMonth(),
  }));
  const { period } = choice;
  const summary = useDashboardSummary(period);
  const previous = summary.data?.previous_period ?? previousPeriod(period);

  // A failed read is said in place of the figures, with a Retry, and asked again by itself. The figures shown are
  // the period's own: the period before's stand in only while the first read is on its way.
  const failed = useRetryWhileFailing(summary);
  const figures = failed && summary.isPlaceholderData ? undefined : summary.data;
  const idleAfterFigures = useIdleAfter(Boolean(summary.data), 10_000);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Flex vertical gap={2}>
          <PageTitle>{dashboardTexts.title}</PageTitle>
          <Typography.Text type="secondary">
            {dashboardTexts.comparedWith(formatRangeDate(previous.from), formatRangeDate(previous.to))}
          </Typography.Text>
        </Flex>
        <PeriodPicker
          preset={choice.preset}
          period={period}
          onChange={(preset, next) => setChoice({ preset, period: next })}
        />
      </Flex>
      {failed ? (
        <LoadFailed
          message={failureMessage(failed, loadTexts.dashboardFailed)}
          error={failed}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
          note={figures ? loadTexts.figuresKept : undefined}
        />
      ) : null}
      {idleAfterFigures ? (
        <Suspense fallback={null}>
          <TableWarmUp />
        </Suspense>
      ) : null}
      {figures ? (
        <Figures summary={figures} period={period} />
      ) : failed ? null : (
        <Row gutter={[16, 16]} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Col key={index} xs={24} sm={12} xl={8} xxl={4}>
              <Card size="small">
                <Skeleton active paragraph={{ rows: 2 }} title={false} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {summary.data ? (
        <Suspense
          fallback={
            <Card size="small" role="status" aria-busy="true" aria-label={dashboardTexts.loadingCharts}>
              <Skeleton active paragraph={{ rows: 6 }} />
            </Card>
          }
        >
          <DashboardCharts period={period} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <LowStockPanel id={LOW_STOCK_ID} />
          </Col>
          <Col xs={24} xl={10}>
            <LatestChanges />
          </Col>
        </Row>
      </Suspense>
    </Flex>
  );
}
