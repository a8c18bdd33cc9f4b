import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DEMO_PASSWORD, demoRoles, emailOf } from '../pages/demo-accounts';
import { LoginPage, signIn, TOKEN_KEY } from '../pages/login-page';
import { repositoryRoot } from '../pages/product-instances';
import { cutOffCodeOf } from '../pages/unreachable-code';
import { toast } from '../pages/document-dialog';

const remoteOf = (request: Request) =>
  /\/remotes\/(remote-[a-z]+)\//.exec(new URL(request.url()).pathname)?.[1];

test.describe('each role lands in its own remote', () => {
  for (const { role, remote, menu } of demoRoles) {
    test(`${role} logs in, sees its menu and loads only ${remote}`, async ({ page }) => {
      const remotesFetched = new Set<string>();
      page.on('request', (request) => {
        const name = remoteOf(request);
        if (name) remotesFetched.add(name);
      });

      await new LoginPage(page).loginAs(role);
      const shell = new AppShell(page);
      expect(await shell.menuTitles()).toEqual(menu);
      // The host draws the menu; the home's page is the remote's: once its title shows, the remote has loaded.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(shell.fallback).toHaveCount(0);
      expect([...remotesFetched]).toEqual([remote]);
    });
  }
});

test('the login page downloads no remote code', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (remoteOf(request)) remoteRequests.push(request.url());
  });
  await new LoginPage(page).open();
  await page.waitForLoadState('load');
  // Every resource the page fetched, as the browser recorded it (also catches anything fetched before the listener).
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((url) => url.includes('/remotes/'))).toEqual([]);
  expect(remoteRequests).toEqual([]);
});

