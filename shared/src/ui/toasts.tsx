import { App } from 'antd';
import { useMemo } from 'react';
import { TOAST } from '@logistics/shared/contracts/format';
import { UNEXPECTED_ERROR } from '@logistics/shared/contracts/messages';

/**
 * SPEC section 8: the server's message, else the error's own, else the default. An ApiError already carries the
 * server's message (or its call's default), so its message is used as it is.
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

export interface Toasts {
  success: (message: string) => void;
  info: (message: string) => void;
  error: (error: unknown, fallback?: string) => void;
}

/** Toasts through antd's App context, so they follow the theme (the static `message` API does not). */
export function useToasts(): Toasts {
  const { notification } = App.useApp();
  return useMemo(() => {
    const style = { width: TOAST.width };
    return {
      success: (message) => notification.success({ title: message, style }),
      info: (message) => notification.info({ title: message, style }),
      error: (error, fallback) => notification.error({ title: errorMessage(error, fallback), style }),
    };
  }, [notification]);
}
