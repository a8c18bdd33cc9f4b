import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EyeInvisibleOutlined,
  SwapOutlined,
} from '@logistics/shared/ui/icons';
import { Button, type MenuProps } from '@logistics/shared/ui/antd';
import type { CustomHeaderProps } from 'ag-grid-react';
import { useRef } from 'react';
import type { SortState } from '@logistics/shared/ui/list-state';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { useTableContext } from '@logistics/shared/ui/table-context';
import { tableTexts } from '@logistics/shared/ui/table-texts';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';

/** The header: the column's name and, where it makes sense, a menu with Asc, Desc and Hide. */
export function ColumnHeader(props: CustomHeaderProps) {
  const { sort, onSortChange, hide, sortable, hideable } = useTableContext();
  const field = props.column.getColId();
  const canSort = sortable.has(field);
  const canHide = hideable.has(field);
  const current = sort?.field === field ? sort.order : null;
  const trigger = useRef<HTMLButtonElement>(null);
  if (!canSort && !canHide)
    return (
      <span className="logistics-column-title" style={{ fontWeight: 600 }}>
        {props.displayName}
      </span>
    );
  const items: MenuProps['items'] = [
    ...(canSort
      ? [
          { key: 'asc', label: tableTexts.asc, icon: <ArrowUpOutlined /> },
          { key: 'desc', label: tableTexts.desc, icon: <ArrowDownOutlined /> },
        ]
      : []),
    ...(canSort && canHide ? [{ type: 'divider' as const }] : []),
    ...(canHide ? [{ key: 'hide', label: tableTexts.hide, icon: <EyeInvisibleOutlined /> }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // Chosen with Enter: its default action would otherwise click the button given the focus below, opening
    // the menu again.
    if (domEvent.type === 'keydown') domEvent.preventDefault();
    const header = trigger.current?.closest('.ag-header');
    if (key === 'hide') hide(field);
    else onSortChange({ field, order: key as SortState['order'] });
    // The menu closes: the focus goes back to the column's button (a hidden column's, to the header's first),
    // instead of to the top of the page.
    trigger.current?.focus();
    requestAnimationFrame(() => {
      if (header?.contains(document.activeElement)) return;
      (
        header?.querySelector<HTMLElement>(`[col-id="${field}"] button`) ??
        header?.querySelector<HTMLElement>('button')
      )?.focus();
    });
  };
  const icon =
    current === 'asc' ? (
      <ArrowUpOutlined />
    ) : current === 'desc' ? (
      <ArrowDownOutlined />
    ) : (
      <SwapOutlined rotate={90} />
    );
  return (
    <MenuDropdown menu={{ items, onClick, selectable: true, selectedKeys: current ? [current] : [] }}>
      <Button
        ref={trigger}
        type="text"
        size="small"
        // A long title wraps onto a second line (the header grows) instead of widening its column.
        style={{
          marginInlineStart: -4,
          paddingInline: 4,
          fontWeight: 600,
          height: 'auto',
          minHeight: 24,
          whiteSpace: 'normal',
          textAlign: 'start',
          gap: 4,
        }}
      >
        {props.displayName}
        {canSort ? icon : null}
      </Button>
    </MenuDropdown>
  );
}

/** The actions column shows no title (it is one icon wide) but has one for screen readers. */
export function ActionsHeader() {
  return <VisuallyHidden>{tableTexts.actions}</VisuallyHidden>;
}
