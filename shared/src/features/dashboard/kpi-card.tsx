import { ArrowDownOutlined, ArrowUpOutlined } from '@logistics/shared/ui/icons';
import { Card, Flex, Typography, theme } from '@logistics/shared/ui/antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { dashboardTexts } from '@logistics/shared/contracts/dashboard';

/** The change from the previous period in percent, or null when there was nothing to compare with. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / previous) * 100;
}

function Change({ percent, tone }: { percent: number | null; tone: 'good-up' | 'neutral' }) {
  const { token } = theme.useToken();
  if (percent === null) return null;
  const up = percent > 0;
  const flat = Math.abs(percent) < 0.05;
  const color =
    tone === 'neutral' || flat
      ? token.colorTextSecondary
      : up
        ? token.colorSuccessText
        : token.colorErrorText;
  return (
    <Typography.Text style={{ color, fontWeight: 500 }}>
      {flat ? null : up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(percent).toFixed(1)}%
    </Typography.Text>
  );
}

export interface KpiCardProps {
  /** What the figure is; also the card's name (`data-kpi` for tests). */
  name: string;
  title: string;
  icon: ReactNode;
  value: string;
  /** The previous period's figure, as shown, and the change to it. */
  previous?: { value: string; percent: number | null; tone?: 'good-up' | 'neutral' };
  note?: ReactNode;
  /** Opens the list behind the figure. */
  onOpen?: () => void;
  children?: ReactNode;
}

/** One figure of the dashboard: a card that opens the list behind it (click, or Enter on the focused card). */
export function KpiCard({ name, title, icon, value, previous, note, onOpen, children }: KpiCardProps) {
  const { token } = theme.useToken();
  const open = onOpen
    ? {
        role: 'link',
        tabIndex: 0,
        onClick: onOpen,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') onOpen();
        },
      }
    : {};
  return (
    <Card
      hoverable={Boolean(onOpen)}
      size="small"
      data-kpi={name}
      style={{ height: '100%', cursor: onOpen ? 'pointer' : 'default' }}
      styles={{ body: { padding: 16, height: '100%' } }}
      {...open}
    >
      <Flex vertical gap={4} style={{ height: '100%' }}>
        <Flex align="center" gap={8}>
          <span style={{ color: token.colorPrimary, fontSize: 16 }}>{icon}</span>
          <Typography.Text type="secondary">{title}</Typography.Text>
        </Flex>
        <Typography.Text className="kpi-value" strong style={{ fontSize: 26, lineHeight: 1.3 }}>
          {value}
        </Typography.Text>
        {previous ? (
          <Flex gap={8} wrap align="baseline">
            <Change percent={previous.percent} tone={previous.tone ?? 'good-up'} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dashboardTexts.previousValue(previous.value)}
            </Typography.Text>
          </Flex>
        ) : null}
        {note ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