/** The files of the host's build that hold a module it shares, as its mf-manifest.json names them. */
function sharedFilesOf(moduleName: string): string[] {
  const manifestPath = join(repositoryRoot, 'host', 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const files = manifest.shared.find((module) => module.name === moduleName)?.assets.js.sync ?? [];
  expect(files.length).toBeGreaterThan(0);
  return files;
}

test('files go out as the build compressed them, not compressed again on each request', async ({
  request,
}) => {
  // The host's entry and a remote's, both asked for on every visit.
  const builtFiles = [
    ['host', 'main.js', ''],
    ['remote-captain', 'remoteEntry.js', '/remotes/remote-captain'],
  ] as const;
  for (const [app, file, prefix] of builtFiles) {
    const built = join(repositoryRoot, app, 'dist', file);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await request.get(`${prefix}/${file}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-encoding']).toBe(encoding);
      // The length of the build's compressed copy: sent as it is (a compression on the fly has no length).
      expect(Number(answer.headers()['content-length'])).toBe(statSync(built + suffix).size);
      expect((await answer.body()).equals(readFileSync(built))).toBe(true);
    }
  }
});

test('the login page is drawn, and checks what is typed, without antd', async ({ page }) => {
  // The host's build says which files hold antd; the browser is refused them.
  const antdFiles = sharedFilesOf('@logistics/shared/ui/antd');
  const refused: string[] = [];
  await page.route(
    (url) => antdFiles.some((file) => url.pathname === `/${file}`),
    async (route) => {
      refused.push(route.request().url());
      await route.abort();
    },
  );

  await new LoginPage(page).open();
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByText('Create a New Account')).toBeVisible();
  // The page does ask for antd, once idle (for the next page), and was refused it: it did not need it.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
});

test('Forgot Password? whose code cannot be fetched says so in a toast, and the next click opens it', async ({
  page,
}) => {
  const dialogCode = await cutOffCodeOf(page, 'auth/forgot-password-dialog.tsx');
  await new LoginPage(page).open();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(
    toast(page, 'This window could not be opened. Check the connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  dialogCode.reconnect();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
});

test("a remote carries no copy of what the host shares, and draws antd's Table in the host's theme", async ({
  page,
}) => {
  type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
  const manifestOf = (app: string) =>
    JSON.parse(readFileSync(join(repositoryRoot, app, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
  // Every module of @logistics/shared that crosses the boundary is the host's: a remote built with a copy of its
  // own would be handed that copy for a door the host has not loaded yet (a second antd, outside the theme).
  for (const { remote } of demoRoles) {
    const doors = manifestOf(remote).shared.filter((module) => module.name.startsWith('@logistics/shared/'));
    expect(doors.length, remote).toBeGreaterThan(0);
    for (const door of doors)
      expect([remote, door.name, door.assets.js]).toEqual([remote, door.name, { sync: [], async: [] }]);
  }
  // The inventory-manager's home draws a Table (its low-stock products), through ui/antd-table: in the host's theme
  // (its ConfigProvider's class and token hash, as on the host's own menu), not in a second antd's defaults.
  await new LoginPage(page).loginAs('inventory-manager');
  const panel = page.getByRole('region', { name: 'Low stock' });
  await expect(panel.getByRole('row').nth(1)).toBeVisible();
  const themeClasses = (selector: string) =>
    page.evaluate((css) => {
      const classes = [...(document.querySelector(css)?.classList ?? [])];
      return classes.filter((name) => name === 'logistics' || /^css-[a-z0-9]+$/.test(name)).sort();
    }, selector);
  const hostMenu = await themeClasses('aside .ant-menu');
  expect(hostMenu).toContain('logistics');
  expect(await themeClasses('.ant-table-wrapper')).toEqual(hostMenu);
});

test('an unknown path shows 404 Not Found!', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByText('404 Not Found!')).toBeVisible();
});

test('a role page without a token goes to /authentication', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/authentication$/);
});

test('a tampered token is removed from storage', async ({ page }) => {
  await page.goto('/authentication');
  await page.evaluate((key) => localStorage.setItem(key, 'not.a-real.token'), TOKEN_KEY);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/authentication$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test("one remote's files unreachable: its role sees the fallback, another role still works", async ({
  page,
}) => {
  await page.route('**/remotes/remote-fleet/**', (route) => route.abort('connectionrefused'));
  const login = new LoginPage(page);
  await login.loginAs('fleet-manager');
  const shell = new AppShell(page);
  await expect(shell.fallback).toBeVisible();
  await expect(shell.fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The host itself keeps working: the sidebar is there and navigates.
  expect(await shell.menuTitles()).toEqual(['Vehicles', 'Captains', 'Shipments', 'Sales']);

  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
  await login.loginAs('admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.kpi-value').first()).toBeVisible();
  await expect(shell.fallback).toHaveCount(0);
});

test('a page whose code could not be fetched, the connection dropped, comes by itself when it returns', async ({
  page,
  context,
}) => {
  // Refused as well as offline: the page's code may have been fetched ahead while the home was idle.
  const customersCode = await cutOffCodeOf(page, 'features/customers/list-page.tsx');
  await signIn(page, 'admin');
  await page.goto('/admin/vendors');
  await expect(page.getByRole('heading', { name: 'Vendors' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Customers' }).click();
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the application could not be loaded.' });
  await expect(failed).toContainText('It will try again by itself when the connection returns.');

  // No click: the browser back online is the next try.
  customersCode.reconnect();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("the layout's own code unreachable: the page says so, where it was empty, and Retry brings the home", async ({
  page,
}) => {
  const layoutCode = await cutOffCodeOf(page, 'layout/shell.tsx');
  await signIn(page, 'admin');
  await page.goto('/admin');
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the application could not be loaded.' });
  await expect(failed).toBeVisible();

  layoutCode.reconnect();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.kpi-value').first()).toBeVisible();
});

test("antd draws from its own stylesheet, in the theme's colours, under index.html's rules", async ({
  page,
}) => {
  await new LoginPage(page).loginAs('captain');
  const search = page.getByRole('main').locator('.ant-input-affix-wrapper').first();
  await expect(search).toBeVisible();
  const drawn = await page.evaluate(() => {
    const head = [...document.head.children];
    const sheet = head.findIndex((element) => element.matches('link[rel="stylesheet"][href$=".css"]'));
    const ownStyle = head.findIndex(
      (element) => element.tagName === 'STYLE' && element.textContent?.includes('.ant-input-clear-icon'),
    );
    const box = document.querySelector('main .ant-input-affix-wrapper');
    const clear = box?.querySelector('.ant-input-clear-icon');
    const selected = document.querySelector('aside .ant-menu-item-selected');
    return {
      // antd's stylesheet comes before index.html's own rules, which so win at the same specificity.
      stylesheetBeforeOwnRules: sheet !== -1 && ownStyle !== -1 && sheet < ownStyle,
      // index.html's touch-sized clear icon (its margin) keeps the search box 32 px high.
      clearIconMargin: clear ? getComputedStyle(clear).margin : null,
      searchBoxHeight: box?.getBoundingClientRect().height,
      // The selected menu entry in the theme's primary blue (#1366e0): antd's rules read the theme's variables.
      selectedMenuColour: selected ? getComputedStyle(selected).color : null,
    };
  });
  expect(drawn).toEqual({
    stylesheetBeforeOwnRules: true,
    clearIconMargin: '-1px -6px -1px 0px',
    searchBoxHeight: 32,
    selectedMenuColour: 'rgb(19, 102, 224)',
  });
});

test("the admin's home is the dashboard, and / lists the seeded categories from the API", async ({
  page,
}) => {
  await new LoginPage(page).loginAs('admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('gridcell').first()).toBeVisible();
});

/**
 * The inventory-in-charge's home (the categories list under the low-stock panel; the admin's is a dashboard) opened
 * by `open` while the role's remote is held back: its first page and the panel's rows are read meanwhile, once
 * each, and the grid and the panel show those reads.
 */
async function homeReadBesideItsRemote(page: Page, open: () => Promise<void>) {
  const categoryLists: string[] = [];
  const lowStockReads: string[] = [];
  const manifests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/categories' && request.method() === 'GET') categoryLists.push(request.url());
    if (pathname === '/api/dashboard/low-stock') lowStockReads.push(request.url());
    if (pathname === '/remotes/remote-inventory/mf-manifest.json') manifests.push(request.url());
  });
  // No live events: another worker's write to categories would rightly make the list read again, and this
  // counts the reads of the page itself.
  await page.route('**/api/events', (route) => route.abort());
  // The role's remote is held back until the first page has been read.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/remote-inventory/**', async (route) => {
    await released;
    await route.continue();
  });

  await open();
  await expect(page).toHaveURL(/\/inventory-in-charge$/);
  // The first page and the panel's rows were read while the remote was still held back.
  await expect.poll(() => categoryLists.length).toBe(1);
  await expect.poll(() => lowStockReads.length).toBe(1);
  await expect(page.locator('.ag-row')).toHaveCount(0);

  release();
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await expect(
    page.getByRole('region', { name: 'Low stock' }).locator('tbody tr.ant-table-row').first(),
  ).toContainText(/\w/);
  // Those reads are the ones the grid and the panel show, and the manifest was asked for once.
  expect(categoryLists).toHaveLength(1);
  expect(lowStockReads).toHaveLength(1);
  expect(manifests).toHaveLength(1);
}

test("a list home's first page and low-stock rows are fetched by the login, beside its remote, and shown without a second read", async ({
  page,
}) => {
  await homeReadBesideItsRemote(page, async () => {
    const login = new LoginPage(page);
    await login.open();
    await login.login(emailOf('inventory-in-charge'), DEMO_PASSWORD);
  });
});

test("a returning user's reload reads the home's first page and low-stock rows beside its remote, and shows them without a second read", async ({
  page,
}) => {
  // Signed in before: the session is in the browser's storage, and the home is opened from its address.
  await homeReadBesideItsRemote(page, async () => {
    await signIn(page, 'inventory-in-charge');
    await page.goto('/inventory-in-charge');
  });
});

test("a returning user's reload asks for its remote while antd is still on its way", async ({ page }) => {
  await signIn(page, 'captain');
  // antd's files (the host's build names them) are held back until the remote's manifest has been asked for: a
  // loader that waited for antd would never ask, and the page would never draw.
  const antdFiles = sharedFilesOf('@logistics/shared/ui/antd');
  let manifestAsked = () => undefined as void;
  const manifestRequested = new Promise<void>((resolve) => (manifestAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes/remote-captain/mf-manifest.json') manifestAsked();
  });
  const heldBack: string[] = [];
  await page.route(
    (url) => antdFiles.some((file) => url.pathname === `/${file}`),
    async (route) => {
      heldBack.push(route.request().url());
      await manifestRequested;
      await route.continue();
    },
  );

  // Not waiting for the page's load: a loader that waits for antd never lets it finish.
  await page.goto('/captain', { waitUntil: 'commit' });
  await expect.poll(() => heldBack.length).toBeGreaterThan(0);
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await expect(new AppShell(page).fallback).toHaveCount(0);
});

// The inventory-manager's home also draws the low-stock panel, whose code is its own chunk of the remote.
for (const role of ['captain', 'inventory-manager'] as const) {
  test(`a browser that signed in before as the ${role} loads that remote and the home's code while the login page waits`, async ({
    page,
  }) => {
    const { remote } = demoRoles.find((account) => account.role === role)!;
    await new LoginPage(page).loginAs(role);
    await new AppShell(page).signOut();
    await expect(page).toHaveURL(/\/authentication$/);

    // A new visit to the login page: nothing typed, nothing clicked.
    const remoteFiles: string[] = [];
    let lastRequest = Date.now();
    page.on('request', (request) => {
      if (remoteOf(request) !== remote) return;
      remoteFiles.push(new URL(request.url()).pathname);
      lastRequest = Date.now();
    });
    await page.goto('/authentication');
    // Loaded once no file of the remote has been asked for in 3 s (a count of answers could wait forever on a
    // request the browser drops without a word).
    await expect
      .poll(() => remoteFiles.length > 0 && Date.now() - lastRequest > 3000, { timeout: 30_000 })
      .toBe(true);
    expect(remoteFiles.some((path) => path.endsWith('/mf-manifest.json'))).toBe(true);
    await expect(page).toHaveURL(/\/authentication$/);

    // From now on the remote's files are out of reach: the home draws from what the wait loaded.
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
    await new LoginPage(page).login(emailOf(role), DEMO_PASSWORD);
    await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
    if (role === 'inventory-manager')
      await expect(
        page.getByRole('region', { name: 'Low stock' }).locator('tbody tr.ant-table-row').first(),
      ).toContainText(/\w/);
    await expect(new AppShell(page).fallback).toHaveCount(0);
  });
}

test('the login page draws the home of the role that signed in here before, hidden and reading nothing, and the login shows that drawing', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.loginAs('inventory-manager');
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/authentication$/);
  const hiddenMenu = page.locator('nav[aria-label="Main menu"]');
  // Drawn again for the next login, with nothing of the screens the sign-out left: no row of theirs, not even
  // hidden (the low-stock panel's table draws what the cache holds).
  await expect(hiddenMenu).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('.ag-row')).toHaveCount(0);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(0);

  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/authentication');
  await expect(hiddenMenu).toBeAttached({ timeout: 30_000 });
  // Drawn, not shown: out of sight, and out of reach of screen readers and the keyboard.
  await expect(hiddenMenu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav') ?? null)).toBeNull();
  }
  expect(calls).toEqual([]);
  await hiddenMenu.evaluate((menu) => menu.setAttribute('data-drawn-on-the-login-page', ''));

  await login.login(emailOf('inventory-manager'), DEMO_PASSWORD);
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute(
    'data-drawn-on-the-login-page',
    '',
  );
  expect(calls[0]).toBe('POST /api/auth/login');

  // Another role's login draws that role's screens, not the ones drawn ahead.
  await new AppShell(page).signOut();
  await expect(hiddenMenu).toBeAttached({ timeout: 30_000 });
  await login.login(emailOf('captain'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/captain$/);
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText([
    'Shipments',
    'Vehicles',
  ]);
});

