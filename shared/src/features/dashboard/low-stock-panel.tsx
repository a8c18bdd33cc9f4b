import { WarningOutlined } from '@logistics/shared/ui/icons';
import { Badge, Card, Empty, Typography, theme } from '@logistics/shared/ui/antd';
import { Table } from '@logistics/shared/ui/antd-table';
import { Link, useNavigate } from '@logistics/shared/ui/router';
import { dashboardTexts, type LowStockItem } from '@logistics/shared/contracts/dashboard';
import { inventoryDetailHref } from '@logistics/shared/contracts/menus';
import { useLowStock } from '@logistics/shared/api/dashboard';
import { useRole } from '@logistics/shared/ui/role';
import { scrollsSideways } from '@logistics/shared/ui/table-scroll';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { failedToLoad, failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';

const texts = dashboardTexts.lowStockColumns;

/**
 * The products below their low-stock threshold, per inventory, lowest first (the server's order and scope: the
 * inventory-in-charge's own inventory only). A row opens its inventory's detail page, which lists its stock: a click
 * anywhere on it, or its inventory's name, a link that Tab reaches and Enter follows.
 */
export function LowStockPanel({ pageSize = 5, id }: { pageSize?: number; id?: string }) {
  const role = useRole();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const query = useLowStock();

  // A failed read is no "nothing below its threshold": said in the panel, retried by itself.
  const failure = useRetryWhileFailing(query);
  const failed = failedToLoad({ error: failure, data: query.data });

  const total = query.data?.total ?? 0;
  const rows = query.data?.items ?? [];
  return (
    <Card
      id={id}
      size="small"
      title={
        <span>
          <WarningOutlined style={{ color: total > 0 ? token.colorWarning : token.colorTextSecondary }} />{' '}
          {dashboardTexts.lowStockTitle}{' '}
          {/* No count before the server has given one: a 0 there would say that nothing is low. */}
          {query.data ? (
            <Badge
              count={total}
              overflowCount={9999}
              showZero
              color={total > 0 ? token.colorWarning : token.colorTextQuaternary}
            />
          ) : null}
        </span>
      }
      role="region"
      aria-label={dashboardTexts.lowStockTitle}
    >
      {failed ? (
        <LoadFailed
          message={failureMessage(failure, loadTexts.dashboardFailed)}
          error={failure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : total === 0 && !query.isPending ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={dashboardTexts.noLowStock} />
      ) : (
        <Table<LowStockItem>
          size="small"
          loading={query.isPending}
          rowKey={(row) => `${row.inventory}\u0000${row.product}`}
          // No rows yet while the first read is on its way: antd says "No data" under its spinner for an empty
          // array, and only for none at all does it show the spinner alone.
          dataSource={query.data?.items}
          pagination={rows.length > pageSize ? { pageSize, size: 'small', showSizeChanger: false } : false}
          styles={scrollsSideways}
          onRow={(row) => {
            const href = inventoryDetailHref(role, row.inventory);
            return href ? { onClick: () => void navigate(href), style: { cursor: 'pointer' } } : {};
          }}
          columns={[
            { key: 'product', title: texts.product, dataIndex: 'product' },
            {
              key: 'inventory',
              title: texts.inventory,
              dataIndex: 'inventory',
              render: (inventory: string) => {
                const href = inventoryDetailHref(role, inventory);
                // The row's own click would open the same page a second time.
                return href ? (
                  <Link to={href} onClick={(event) => event.stopPropagation()}>
                    {inventory}
                  </Link>
                ) : (
                  inventory
                );
              },
            },
            {
              key: 'quantity',
              title: texts.quantity,
              dataIndex: 'quantity',
              align: 'right',
              render: (quantity: number) => (
                <Typography.Text type={quantity === 0 ? 'danger' : 'warning'} strong>
                  {quantity.toLocaleString('en-US')}
                </Typography.Text>
              ),
            },
            {
              key: 'threshold',
              title: texts.threshold,
              dataIndex: 'threshold',
              align: 'right',
              render: (threshold: number) => threshold.toLocaleString('en-US'),
            },
          ]}
        />
      )}
      {total > rows.length ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dashboardTexts.lowStockNote(total)}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
