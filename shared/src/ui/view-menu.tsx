import { SettingOutlined } from '@logistics/shared/ui/icons';
import { Button, Checkbox, type MenuProps } from '@logistics/shared/ui/antd';
import type { useColumnPreferences } from '@logistics/shared/ui/column-preferences';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import type { DataTableColumn } from '@logistics/shared/ui/table-column';
import { tableTexts } from '@logistics/shared/ui/table-texts';

/** The View menu's item that shows every column again at its fitted width. */
const RESET_COLUMNS = '__reset-columns';

/** View: a checkbox per column that may be hidden, and Reset columns once the user changed any. */
export function ViewMenu<T>({
  columns,
  columnPreferences,
}: {
  columns: readonly DataTableColumn<T>[];
  columnPreferences: ReturnType<typeof useColumnPreferences>;
}) {
  const { hidden } = columnPreferences;
  const hideableColumns = columns.filter((column) => column.hideable !== false);
  if (!hideableColumns.length) return null;
  const viewMenu: MenuProps = {
    items: [
      { key: 'title', type: 'group', label: tableTexts.toggleColumns },
      ...hideableColumns.map((column) => ({
        key: column.field,
        label: <Checkbox checked={!hidden.has(column.field)}>{column.header}</Checkbox>,
      })),
      ...(columnPreferences.customised
        ? [{ type: 'divider' as const }, { key: RESET_COLUMNS, label: tableTexts.resetColumns }]
        : []),
    ],
    onClick: ({ key }) => {
      if (key === RESET_COLUMNS) columnPreferences.reset();
      else columnPreferences.toggle(key);
    },
  };
  return (
    <MenuDropdown menu={viewMenu} placement="bottomRight">
      <Button icon={<SettingOutlined />} style={{ flex: 'none' }}>
        {tableTexts.view}
      </Button>
    </MenuDropdown>
  );
}
