import { CarOutlined, ShoppingCartOutlined } from '@logistics/shared/ui/icons';
import { Card, Empty, Flex, Skeleton, Timeline, Typography } from '@logistics/shared/ui/antd';
import { useNavigate } from '@logistics/shared/ui/router';
import { StatusTag } from '@logistics/shared/ui/readable-tag';
import {
  dashboardTexts,
  STATUS_CHANGES_LIMIT,
  type LatestStatusChange,
} from '@logistics/shared/contracts/dashboard';
import { formatDateTime } from '@logistics/shared/contracts/format';
import { shipmentDetailHref } from '@logistics/shared/contracts/menus';
import { useLatestStatusChanges } from '@logistics/shared/api/dashboard';
import { useRole } from '@logistics/shared/ui/role';
import { failedToLoad, failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { useOpenList } from './list-links';

/** The latest status changes of sales and shipments, newest first, each opening its sale or shipment. */
export function LatestChanges() {
  const role = useRole();
  const navigate = useNavigate();
  const openList = useOpenList();
  const query = useLatestStatusChanges(STATUS_CHANGES_LIMIT.fallback);
  // A failed read is no "no changes": said in the panel, retried by itself.
  useRetryWhileFailing(query);

  const open = (change: LatestStatusChange) => {
    if (change.entity === 'shipment') {
      const href = shipmentDetailHref(role, change.document);
      if (href) void navigate(href);
      return;
    }
    // A sale has no page of its own: its list, searched by its BILL ID over every date.
    openList('sales', { search: change.document, range: null });
  };

  const changes = query.data ?? [];
  return (
    <Card
      size="small"
      title={dashboardTexts.latestChanges}
      role="region"
      aria-label={dashboardTexts.latestChanges}
      style={{ height: '100%' }}
    >
      {failedToLoad(query) ? (
        <LoadFailed
          message={failureMessage(query.error, loadTexts.dashboardFailed)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : changes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={dashboardTexts.noChanges} />
      ) : (
        <Timeline
          style={{ marginTop: 8 }}
          items={changes.map((change) => ({
            key: change.id,
            icon: change.entity === 'sale' ? <ShoppingCartOutlined /> : <CarOutlined />,
            content: (
              <Flex vertical gap={2} data-change={change.id}>
                <Flex wrap gap={6} align="center">
                  <Typography.Link onClick={() => open(change)}>
                    {dashboardTexts.kinds[change.entity]} {change.document}
                  </Typography.Link>
                  <span>
                    {change.from ? <StatusTag status={change.from} /> : null}
                    {change.from ? ' → ' : null}
                    <StatusTag status={change.to} />
                  </span>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dashboardTexts.by(change.user)} · {formatDateTime(change.at)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}
