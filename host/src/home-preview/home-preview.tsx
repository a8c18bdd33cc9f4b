import { HomeOutlined, MenuFoldOutlined } from '@logistics/shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { homeListQuery } from '@logistics/shared/api/home-list';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { homePage, menuOf, type PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';
import { uiText } from '@logistics/shared/contracts/messages';
import { categoryColumns } from '@logistics/shared/features/categories/columns';
import { shipmentColumns, shipmentSearchLabel } from '@logistics/shared/features/shipments/columns';
import { vehicleColumns, vehicleSearchLabel } from '@logistics/shared/features/vehicles/columns';
import { vendorColumns } from '@logistics/shared/features/vendors/columns';
import { pageIcons } from '../layout/page-icons';
import { readSidebarOpen, useIsMobile } from '../layout/sidebar-state';

// The home's table, by the page each role's home is (contracts/menus `homePage`): its columns, and what its
// search looks in, as the list pages have them.
const homeTables: Partial<
  Record<PageKey, { columns: readonly DataTableColumn<never>[]; searchLabel: string }>
> = {
  categories: { columns: categoryColumns, searchLabel: listDefinitions.categories.searchField },
  vendors: { columns: vendorColumns, searchLabel: listDefinitions.vendors.searchField },
  vehicles: { columns: vehicleColumns, searchLabel: vehicleSearchLabel },
  shipments: { columns: shipmentColumns, searchLabel: shipmentSearchLabel },
};

export const HOME_PREVIEW_LABEL = 'First page, loading the full table';

function cellText<T>(column: DataTableColumn<T>, row: T): string {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The home's first page as a plain table, drawn from the rows fetched right after the login while the role's
 * screen (antd, ag-grid, the remote) loads; the real table replaces it. Nothing on it can be clicked: it says
 * so to assistive technology, and shows nothing at all until the rows are there.
 */
export function HomeTablePreview({ role, fallback = null }: { role: Role; fallback?: ReactNode }) {
  const page = homePage[role];
  const table = homeTables[page];
  const columns = table?.columns as readonly DataTableColumn<unknown>[] | undefined;
  const query = homeListQuery(role);
  const { data } = useQuery({
    queryKey: query?.queryKey ?? ['home-preview', role],
    queryFn: query?.queryFn ?? (() => null),
    enabled: query !== null && columns !== undefined,
  });
  if (!columns || !query || !data || !(page in listDefinitions)) return fallback;
  const listKey = listDefinitions[page as keyof typeof listDefinitions].listKey;
  const rows = (data as Record<string, unknown>)[listKey];
  if (!Array.isArray(rows)) return fallback;
  const title = menuOf(role).find((item) => item.page === page)?.title ?? '';
  // The grid sizes its columns to what they hold; a plain table does so by itself.
  return (
    <section className="home-preview" aria-busy="true" aria-label={HOME_PREVIEW_LABEL}>
      <h1 className="home-preview-title">{title}</h1>
      <div className="home-preview-toolbar" aria-hidden="true">
        <span className="home-preview-search">{uiText.filterPlaceholder(table?.searchLabel ?? '')}</span>
      </div>
      <div className="home-preview-scroll">
        <table className="home-preview-table" role="table" aria-label={title}>
          <thead>
            <tr role="row">
              <th className="home-preview-check" aria-hidden="true">
                <span />
              </th>
              {columns.map((column) => (
                <th key={column.field} role="columnheader">
                  {column.header}
                </th>
              ))}
              <th className="home-preview-actions" aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row: unknown, index) => (
              <tr key={index} role="row">
                <td className="home-preview-check" aria-hidden="true">
                  <span />
                </td>
                {columns.map((column) => (
                  <td key={column.field} role="cell">
                    {cellText(column, row)}
                  </td>
                ))}
                <td className="home-preview-actions" aria-hidden="true">
                  ···
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The signed-in frame drawn without antd, around the table preview: shown by the login page the moment the
 * login succeeds, while the layout and the role's screen load behind it.
 */
export default function HomePreview({ role }: { role: Role }) {
  const isMobile = useIsMobile();
  const collapsed = !isMobile && !readSidebarOpen();
  const page = homePage[role];
  return (
    <div className="home-preview-frame">
      {isMobile ? null : (
        <aside className={collapsed ? 'home-preview-sider collapsed' : 'home-preview-sider'}>
          <div className="home-preview-brand">
            <HomeOutlined />
            {collapsed ? null : <strong>Logistics Back Office</strong>}
          </div>
          <ul className="home-preview-menu">
            {menuOf(role).map((item) => (
              <li key={item.path} className={item.page === page ? 'selected' : undefined}>
                {pageIcons[item.page]}
                {collapsed ? null : <span>{item.title}</span>}
              </li>
            ))}
          </ul>
        </aside>
      )}
      <div className="home-preview-main">
        <header className="home-preview-header">
          <MenuFoldOutlined />
        </header>
        <main className="home-preview-content">
          <HomeTablePreview role={role} />
        </main>
      </div>
    </div>
  );
}