test('a menu link read ahead on hover or focus: the click shows those rows without a second read', async ({
  page,
}) => {
  // No live events: another worker's write would rightly make a list read again; this counts the page's own reads.
  await page.route('**/api/events', (route) => route.abort());
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/(sales|users)$/.test(url.pathname))
      reads.push(`${url.pathname}${url.search}`);
  });
  await signIn(page, 'fleet-manager');
  await page.goto('/fleet-manager');
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  expect(reads).toEqual([]);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The fleet-manager's home is Vehicles; Sales opens on this year's range, newest first, as its page asks.
  await menu.getByRole('link', { name: 'Sales' }).hover();
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toMatch(
    /^\/api\/sales\?page=1&pageSize=5&from=\d{4}-01-01&to=[\d-]+&sort=sale_date&order=desc$/,
  );
  // The Captains page's read, by keyboard: only the captains, as the page asks.
  await menu.getByRole('link', { name: 'Captains' }).focus();
  await expect.poll(() => reads.length).toBe(2);
  expect(reads[1]).toBe('/api/users?page=1&pageSize=5&role=captain');
  await expect(page).toHaveURL(/\/fleet-manager$/);

  await menu.getByRole('link', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/fleet-manager\/sales$/);
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  await menu.getByRole('link', { name: 'Captains' }).click();
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  expect(reads).toHaveLength(2);
});

