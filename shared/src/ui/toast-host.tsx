import { App, type NotificationArgsProps } from '@logistics/shared/ui/antd';
import { useEffect } from 'react';
import { TOAST } from '@logistics/shared/contracts/format';
import { attachToastHost } from '@logistics/shared/ui/toasts';

/** Whether a modal dialog is on screen (its footer holds the buttons a toast must not cover). */
function dialogOpen(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')).some(
    (dialog) => dialog.getClientRects().length > 0,
  );
}

/**
 * A toast never stands in the way: clicks go through it (and its stack) to what is under it, its close button
 * excepted, so a hovered toast neither stays nor catches the click meant for a dialog's Cancel or Create.
 */
// antd's own rules (more specific, injected later) give the notices pointer events: these must win.
const CLICK_THROUGH = `
.ant-notification, .ant-notification * { pointer-events: none !important; }
.ant-notification .ant-notification-notice-close { pointer-events: auto !important; }
`;

/**
 * Shows the page's toasts through antd's App context, so they follow the theme (the static `notification` API
 * does not). Mount one inside antd's <App> for the whole page; toasts raised before it mounts appear then.
 * Toasts sit bottom-right (SPEC section 9), except while a dialog is open: its buttons are at its bottom right,
 * so the toast goes to the top right, above the dialog.
 */
export function ToastHost() {
  const { notification } = App.useApp();
  useEffect(() => {
    // Each toast closes after TOAST.duration by one timer of ours. antd's own timer (rc-notification's) sets the
    // notice's state on every animation frame while it shows, so for the 4 s after the login the page re-rendered
    // the toast 60 times a second: measured at 4x CPU throttling, the captain's grid came 1.7 s later.
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const forget = (key: string) => {
      clearTimeout(timers.get(key));
      timers.delete(key);
    };
    const detach = attachToastHost({
      show: ({ key, kind, message }) => {
        const placement: NotificationArgsProps['placement'] = dialogOpen() ? 'topRight' : TOAST.position;
        forget(key);
        notification[kind]({
          key,
          title: message,
          placement,
          duration: 0,
          pauseOnHover: false,
          style: { width: TOAST.width },
          onClose: () => forget(key),
        });
        timers.set(
          key,
          setTimeout(() => {
            timers.delete(key);
            notification.destroy(key);
          }, TOAST.duration),
        );
      },
      dismiss: (key) => {
        forget(key);
        notification.destroy(key);
      },
    });
    return () => {
      for (const key of [...timers.keys()]) forget(key);
      detach();
    };
  }, [notification]);
  return (
    <style href="logistics-toasts" precedence="default">
      {CLICK_THROUGH}
    </style>
  );
}
