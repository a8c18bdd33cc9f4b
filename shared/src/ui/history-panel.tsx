import { Card, Empty, Flex, Tabs, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useState, type ReactNode } from 'react';
import { StackedTable } from '@logistics/shared/ui/stacked-table';
import { StatusTag } from '@logistics/shared/ui/readable-tag';
import { historyTexts, type StatusChange, type StockMovement } from '@logistics/shared/contracts/history';
import { formatDateTime } from '@logistics/shared/contracts/format';
import { useHistory, type HistorySubject } from '@logistics/shared/api/history';
import { failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';

const columns = historyTexts.columns;
const who = (user: string | null) => user ?? historyTexts.removedAccount;

/**
 * The History tab of a sale or a shipment: every status change (when, who, from, to) and, for a sale, its
 * movements in the stock ledger (product, inventory, batch and quantity). Fetched when shown (`active`).
 */
export function HistoryPanel({ subject, active = true }: { subject: HistorySubject; active?: boolean }) {
  const query = useHistory(subject, active);
  // A failed read is said in the tab, with a Retry, and asked again by itself: its empty tables would claim
  // there is no history.
  const failure = useRetryWhileFailing(query);

  const history = query.data;
  if (failure && history === undefined)
    return (
      <LoadFailed
        message={failureMessage(failure, historyTexts.fetchError)}
        error={failure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <Flex vertical gap="middle">
      <section aria-label={historyTexts.statusChanges}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {historyTexts.statusChanges}
        </Typography.Title>
        <StackedTable<StatusChange>
          rowKey="id"
          loading={query.isPending && active}
          dataSource={history?.status_changes ?? []}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={historyTexts.noChanges} />}
          columns={[
            { key: 'at', title: columns.when, render: (_, row) => formatDateTime(row.at) },
            { key: 'user', title: columns.who, render: (_, row) => who(row.user) },
            {
              key: 'from',
              title: columns.from,
              render: (_, row) =>
                row.from ? (
                  <StatusTag status={row.from} />
                ) : (
                  <Typography.Text type="secondary">{historyTexts.created}</Typography.Text>
                ),
            },
            {
              key: 'to',
              title: columns.to,
              render: (_, row) => <StatusTag status={row.to} />,
            },
          ]}
        />
      </section>
      {subject.kind === 'sale' ? (
        <section aria-label={historyTexts.stockMovements}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {historyTexts.stockMovements}
          </Typography.Title>
          <StackedTable<StockMovement>
            rowKey="id"
            loading={query.isPending && active}
            dataSource={history?.stock_movements ?? []}
            emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={historyTexts.noMovements} />}
            columns={[
              { key: 'at', title: columns.when, render: (_, row) => formatDateTime(row.at) },
              { key: 'product', title: columns.product, dataIndex: 'product' },
              { key: 'inventory', title: columns.inventory, dataIndex: 'inventory' },
              { key: 'batch', title: columns.batch, dataIndex: 'batch' },
              {
                key: 'quantity',
                title: columns.quantity,
                align: 'right',
                render: (_, row) => (
                  <Typography.Text type={row.quantity < 0 ? 'danger' : 'success'}>
                    {row.quantity > 0 ? `+${row.quantity}` : row.quantity}
                  </Typography.Text>
                ),
              },
              { key: 'cause', title: columns.movement, render: (_, row) => historyTexts.causes[row.cause] },
              { key: 'user', title: columns.who, render: (_, row) => who(row.user) },
            ]}
          />
        </section>
      ) : null}
    </Flex>
  );
}

/**
 * A sale's or a shipment's details and its History as two tabs, the details first; the history is read when its
 * tab is shown. `open` (a dialog's) goes back to the details each time the dialog opens; `framed` draws the
 * history in a card, as a page's other sections are.
 */
export function DetailsAndHistoryTabs({
  subject,
  details,
  open,
  framed = false,
}: {
  subject: HistorySubject;
  details: ReactNode;
  open?: boolean;
  framed?: boolean;
}) {
  const [tab, setTab] = useState('details');
  useEffect(() => {
    if (open) setTab('details');
  }, [open]);
  const history = <HistoryPanel subject={subject} active={tab === 'history'} />;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'details', label: historyTexts.details, children: details },
        { key: 'history', label: historyTexts.tab, children: framed ? <Card>{history}</Card> : history },
      ]}
    />
  );
}