test.describe("the login page drawn at build time, before the app's scripts have run", () => {
  /** Holds the host's entry script until `release` is called. */
  async function holdTheApp(page: Page) {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js*', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('takes the typing and a Login click at once, and signs in when the app has started', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    // 'commit': the page's load waits for the held script.
    await page.goto('/authentication', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await expect(page.getByText('Login to Your Account')).toBeVisible();
    await form.getByLabel('Email').fill(emailOf('admin'));
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    // Held, not submitted by the browser (which would put the password in the address).
    await expect(form.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(/\/authentication$/);

    release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('.kpi-value').first()).toBeVisible();
  });

  test('keeps what was typed and where the caret was when the app takes over', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/authentication', { waitUntil: 'commit' });
    const email = page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email');
    await email.fill('someone@exa');
    release();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    // Typing goes on in the app's own field.
    await page.keyboard.type('mple.com');
    await expect(email).toHaveValue('someone@example.com');
    await expect(email).toBeFocused();
  });

  test('comes out dark when the system is dark, and is not shown at any other path', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdTheApp(page);
    await page.goto('/authentication', { waitUntil: 'commit' });
    await expect(page.getByText('Login to Your Account')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(
      isDarkColor(
        await page.locator('.auth-card').evaluate((card) => getComputedStyle(card).backgroundColor),
      ),
    ).toBe(true);

    await page.goto('/admin', { waitUntil: 'commit' });
    await expect(page.locator('#first-paint')).toBeHidden();
    await expect(page.getByText('Login to Your Account')).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/authentication$/);
  });
});

/** Whether an `rgb(r, g, b)` colour is dark. */
function isDarkColor(color: string): boolean {
  const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
}
