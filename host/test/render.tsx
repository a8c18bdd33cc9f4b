import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { ToastHost } from '@logistics/shared/ui/toast-host';
import { ThemeProvider } from '../src/theme/theme-provider';
import { ThemeSync } from '../src/theme/theme-sync';

/**
 * Renders `routes` at `path` inside what the host's app puts around its pages: a query client (a failed read is
 * not retried, so a test sees it at once), the theme and its sync with the document, and the toasts. `path` may
 * carry the navigation's state, as a page arrived at by navigate(path, { state }).
 */
export function renderInHost(path: string | { pathname: string; state: unknown }, routes: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeSync />
      <ThemeProvider>
        <ToastHost />
        <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The texts of the main menu's links, in order. */
export function mainMenuLinkTexts(): Array<string | null> {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}
