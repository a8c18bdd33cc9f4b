import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { AUTHENTICATION_PATH } from '../access/paths';
import AuthPage from '../auth/auth-page';

/**
 * The login page as the app's first render draws it, rendered at build time into index.html (tooling/webpack.mjs):
 * the form is on screen, and takes what is typed, before any script has run. The app takes it over when it starts
 * (first-paint.ts).
 */
export function loginPageMarkup(): string {
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[AUTHENTICATION_PATH]}>
        <AuthPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Until the app takes over, a submit goes nowhere (a dialog-method form outside a dialog does nothing), even if
  // the first-paint script did not run: never a request with the password in its address.
  return markup.replaceAll('<form ', '<form method="dialog" ');
}
