import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf, type DemoRole } from './demo-accounts';

/** The /authentication page: Login and Registration tabs, and the Forgot Password dialog. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/authentication');
    await expect(this.page.getByText('Login to Your Account')).toBeVisible();
  }

  async login(email: string, password: string) {
    const form = this.page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
  }

  async loginAs(role: DemoRole) {
    await this.open();
    await this.login(emailOf(role), DEMO_PASSWORD);
    await expect(this.page).toHaveURL(new RegExp(`/${role}$`));
  }
}

// Where the login form keeps the session (shared/src/api/session.ts): the token and the user's name.
export const TOKEN_KEY = 'logistics.token';
const USER_NAME_KEY = 'logistics.user-name';
/** A page of the app's origin that the browser gets from the test itself, not from the server. */
const SIGN_IN_PAGE = '/e2e-sign-in';

/**
 * Signs `role` in as the Login button leaves it (the token and name of POST /api/auth/login in the page's
 * storage), without drawing the login page and the role's home: for a test that opens another screen by its
 * address next. The login form itself is what `LoginPage.loginAs` drives (platform, shell, accessibility and
 * keyboard specs); this spares the other tests two page loads each.
 */
export async function signIn(page: Page, role: DemoRole) {
  await signInWith(page, { email: emailOf(role), password: DEMO_PASSWORD });
}

/** `signIn` for any account: what a sign-in leaves in the page's storage, and in every other tab of the site's. */
export async function signInWith(page: Page, account: { email: string; password: string }) {
  const answer = await page.request.post('/api/auth/login', { data: account });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, user } = (await answer.json()) as { token: string; user: { name: string } };
  await page.route(SIGN_IN_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title>' }),
  );
  await page.goto(SIGN_IN_PAGE);
  await page.unroute(SIGN_IN_PAGE);
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [TOKEN_KEY, USER_NAME_KEY],
      [token, user.name],
    ] as const,
  );
}
