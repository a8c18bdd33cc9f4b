import { createContext, type ReactNode } from 'react';

/**
 * What shows while a page's code loads, when the host has something better than a spinner: at a role's home,
 * the host's plain first page of its table, so the rows already on screen stay there until the real table.
 * The host provides it and a remote's routes read it: its own shared module, so both hold the one context.
 */
export const PageLoadingFallback = createContext<ReactNode>(null);
