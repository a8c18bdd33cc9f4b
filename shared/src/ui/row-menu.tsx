import { EllipsisOutlined } from '@logistics/shared/ui/icons';
import { Button, type MenuProps } from '@logistics/shared/ui/antd';
import { useRef } from 'react';
import { uiText } from '@logistics/shared/contracts/messages';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { toasts } from '@logistics/shared/ui/toasts';
import { useTableContext } from '@logistics/shared/ui/table-context';
import type { CustomCellRendererProps } from 'ag-grid-react';

export const rowMenuTexts = {
  openMenu: 'Open menu',
  copy: 'Make as Copy',
  preview: 'Preview',
  edit: 'Edit',
  /** Edit's place where the row opens only to be read: the dialog is titled View. */
  view: 'View',
  delete: 'Delete',
} as const;

/** The row actions menu; an action appears only when its handler is given (the page asks `can()` first). */
export interface RowActions<T> {
  /** What Make as Copy puts on the clipboard: the row's id. */
  copyId?: (row: T) => string;
  onPreview?: (row: T) => void;
  onEdit?: (row: T) => void;
  /** Does onEdit open the row only to be read (the role may not save it)? Its item then says View. */
  viewOnly?: (row: T) => boolean;
  onDelete?: (row: T) => void;
}

/** Has the row any action to offer (else the list draws no menu for it)? */
export function hasRowActions<T>(actions: RowActions<T> | undefined): actions is RowActions<T> {
  return Boolean(actions && (actions.copyId || actions.onPreview || actions.onEdit || actions.onDelete));
}

/** A row's '…' menu, the same in the table's actions column and on a phone's card. */
export function RowMenu<T>({ actions, row }: { actions: RowActions<T>; row: T }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const items: NonNullable<MenuProps['items']> = [];
  if (actions.copyId) items.push({ key: 'copy', label: rowMenuTexts.copy });
  if (actions.onPreview) items.push({ key: 'preview', label: rowMenuTexts.preview });
  if ((actions.onEdit || actions.onDelete) && items.length) items.push({ type: 'divider' });
  if (actions.onEdit) {
    items.push({ key: 'edit', label: actions.viewOnly?.(row) ? rowMenuTexts.view : rowMenuTexts.edit });
  }
  if (actions.onDelete) items.push({ key: 'delete', label: rowMenuTexts.delete, danger: true });
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    // Chosen with Enter: its default action would otherwise click what the opened dialog has just focused (its
    // close button), closing it at once.
    if (domEvent.type === 'keydown') domEvent.preventDefault();
    if (key === 'copy' && actions.copyId) {
      // Said out loud: copying shows nothing else on screen.
      const copying = navigator.clipboard?.writeText(actions.copyId(row)) ?? Promise.reject(new Error());
      copying.then(
        () => toasts.success(uiText.copied),
        (error: unknown) => toasts.error(error),
      );
      // Nothing else opens: the focus goes back to the menu's button, not to the top of the page.
      trigger.current?.focus();
    }
    if (key === 'preview') actions.onPreview?.(row);
    if (key === 'edit') actions.onEdit?.(row);
    if (key === 'delete') actions.onDelete?.(row);
  };
  // The opened menu takes the focus (MenuDropdown), so the arrow keys walk it; Tab inside the grid only moves
  // between the grid's stops.
  return (
    <MenuDropdown menu={{ items, onClick }} placement="bottomRight">
      <Button
        ref={trigger}
        type="text"
        size="small"
        aria-label={rowMenuTexts.openMenu}
        icon={<EllipsisOutlined />}
        onClick={(event) => event.stopPropagation()}
      />
    </MenuDropdown>
  );
}

/** The grid's actions cell: the row's menu, with the actions its table was given. */
export function RowActionsCell(props: CustomCellRendererProps) {
  const { actions } = useTableContext();
  const row: unknown = props.data;
  return actions && row !== undefined ? <RowMenu actions={actions} row={row} /> : null;
}
