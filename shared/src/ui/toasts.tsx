import { TOAST } from '@logistics/shared/contracts/format';
import { UNEXPECTED_ERROR } from '@logistics/shared/contracts/messages';

/**
 * An error toast says the server's message, else the error's own, else the default. An ApiError already
 * carries the server's message (or its call's default), so its message is used as it is.
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
  /** Unique on the page: the host closes a toast by it. */
  key: string;
  kind: ToastKind;
  message: string;
}

/** What the page's toast host does: show a toast, and close one that no longer holds (a form's old error). */
export interface ToastHostHandle {
  show: (toast: Toast) => void;
  dismiss: (key: string) => void;
}

/** At most this many toasts wait for the toast host; the page never shows more than TOAST.max anyway. */
const MAX_PENDING = TOAST.max;
let host: ToastHostHandle | null = null;
const pending: Toast[] = [];
let counter = 0;
/** The error toasts each form raised and that may still be on screen, by the form's name. */
const errorsOf = new Map<string, Set<string>>();

function emit(toast: Toast) {
  if (host) {
    host.show(toast);
    return;
  }
  pending.push(toast);
  if (pending.length > MAX_PENDING) pending.shift();
}

function dismiss(key: string) {
  const waiting = pending.findIndex((toast) => toast.key === key);
  if (waiting >= 0) pending.splice(waiting, 1);
  host?.dismiss(key);
}

/**
 * The page's one toast host (shared/ui/toast-host, mounted once by the host app) takes the toasts. Raising a
 * toast needs no UI library, so the login page can raise one before antd has loaded: it waits here until the
 * host is mounted. Returns the function that detaches the host.
 */
export function attachToastHost(handle: ToastHostHandle): () => void {
  host = handle;
  for (const toast of pending.splice(0)) handle.show(toast);
  return () => {
    if (host === handle) host = null;
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

function raise(kind: ToastKind, message: string, source?: string) {
  counter += 1;
  const toast: Toast = { key: `toast-${counter}`, kind, message };
  if (source) {
    const errors = errorsOf.get(source) ?? new Set<string>();
    if (kind === 'error') errors.add(toast.key);
    else {
      // The form has now succeeded: what it said went wrong before no longer holds.
      for (const key of errors) dismiss(key);
      errors.clear();
    }
    errorsOf.set(source, errors);
  }
  const waiting = host === null;
  emit(toast);
  if (waiting) for (const watcher of pendingWatchers) watcher();
}

/**
 * The toasts of one form (or any one source): its error toasts are closed when it next succeeds, so a login
 * that worked does not leave "Invalid email or password." on screen.
 */
export function toastsFor(source?: string): Toasts {
  return {
    success: (message) => raise('success', message, source),
    info: (message) => raise('info', message, source),
    error: (error, fallback) => raise('error', errorMessage(error, fallback), source),
  };
}

/** Toasts bottom-right, 4 s each, at most 3; one set of functions for the whole page. */
export const toasts: Toasts = toastsFor();

const bySource = new Map<string, Toasts>();

/**
 * The page's toasts, as a hook so that components read like every other hook of the shared package. A form
 * names itself (its form id) so its error toasts go away once it succeeds.
 */
export function useToasts(source?: string): Toasts {
  if (!source) return toasts;
  let bound = bySource.get(source);
  if (!bound) {
    bound = toastsFor(source);
    bySource.set(source, bound);
  }
  return bound;
}
