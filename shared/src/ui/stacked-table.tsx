import { Card, Descriptions, List } from '@logistics/shared/ui/antd';
import { Table, type TableColumnsType } from '@logistics/shared/ui/antd-table';
import type { Key, ReactNode } from 'react';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';

interface StackedTableProps<T> {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  rowKey: keyof T & string;
  emptyText: ReactNode;
  loading?: boolean;
  /** Rows per page; all on one without it. */
  pageSize?: number;
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
}: StackedTableProps<T>) {
  const isMobile = useIsMobile();
  const pagination = pageSize ? { pageSize, hideOnSinglePage: true } : false;
  if (!isMobile)
    return (
      <Table<T>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={dataSource as T[]}
        pagination={pagination}
        loading={loading}
        locale={{ emptyText }}
        scroll={{ x: true }}
      />
    );
  return (
    <List<T>
      dataSource={dataSource as T[]}
      rowKey={(row) => String(row[rowKey] as Key)}
      split={false}
      loading={loading}
      locale={{ emptyText }}
      pagination={pagination}
      renderItem={(row, index) => (
        <List.Item style={{ padding: '0 0 8px' }}>
          <Card size="small" className="logistics-stacked-row" style={{ width: '100%' }}>
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
        </List.Item>
      )}
    />
  );
}
