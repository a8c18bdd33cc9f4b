import type { ReactNode } from 'react';
import { Tag, theme } from '@logistics/shared/ui/antd';
import { statusLabel } from '@logistics/shared/contracts/statuses';

/**
 * A tag whose colour marks a kind (a status, an import's action) while its text keeps the theme's text colour:
 * antd's coloured tag texts (gold on cream, blue on navy) fall below the 4.5:1 contrast that text needs.
 */
export function ReadableTag({ color, children }: { color?: string | undefined; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Tag color={color} style={{ marginInlineEnd: 0, ...(color ? { color: token.colorText } : {}) }}>
      {children}
    </Tag>
  );
}

/** A status's colour: done green, stopped red, late orange, under way blue, waiting (pending) grey. */
const STATUS_COLORS: Record<string, string> = {
  delivered: 'success',
  cancelled: 'error',
  refunded: 'error',
  return: 'error',
  delayed: 'warning',
  processing: 'processing',
  shipped: 'processing',
  'in transit': 'processing',
};

/** The colour of a status's tag; none (grey) for a value that is not a status of its own colour. */
export function statusTagColor(status: string): string | undefined {
  return STATUS_COLORS[status];
}

/**
 * A sale's or a shipment's status as a readable coloured tag, the same on a phone's card, a desktop list's cell, a
 * detail page and a history: the colour says the kind at a glance, the word says the status.
 */
export function StatusTag({ status }: { status: string }) {
  return <ReadableTag color={statusTagColor(status)}>{statusLabel(status)}</ReadableTag>;
}
