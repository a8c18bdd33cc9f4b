import { ReadableTag, statusTagColor } from '@logistics/shared/ui/readable-tag';
import { Button, Card, Checkbox, Flex, Typography } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { columnPlain, columnText, type ListColumn } from '@logistics/shared/contracts/list-columns';
import { cardTexts } from '@logistics/shared/contracts/messages';
import { cardLayoutOf } from '@logistics/shared/contracts/list-card';
import { RowMenu, hasRowActions, type RowActions } from '@logistics/shared/ui/row-menu';
import { CardStack } from '@logistics/shared/ui/stacked-table';
import { isSelected, versionOf, type Selection } from '@logistics/shared/ui/selection';

export interface CardListProps<T> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  loading: boolean;
  getRowId: (row: T) => string;
  actions?: RowActions<T> | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  selection: Selection<T>;
  /** Said where there are no rows: only when the server answered with none. */
  emptyText: string;
}

/**
 * A list's rows as cards, in place of the table under 768 px (whose columns would not fit): each card shows what
 * identifies its row (cardLayoutOf: the key, a subtitle, the status as a tag, the date and the amount), its
 * checkbox and its '…' menu, and opens the row when tapped where the list opens rows. Each control is a Tab stop.
 */
export function CardList<T>({
  columns,
  rows,
  loading,
  getRowId,
  actions,
  onRowClick,
  selection,
  emptyText,
}: CardListProps<T>) {
  const layout = cardLayoutOf(columns);
  const checked = rows.filter((row) => isSelected(selection.state, getRowId(row))).length;
  const setChecked = (which: (row: T, id: string) => boolean) =>
    selection.syncRows(
      rows.map((row) => {
        const id = getRowId(row);
        return { id, version: versionOf(row), name: selection.nameOf(row), selected: which(row, id) };
      }),
    );
  const text = (column: ListColumn<T> | undefined, row: T) => (column ? columnText(column, row) : '');
  return (
    <Flex vertical gap="small" className="logistics-card-list">
      {rows.length ? (
        <Checkbox
          checked={checked === rows.length}
          indeterminate={checked > 0 && checked < rows.length}
          onChange={(event) => setChecked(() => event.target.checked)}
        >
          {cardTexts.selectPage}
        </Checkbox>
      ) : null}
      <CardStack<T>
        rows={rows}
        rowKey={getRowId}
        loading={loading}
        emptyText={emptyText}
        render={(row) => {
          const id = getRowId(row);
          const title = text(layout.title, row);
          const subtitle = layout.subtitle
            .map((column) => columnText(column, row))
            .filter(Boolean)
            .join(' · ');
          const status = layout.status ? columnPlain(layout.status, row) : null;
          const open = onRowClick ? () => onRowClick(row) : undefined;
          let heading: ReactNode = title;
          if (open)
            heading = (
              <Button
                type="link"
                onClick={open}
                className="logistics-card-open"
                style={{
                  padding: 0,
                  height: 'auto',
                  fontWeight: 600,
                  whiteSpace: 'normal',
                  textAlign: 'start',
                }}
              >
                {title}
              </Button>
            );
          return (
            <Card
              size="small"
              className="logistics-card"
              data-row-id={id}
              style={{ width: '100%', cursor: open ? 'pointer' : undefined }}
              // A tap anywhere on the card opens it; its checkbox, title and menu act for themselves.
              onClick={(event) => {
                if (!(event.target instanceof Element && event.target.closest('button, a, label'))) open?.();
              }}
            >
              <Flex align="start" gap="small">
                <Checkbox
                  aria-label={cardTexts.selectRow(title)}
                  checked={isSelected(selection.state, id)}
                  onChange={(event) =>
                    setChecked((other, otherId) =>
                      otherId === id ? event.target.checked : isSelected(selection.state, otherId),
                    )
                  }
                  className="logistics-card-check"
                  style={{ justifyContent: 'center' }}
                />
                <Flex vertical gap={2} style={{ flex: '1 1 auto', minWidth: 0 }}>
                  <Flex justify="space-between" align="center" gap="small" wrap>
                    <Typography.Text strong className="logistics-card-title" style={{ minWidth: 0 }}>
                      {heading}
                    </Typography.Text>
                    {layout.status ? (
                      <ReadableTag color={statusTagColor(String(status))}>
                        {text(layout.status, row)}
                      </ReadableTag>
                    ) : null}
                  </Flex>
                  {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
                  {layout.date || layout.amount ? (
                    <Flex justify="space-between" gap="small" wrap>
                      <Typography.Text type="secondary">{text(layout.date, row)}</Typography.Text>
                      <Typography.Text strong>{text(layout.amount, row)}</Typography.Text>
                    </Flex>
                  ) : null}
                </Flex>
                {hasRowActions(actions) ? <RowMenu actions={actions} row={row} /> : null}
              </Flex>
            </Card>
          );
        }}
      />
    </Flex>
  );
}
