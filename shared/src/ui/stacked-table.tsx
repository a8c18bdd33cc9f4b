import { Card, Descriptions, Empty, Flex, Spin } from '@logistics/shared/ui/antd';
import { Pagination, Table, type TableColumnsType } from '@logistics/shared/ui/antd-table';
import { useState, type Key, type ReactNode } from 'react';
import { scrollsSideways } from '@logistics/shared/ui/table-scroll';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';

interface StackedTableProps<T> {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => string);
  emptyText: ReactNode;
  loading?: boolean;
  /** Rows per page of the table; all on one without it. */
  pageSize?: number;
  /** Pages the phone's cards by `pageSize` too: for rows that may run to thousands (an import's problems). */
  pagedOnPhone?: boolean;
}

/** A cell's content as the table draws it: its render, else the row's value at `dataIndex`. */
function cellOf<T>(column: TableColumnsType<T>[number], row: T, index: number): ReactNode {
  const value =
    'dataIndex' in column && typeof column.dataIndex === 'string'
      ? (row as Record<string, unknown>)[column.dataIndex]
      : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value == null ? null : String(value as string | number);
}

/**
 * A detail page's small table (a shipment's sales, an inventory's stock): a table from 768 px; under it, one card
 * per row whose cells stand one under another beside their titles, so that nothing scrolls sideways on a phone.
 */
export function StackedTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  emptyText,
  loading = false,
  pageSize,
  pagedOnPhone = false,
}: StackedTableProps<T>) {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey] as Key));
  if (!isMobile)
    return (
      <Table<T>
        size="small"
        rowKey={keyOf}
        columns={columns}
        dataSource={dataSource as T[]}
        pagination={pageSize ? { pageSize, hideOnSinglePage: true } : false}
        loading={loading}
        // While the rows load, their absence is not yet known: the spinner alone, as the phone's cards show it.
        locale={{ emptyText: loading ? null : emptyText }}
        styles={scrollsSideways}
      />
    );
  // On a phone every row is shown (the page's search narrows them): a pager under cards is one more thing to aim at,
  // unless the rows may run to thousands.
  const paged = pagedOnPhone && pageSize !== undefined && dataSource.length > pageSize;
  const shown = paged ? dataSource.slice((page - 1) * pageSize, page * pageSize) : dataSource;
  const cards = (
    <CardStack<T>
      rows={shown}
      rowKey={keyOf}
      loading={loading}
      emptyText={emptyText}
      render={(row, index) => (
        <Card size="small" className="logistics-stacked-row">
          <Descriptions
            column={1}
            size="small"
            colon={false}
            items={columns.map((column, at) => ({
              key: String(column.key ?? at),
              label: column.title as ReactNode,
              children: cellOf(column, row, index),
            }))}
          />
        </Card>
      )}
    />
  );
  if (!paged) return cards;
  return (
    <Flex vertical gap="small">
      {cards}
      <Pagination
        simple
        align="center"
        current={page}
        pageSize={pageSize}
        total={dataSource.length}
        onChange={setPage}
      />
    </Flex>
  );
}

interface CardStackProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  render: (row: T, index: number) => ReactNode;
  loading: boolean;
  emptyText: ReactNode;
}

/** Rows as a list of cards, one under another (a phone's list and its detail tables). */
export function CardStack<T>({ rows, rowKey, render, loading, emptyText }: CardStackProps<T>) {
  return (
    <Spin spinning={loading}>
      {rows.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((row, index) => (
            <li key={rowKey(row)}>{render(row, index)}</li>
          ))}
        </ul>
      ) : loading ? null : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      )}
    </Spin>
  );
}
