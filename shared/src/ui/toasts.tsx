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

export type ToastKind = 'success' | 'info' | 'error';
export interface Toast {
  kind: ToastKind;
  message: string;
}
type ToastListener = (toast: Toast) => void;

/** At most this many toasts wait for the toast host; the page never shows more than TOAST.max anyway. */
const MAX_PENDING = TOAST.max;
let listener: ToastListener | null = null;
const pending: Toast[] = [];

function emit(toast: Toast) {
  if (listener) {
    listener(toast);
    return;
  }
  pending.push(toast);
  if (pending.length > MAX_PENDING) pending.shift();
}

/**
 * The page's one toast host (shared/ui/toast-host, mounted once by the host app) takes the toasts. Raising a
 * toast needs no UI library, so the login page can raise one before antd has loaded: it waits here until the
 * host is mounted. Returns the function that detaches the host.
 */
export function attachToastHost(host: ToastListener): () => void {
  listener = host;
  for (const toast of pending.splice(0)) host(toast);
  return () => {
    if (listener === host) listener = null;
  };
}

/** Whether toasts wait for a host (the host app mounts one at once when they do). */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

const pendingWatchers = new Set<() => void>();
/** Called when a toast starts waiting for a host. */
export function onToastPending(watcher: () => void): () => void {
  pendingWatchers.add(watcher);
  return () => pendingWatchers.delete(watcher);
}

function raise(toast: Toast) {
  const waiting = listener === null;
  emit(toast);
  if (waiting) for (const watcher of pendingWatchers) watcher();
}

/** SPEC section 9: toasts bottom-right, 4 s each, at most 3; one set of functions for the whole page. */
export const toasts: Toasts = {
  success: (message) => raise({ kind: 'success', message }),
  info: (message) => raise({ kind: 'info', message }),
  error: (error, fallback) => raise({ kind: 'error', message: errorMessage(error, fallback) }),
};

/** The page's toasts, as a hook so that components read like every other hook of the shared package. */
export function useToasts(): Toasts {
  return toasts;
}
