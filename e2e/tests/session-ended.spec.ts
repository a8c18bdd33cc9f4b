import { expect, test, type Page } from '@playwright/test';
import { apiWithToken } from '../pages/api';
import { createOwnAccount, DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { ListPage } from '../pages/list-page';
import { signIn, signInWith, TOKEN_KEY } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';

/**
 * A session the server ends while a page is open (it expired, or a logout elsewhere revoked it): the page stays,
 * with what was typed in it, under a dialog that asks to sign in again; signing in goes on where the person was.
 * When the account's role changed, the dialog says so, and signing in opens the new role's home instead.
 */

/** The signed-in person of `page`: their stored token, and the user id it carries. */
async function sessionOf(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const payload = String(token).split('.')[1] ?? '';
  const { id } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: string };
  return { token, id };
}

/** Ends the page's session on the server, as a logout in another browser does: its token is revoked. */
async function endSessionElsewhere(page: Page) {
  const { token, id } = await sessionOf(page);
  const answer = await page.request.post(`/api/auth/logout/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
}

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

/** The admin's Create Vendor dialog with `fields` typed in it, when the page's session ends elsewhere. */
async function vendorFormWhenSessionEnds(page: Page, fields: Record<string, string>) {
  await signIn(page, 'admin');
  const screen = new MasterDataPage(page, 'Vendors', 'name');
  await screen.open('/admin/vendors');
  const create = await screen.openCreate('Vendor');
  for (const [label, value] of Object.entries(fields)) await create.fill(label, value);
  await endSessionElsewhere(page);
  return { screen, create, again: page.getByRole('dialog', { name: 'Sign in again' }) };
}

test('a session ended elsewhere keeps the open form and what was typed; signing in again saves it', async ({
  page,
}) => {
  const name = `Kept Vendor ${suffix}`;
  const { screen, create, again } = await vendorFormWhenSessionEnds(page, {
    Name: name,
    Email: `kept${suffix.toLowerCase()}@vendors.example`,
    Phone: '+15550208888',
  });
  // The page's live stream ends with the session, and its reads are refused: the dialog asks at once.
  await expect(again).toBeVisible();
  await expect(again).toContainText('Your session has expired or was revoked. Please log in again.');
  await expect(again.getByLabel('Email')).toHaveValue(emailOf('admin'));
  await expect(page).toHaveURL(/\/admin\/vendors/);
  await expect(create.field('Name')).toHaveValue(name);

  await again.getByLabel('Password').fill('Wr0ng-Passw0rd!');
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
  await again.getByLabel('Password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again).toBeHidden();

  await create.submit('Create');
  await expect(screen.toast('Vendor created successfully!')).toBeVisible();
  await screen.search(name);
  await expect(screen.row(name)).toContainText('+15550208888');
});

test("Sign out from the dialog asks before the open form's unsaved changes are lost, then leaves", async ({
  page,
}) => {
  const { again } = await vendorFormWhenSessionEnds(page, { Name: `Left Vendor ${suffix}` });
  await again.getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard' }).click();
  // The ended session is forgotten on the login page, which stays (it sends a signed-in person home).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await expect(page).toHaveURL(/\/authentication/);
  await expect(page.getByText('Login to Your Account')).toBeVisible();
});

test("a role changed while the page is open is named, and signing in again opens the new role's home", async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, 'procurement-manager', 'role-change');
  await signInWith(page, account);
  await page.goto('/procurement-manager/vendors');
  await new ListPage(page, 'Vendors').ready();

  // The admin makes the procurement-manager a fleet-manager.
  const { id } = await sessionOf(page);
  const adminLogin = await request.post('/api/auth/login', {
    data: { email: emailOf('admin'), password: DEMO_PASSWORD },
  });
  const admin = apiWithToken(request, ((await adminLogin.json()) as { token: string }).token);
  const { body } = await admin.get<{ user: { version: number } }>(`/users/${id}`);
  expect(
    (await admin.put(`/users/${id}`, { role: 'fleet-manager', version: body.user.version })).status,
  ).toBe(200);

  // The page's stream ends with the session: the dialog names the change, and does not promise to keep the page.
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toContainText('Your role has been changed. Please log in again.');
  await expect(again).toContainText("Signing in again opens your new role's home");
  await expect(again).not.toContainText('This page stays as it was');
  await again.getByLabel('Password').fill(account.password);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/fleet-manager$/);
  await new ListPage(page, 'Vehicles').ready();
});
