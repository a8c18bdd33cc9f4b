import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { signIn, TOKEN_KEY } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';

/**
 * A session the server ends while a page is open (it expired, or a logout elsewhere revoked it): the page stays,
 * with what was typed in it, under a dialog that asks to sign in again; signing in goes on where the person was.
 */

/** Ends the page's session on the server, as a logout in another browser does: its token is revoked. */
async function endSessionElsewhere(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const payload = String(token).split('.')[1] ?? '';
  const { id } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: string };
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
