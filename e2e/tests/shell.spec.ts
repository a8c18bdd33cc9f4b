import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { createOwnAccount, DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { ListPage } from '../pages/list-page';
import { LoginPage, signIn, TOKEN_KEY } from '../pages/login-page';
import { apiOf } from '../pages/api';
import { ProfilePage } from '../pages/profile-page';
import { screenshot } from '../pages/screenshots';

const here = dirname(fileURLToPath(import.meta.url));
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(here, '..', '.data');
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 860 };
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const shot = screenshot;

async function background(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Whether an `rgb(r, g, b)` colour is dark. */
function isDark(color: string): boolean {
  const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the login page, light and dark, desktop and mobile', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await shot(page, 'login-light-desktop');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'login-dark-desktop');
  await page.setViewportSize(MOBILE);
  await shot(page, 'login-dark-mobile');
  await page.emulateMedia({ colorScheme: 'light' });
  await shot(page, 'login-light-mobile');
});

test('the sidebar collapses by click and by Ctrl+B, and stays so across a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/categories');
  const shell = new AppShell(page);
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'true');
  const sider = page.locator('.ant-layout-sider');
  expect((await sider.boundingBox())?.width).toBeCloseTo(256, 0);

  await shell.sidebarToggle.click();
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sider.boundingBox())?.width).toBeCloseTo(48, 0);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // Kept for 7 days.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(7 * 24 * 3600 + 5);
  await page.reload();
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
  await new ListPage(page, 'Categories').ready();
  await shot(page, 'sidebar-collapsed-light-desktop');

  await page.keyboard.press('Control+b');
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+b');
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'true');
});

test('the mobile layout at 375 px: a slide-in sidebar, no dropdown filters', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await new LoginPage(page).loginAs('admin');
  const shell = new AppShell(page);
  await page.goto('/admin/shipments');
  const list = new ListPage(page, 'Shipments');
  await list.ready();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(shell.menu).toBeHidden();
  await expect(page.getByPlaceholder('Pick a date')).toHaveCount(0);
  await expect(page.locator('.logistics-facet-filter')).toHaveCount(0);
  await shot(page, 'list-light-mobile');

  await shell.sidebarToggle.click();
  await expect(shell.menu).toBeVisible();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(288);
  await shot(page, 'sidebar-open-light-mobile');
  await shell.open('Categories');
  await expect(shell.menu).toBeHidden();
  // The cards drawn first: they give the page its scrollbar, which moves the header's buttons (and a menu open
  // under one) while a tap is on its way.
  await new ListPage(page, 'Categories').ready();

  await shell.chooseTheme('Dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'list-dark-mobile');
  await shell.chooseTheme('System');
});

test("Dark changes antd's and ag-grid's colours and survives a reload; System follows the OS", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/categories');
  const shell = new AppShell(page);
  const list = new ListPage(page, 'Categories');
  await list.ready();
  expect(await shell.rootTheme()).toBe('light');
  const lightLayout = await background(page, '.ant-layout');
  const lightGrid = await background(page, '.ag-root-wrapper');
  expect(isDark(lightLayout)).toBe(false);
  expect(isDark(lightGrid)).toBe(false);
  await shot(page, 'list-light-desktop');

  await shell.chooseTheme('Dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => background(page, '.ag-root-wrapper').then(isDark)).toBe(true);
  expect(isDark(await background(page, '.ant-layout'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('logistics.theme'))).toBe('dark');
  await page.reload();
  await list.ready();
  expect(await shell.rootTheme()).toBe('dark');
  expect(isDark(await background(page, '.ag-root-wrapper'))).toBe(true);
  expect(isDark(await background(page, '.ant-layout'))).toBe(true);
  await shot(page, 'list-dark-desktop');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(isDark(await background(page, '.ant-modal-container, .ant-modal-content'))).toBe(true);
  await shot(page, 'dialog-dark-desktop');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await shell.chooseTheme('Light');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'dialog-light-desktop');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // System (the default) follows the operating system's preference, live.
  await shell.chooseTheme('System');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => background(page, '.ag-root-wrapper').then(isDark)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('logistics.theme'))).toBe('system');
});

