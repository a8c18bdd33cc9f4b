import { App, type NotificationArgsProps } from '@logistics/shared/ui/antd';
import { useEffect } from 'react';
import { TOAST } from '@logistics/shared/contracts/format';
import { attachToastHost } from '@logistics/shared/ui/toasts';

/** The footer of the topmost modal dialog on screen (it holds the buttons a toast must not cover), if any. */
function openDialogFooter(): Element | undefined {
  const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]'))
    .filter((candidate) => candidate.getClientRects().length > 0)
    .at(-1);
  return dialog ? (dialog.querySelector('.ant-modal-footer') ?? dialog) : undefined;
}

/**
 * Where a toast goes: bottom-right by default, but while a dialog is open, at the top or bottom centre,
 * whichever half of the screen its buttons are not in: the half decides, not the corner, as on a phone the dialog
 * spans the screen's width and no corner is clear of its buttons.
 */
function placementNow(): NotificationArgsProps['placement'] {
  const footer = openDialogFooter();
  if (!footer) return TOAST.position;
  const { top, bottom } = footer.getBoundingClientRect();
  return (top + bottom) / 2 < window.innerHeight / 2 ? 'bottom' : 'top';
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
 * Toasts sit bottom-right, away from an open dialog's buttons (placementNow).
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
        const placement = placementNow();
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
