import { App } from 'antd';
import { useEffect } from 'react';
import { TOAST } from '@logistics/shared/contracts/format';
import { attachToastHost } from '@logistics/shared/ui/toasts';

/**
 * Shows the page's toasts through antd's App context, so they follow the theme (the static `notification` API
 * does not). Mount one inside antd's <App> for the whole page; toasts raised before it mounts appear then.
 */
export function ToastHost() {
  const { notification } = App.useApp();
  useEffect(() => {
    const style = { width: TOAST.width };
    return attachToastHost(({ kind, message }) => notification[kind]({ title: message, style }));
  }, [notification]);
  return null;
}