test("a table's search, filter, sort, paging and column toggle", async ({ page, request }) => {
  await new LoginPage(page).loginAs('admin');
  // Six categories of this test's own, found by their tag (other tests add categories meanwhile), so five to a
  // page makes two pages.
  const tag = `Shelf${Date.now().toString(36)}`;
  const named = (name: string) => `${tag} ${name}`;
  const [anchors, drills, zebra] = [named('Anchors'), named('Drills'), named('Zebra Crossings')];
  const api = await apiOf(page, request);
  for (const name of ['Anchors', 'Brushes', 'Cables', 'Drills', 'Easels', 'Zebra Crossings']) {
    const created = await api.post('/categories', { name: named(name), description: 'Paint and signs.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }

  await page.goto('/admin/categories');
  const list = new ListPage(page, 'Categories');
  await list.ready();
  await list.search('name', tag);
  await expect(list.pageLabel).toHaveText('Page 1 of 2');
  await expect(page.getByText('0 of 6 row(s) selected')).toBeVisible();
  expect(await list.rowCount()).toBe(5);

  // Paging.
  await list.goTo('next');
  await expect(list.pageLabel).toHaveText('Page 2 of 2');
  await expect.poll(() => list.column('name')).toEqual([zebra]);
  await list.goTo('first');
  await expect(list.pageLabel).toHaveText('Page 1 of 2');
  await list.setPageSize(10);
  await expect(list.pageLabel).toHaveText('Page 1 of 1');
  await expect.poll(() => list.rowCount()).toBe(6);

  // Sort.
  await list.columnMenu('Name', 'Desc');
  await expect.poll(async () => (await list.column('name'))[0]).toBe(zebra);
  await list.columnMenu('Name', 'Asc');
  await expect.poll(async () => (await list.column('name'))[0]).toBe(anchors);

  // Search, 300 ms after the last keystroke, in any letter case.
  await list.search('name', drills.toLowerCase().slice(0, -2));
  await expect.poll(() => list.column('name')).toEqual([drills]);
  await list.search('name', 'nothing like it');
  await expect(list.noResults).toBeVisible();
  // Reset shows every category again: the seed's five and these six at least.
  await list.resetFilters();
  await expect(list.searchBox('name')).toHaveValue('');
  const everyCategory = page.getByText(/^0 of \d+ row\(s\) selected$/);
  await expect
    .poll(async () => Number(/of (\d+)/.exec((await everyCategory.textContent()) ?? '')?.[1] ?? 0))
    .toBeGreaterThanOrEqual(11);

  // Column toggle from View, and Hide from the column menu.
  await list.toggleColumn('Description');
  await expect(page.locator('.ag-header-cell[col-id="description"]')).toHaveCount(0);
  await list.toggleColumn('Description');
  await expect(page.locator('.ag-header-cell[col-id="description"]')).toHaveCount(1);
  await list.columnMenu('Description', 'Hide');
  await expect(page.locator('.ag-header-cell[col-id="description"]')).toHaveCount(0);

  // A faceted filter with counts, on the seeded shipments (SHP-<year>-<n>): other tests add shipments meanwhile,
  // which would change a count between its read and the list's.
  await page.goto('/admin/shipments?q=SHP-20');
  const shipments = new ListPage(page, 'Shipments');
  await shipments.ready();
  await expect(page.getByPlaceholder('Pick a date').first()).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByPlaceholder('Pick a date').first()).toHaveValue(`Jan 01, ${year}`);
  const options = await shipments.openFilter('Status');
  const first = options.getByRole('option').first();
  const label = (await first.locator('span').nth(1).innerText()).trim();
  const count = Number((await first.innerText()).replace(label, '').trim());
  await shot(page, 'list-filter-light-desktop');
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/shipments?') && response.url().includes('status='),
  );
  await first.click();
  await answered;
  await page.keyboard.press('Escape');
  await expect(page.getByText(new RegExp(`0 of ${count} row\\(s\\) selected`))).toBeVisible();
  await shipments.openFilter('Status');
  await page.getByPlaceholder('Status').fill('zzz');
  await expect(page.getByText('No results found.')).toBeVisible();
  await page.getByPlaceholder('Status').fill('');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.keyboard.press('Escape');

  // Sign out: the token goes, and so does the user.
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/authentication$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('register, then log in: the account waits for a role', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByText('Create a New Account')).toBeVisible();
  await expect(page.getByText('Fill in the details to register.')).toBeVisible();
  const form = page.getByRole('tabpanel', { name: 'Registration' });
  const email = `new.person.${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('New Person');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Passw0rd!');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.ant-notification-notice').first()).toBeVisible();
  await expect(page.getByText('Login to Your Account')).toBeVisible();
  await login.login(email, 'Passw0rd!');
  await expect(page.getByText(/no role yet/i)).toBeVisible();
  await expect(page).toHaveURL(/\/authentication$/);
});

test('forgot password: the mail in the outbox, the reset page, then log in with the new password', async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, 'procurement-manager', 'forgot');
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reset Password')).toBeVisible();
  await expect(dialog.getByText('Enter your email to receive a password reset link.')).toBeVisible();
  await shot(page, 'dialog-forgot-password-light-desktop');
  const before = Date.now();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.locator('.ant-notification-notice').first()).toBeVisible();

  const outbox = join(DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      for (const file of files.reverse()) {
        const text = await readFile(join(outbox, file), 'utf8');
        if (!text.includes(account.email)) continue;
        const match = /https?:\/\/[^\s"\\]+\/reset-password\?token=[A-Za-z0-9%._~-]+/.exec(text);
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  expect(Date.now() - before).toBeLessThan(60_000);

  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Enter your new Password below.')).toBeVisible();
  await page.getByLabel('New Password').fill('N3wPassw0rd!');
  await page.getByLabel('Confirm Password').fill('N3wPassw0rd#');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Passwords do not matches, please check your passwords and try again.'),
  ).toBeVisible();
  await page.getByLabel('Confirm Password').fill('N3wPassw0rd!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/authentication$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  await login.login(account.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/authentication$/);
  await login.login(account.email, 'N3wPassw0rd!');
  await expect(page).toHaveURL(/\/procurement-manager$/);
});

test('a profile update, an avatar upload and a password change', async ({ page, request }) => {
  const account = await createOwnAccount(request, 'fleet-manager', 'profile');
  const login = new LoginPage(page);
  await login.open();
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(/\/fleet-manager$/);
  const profile = new ProfilePage(page);
  await profile.open('fleet-manager');
  await expect(profile.field('Role')).toHaveValue('fleet-manager');
  await expect(profile.field('Role')).toBeDisabled();
  await expect(profile.field('Email')).toHaveValue(account.email);
  await shot(page, 'profile-light-desktop');

  await profile.field('Address').fill('42 Depot Lane, Harbour City');
  await profile.field('Passport No').fill('P1234567');
  await profile.update.click();
  await expect(page.locator('.ant-notification-notice').first()).toBeVisible();
  await page.reload();
  await expect(profile.field('Address')).toHaveValue('42 Depot Lane, Harbour City');
  await expect(profile.field('Passport No')).toHaveValue('P1234567');

  await profile.uploadAvatar({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('New avatar uploaded successfully.')).toBeVisible();
  const avatar = page.locator('.ant-avatar img').first();
  await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/logistics\/[0-9a-f]+\.png$/);
  const first = await avatar.getAttribute('src');
  // A second change removes the first image.
  await profile.uploadAvatar({ name: 'me-again.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('New avatar uploaded successfully.').first()).toBeVisible();
  await expect(avatar).not.toHaveAttribute('src', first ?? '');
  expect((await page.request.get(first ?? '')).status()).toBe(404);
  // The user menu shows it too.
  await expect(page.getByRole('button', { name: /^User menu/ }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/uploads\//,
  );

  // The current password comes first: without it nothing is sent, and a wrong one changes nothing.
  await profile.field('New Password').fill('Fl33tPassw0rd!');
  await profile.field('Confirm Password').fill('Fl33tPassw0rd!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await profile.field('Current Password').fill('Wr0ng!Passw0rd');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Your current password is not correct, so your password was not changed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fleet-manager\/profile$/);
  await profile.field('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  // The wrong password's toast may still be up beside it: wait for the success one.
  await expect(
    page.locator('.ant-notification-notice-title', { hasText: /^Password updated/ }),
  ).toBeVisible();
  // A new password ends the sessions issued before it: the user logs in again.
  await expect(page).toHaveURL(/\/authentication$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await login.login(account.email, 'Fl33tPassw0rd!');
  await expect(page).toHaveURL(/\/fleet-manager$/);
});

test('every role has its profile page, with its role read-only', async ({ page }) => {
  for (const role of ['admin', 'inventory-manager', 'inventory-in-charge', 'captain'] as const) {
    // Signed in through the API: the login form is this spec's first tests' and the platform spec's.
    await signIn(page, role);
    await page.goto(`/${role}`);
    await new AppShell(page).openUserMenu();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/${role}/profile$`));
    const profile = new ProfilePage(page);
    await expect(profile.field('Name')).not.toHaveValue('');
    await expect(profile.field('Role')).toHaveValue(role);
    await expect(profile.field('Role')).toBeDisabled();
    await expect(profile.field('Email')).toHaveValue(emailOf(role));
    await expect(profile.update).toBeEnabled();
  }
  await page.setViewportSize(MOBILE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'profile-dark-mobile');
});

test('Sign out while the browser is offline forgets the session here at once, says the server was not told, and tells it once the connection is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'captain');
  await page.goto('/captain/vehicles');
  await new ListPage(page, 'Vehicles').ready();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).not.toBeNull();
  // What the server says of that session (this call goes from the test, not through the browser's connection).
  const sessionStatus = async () =>
    (await page.request.get('/api/vehicles', { headers: { Authorization: `Bearer ${token}` } })).status();

  await context.setOffline(true);
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/authentication$/);
  // Forgotten by this browser then and there, not once the connection is back: someone at this computer next
  // finds the login page, not the session.
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: 'An error occurred while logging out' }),
  ).toBeVisible();
  // The server was not told: the session still holds there, for whoever has its token.
  expect(await sessionStatus()).toBe(200);

  // Back online, the browser tells the server by itself, and the session ends there too.
  await context.setOffline(false);
  await expect.poll(sessionStatus).toBe(401);
  await page.reload();
  await expect(page.getByText('Login to Your Account')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});
