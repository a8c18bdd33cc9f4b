// The door to antd's Table, beside ui/antd. Table brings rc-table, rc-tree (its filter menus) and pagination, about
// 48 KB gzip that only the screens drawing one need (a dialog, a detail page, the dashboard); in ui/antd every list
// home downloaded it. Shared like ui/antd, and provided by the same build (the host's), so both doors reach one copy
// of antd's internals: one ConfigProvider context, one theme.
// Pagination: Table's own pager, also drawn alone under cards that stand for a table on a phone.
export { Pagination, Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
