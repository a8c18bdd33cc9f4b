import { Dropdown } from '@logistics/shared/ui/antd';
import { useRef, type ComponentProps } from 'react';

type DropdownProps = ComponentProps<typeof Dropdown>;

/**
 * Every menu of the page opened by a button (a column's, a row's, View, Export, the theme and the user menu): a
 * click or Enter opens it with the focus in it, so the arrows walk it (autoFocus), and when it closes without
 * sending the focus anywhere (Escape, a click away, an item that opens nothing) the focus goes back to the
 * button that opened it instead of falling to the top of the page; so does a dialog one of its items opens.
 */
export function MenuDropdown({ onOpenChange, menu, ...props }: Omit<DropdownProps, 'trigger' | 'autoFocus'>) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dropdown
      {...props}
      menu={
        menu && {
          ...menu,
          // The button has the focus when the item acts: a dialog the item opens gives the focus back to it when
          // it closes (antd returns it to what had it when the dialog opened, and the item is gone by then).
          onClick: (info) => {
            // An item chosen with Enter has used the key: without this, its keypress would land on whatever the
            // item focused meanwhile (the close button of the dialog it opened) and click it too.
            if (info.domEvent.type === 'keydown') info.domEvent.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            menu.onClick?.(info);
          },
        }
      }
      trigger={['click']}
      autoFocus
      onOpenChange={(open, info) => {
        if (open) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        } else {
          const button = opener.current;
          // After the menu's own focus handling and whatever its item did (a dialog takes the focus itself).
          requestAnimationFrame(() => {
            const active = document.activeElement;
            const lost = !active || active === document.body || active.closest('.ant-dropdown') !== null;
            if (lost && button?.isConnected) button.focus();
          });
        }
        onOpenChange?.(open, info);
      }}
    />
  );
}
