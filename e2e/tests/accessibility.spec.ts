import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { type DemoRole } from '../pages/demo-accounts';
import { LoginPage, signIn as signInThroughApi } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';
import { rowAction, tableReady, DocumentDialog, openCreateDialog } from '../pages/document-dialog';

/**
 * WCAG 2.2 AA, as axe checks it in Chromium. Each kind of screen below is scanned with the WCAG 2.0, 2.1 and 2.2
 * A/AA rules, in both themes at 1440 px and at 375 px, and must have no serious or critical violation. Every list
 * draws the same data table (shared/src/ui), whatever the role or remote: a list is scanned once per theme and
 * width as a kind of screen (the sales list, whose status cells are tags, and at 1440 px light a list of plain
 * cells too), not once per list and role. Each test signs in once and moves through the app as a user does.
 * The screens used from a phone (the captain's and the inventory-in-charge's) are scanned at the narrowest common
 * phone width too, 360 px. Axe reads the page's structure, names and colours, which a width changes only where the
 * layout changes (the mobile layout starts under 768 px): a wider phone draws the same screens.
 */

// The tests are independent (each signs in on its own): two run at once.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
// Outside the WCAG tags (experimental or best practice) but named by the issue: run, and failing at any impact.
const NAMED_RULES = ['label-content-name-mismatch', 'empty-table-header'];

/** What every scan asks of axe: the WCAG tags, and the named rules beside them; only violations in detail. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: Object.fromEntries(NAMED_RULES.map((rule) => [rule, { enabled: true }])),
  resultTypes: ['violations'],
};
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe.run in the page itself, with axe loaded once per document (the app moves between its screens without
 * loading a new one). @axe-core/playwright loaded axe again for every scan and ran it through its frame
 * messaging, for the cross-origin frames this app has none of: a list's scan took 1.2 s that way and 0.35 s this
 * way (2026-11-28, the Sales list at 1440 px, same findings).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
}

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
// The narrowest common phone width; 375 px is scanned with the admin's screens above.
const PHONE = { width: 360, height: 780 };

type Theme = 'light' | 'dark';
interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Scans what is on the page now; serious and critical findings are collected, others only printed. */
class Audit {
  readonly findings: Finding[] = [];
  private readonly minor: Finding[] = [];
  private screens = 0;

  private constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  async scan(screen: string) {
    // An animation would be measured half-way (a login toast fading in failed contrast half-way): the suite runs
    // with reduced motion, which the product follows, and whatever still animates is waited for here, until no
    // finite animation runs (spinners loop for ever), for 5 s at most.
    await this.page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    const analyze = () => runAxe(this.page);
    let result = await analyze();
    // A toast whose 4 s ran out while axe measured it was read mid-fade (nearly transparent text on its own
    // nearly transparent box, on a busy machine): once it is gone, that screen is measured again without it. A
    // toast still shown keeps its findings.
    const toastTargets = result.violations.flatMap((violation) =>
      violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => target.includes('ant-notification')),
    );
    if (toastTargets.length) {
      await this.page.waitForTimeout(1000);
      const gone = await this.page.evaluate(
        (targets) => targets.every((target) => !document.querySelector(target)),
        toastTargets,
      );
      if (gone) result = await analyze();
    }
    this.screens += 1;
    for (const violation of result.violations) {
      const finding: Finding = {
        screen,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => {
          // Contrast findings say which colours failed, and how far off they are.
          const data = node.any[0]?.data as
            | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
            | undefined;
          const colours = data?.fgColor
            ? ` (${data.fgColor} on ${data.bgColor ?? '?'}: ${data.contrastRatio ?? '?'}, needs ${data.expectedContrastRatio ?? '?'})`
            : '';
          return `${node.target.join(' ')}${colours}`;
        }),
      };
      const blocking = BLOCKING.has(finding.impact) || NAMED_RULES.includes(finding.rule);
      (blocking ? this.findings : this.minor).push(finding);
    }
  }

  /** Walks the screens, prints what was found (also when a step failed) and fails on any serious finding. */
  static async run(page: Page, info: TestInfo, label: string, walk: (audit: Audit) => Promise<void>) {
    const audit = new Audit(page, label);
    try {
      await walk(audit);
    } finally {
      audit.print(info);
    }
    expect(
      audit.findings.map((finding) => `${finding.rule} (${finding.impact}) on ${finding.screen}`),
      audit.summary(),
    ).toEqual([]);
  }

  private summary(): string {
    return `axe, ${this.label}: ${this.screens} screens, ${this.findings.length} serious or critical findings, ${this.minor.length} others`;
  }

  /** What was found, for whoever fixes it. */
  private print(info: TestInfo) {
    const lines = [...this.findings, ...this.minor].map(
      (finding) =>
        `  [${finding.impact}] ${finding.rule} on ${finding.screen}: ${finding.help}\n` +
        finding.targets
          .slice(0, 6)
          .map((target) => `      ${target}`)
          .join('\n') +
        (finding.targets.length > 6 ? `\n      … ${finding.targets.length - 6} more` : ''),
    );
    const text = [this.summary(), ...lines].join('\n');
    console.log(text);
    void info.attach('axe findings', { body: text, contentType: 'text/plain' });
  }
}

async function setUp(page: Page, theme: Theme, viewport: { width: number; height: number }) {
  // The theme follows the system until one is chosen: the system's is set here.
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.setViewportSize(viewport);
}

async function openList(page: Page, shell: AppShell, title: string, narrow: boolean) {
  if (narrow) {
    // At 375 px the sidebar is a drawer opened from the header.
    await shell.sidebarToggle.click();
  }
  await shell.open(title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A list with rows shows them before it is scanned: the grid's rows, or on a phone its cards.
  if (narrow) await expect(page.locator('.logistics-card').first()).toBeVisible({ timeout: 30_000 });
  else if ((await page.locator('.ag-root-wrapper').count()) > 0)
    await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 30_000 });
}

async function signIn(page: Page, role: DemoRole) {
  await new LoginPage(page).loginAs(role);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The pages anyone sees: login and registration, forgot password, reset password, 404. */
async function publicPages(audit: Audit, page: Page) {
  await page.goto('/authentication');
  await expect(page.getByText('Login to Your Account')).toBeVisible();
  await audit.scan('login');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByText('Create a New Account')).toBeVisible();
  await audit.scan('registration');
  await page.getByRole('button', { name: 'Register' }).click();
  await audit.scan('registration, errors shown');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.scan('forgot password dialog');
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await audit.scan('reset password');
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  await audit.scan('404');
}

/**
 * A master-data resource's form dialog (vendors), empty and with its errors shown. Its edit and delete dialogs are
 * the same kinds of screen as the sale's below (a form with values, a confirmation): scanned there.
 */
async function masterDataDialogs(audit: Audit, page: Page, role: DemoRole) {
  const vendors = new MasterDataPage(page, 'Vendors', 'vendor');
  await vendors.open(`/${role}/vendors`);
  const create = await vendors.openCreate('Vendor');
  await audit.scan('Create Vendor');
  await create.submit('Create');
  await audit.scan('Create Vendor, errors shown');
  await create.footerButton('Cancel').click();
  await expect(create.root).toBeHidden();
}

/** A sale's create (with two lines), edit and delete dialogs. */
async function saleDialogs(audit: Audit, page: Page, role: DemoRole) {
  // Seeded sales only (BILL-<year>-<n>): the sales other tests make meanwhile may be gone before their menu opens.
  const create = await openCreateDialog(page, `/${role}/sales?q=BILL-20`, 'Sales', 'Create Sale');
  await create.button('Add Item').click();
  await expect(create.line('Line 2')).toBeVisible();
  await audit.scan('Create Sale, two lines');
  await create.submit('Create');
  await audit.scan('Create Sale, errors shown');
  // The added line is an unsaved change: Cancel asks before it throws it away.
  await create.footerButton('Cancel').click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toBeVisible();
  await audit.scan('Discard unsaved changes?');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(create.root).toBeHidden();
  await rowAction(page, 'BILL-20', 'Edit');
  const edit = new DocumentDialog(page, 'Edit Sale');
  await edit.ready();
  await audit.scan('Edit Sale');
  await edit.footerButton('Cancel').click();
  await expect(edit.root).toBeHidden();
  await rowAction(page, 'BILL-20', 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete Sale' });
  await expect(remove).toBeVisible();
  await audit.scan('Delete Sale');
  await remove.getByRole('button', { name: 'Cancel' }).click();
}

async function detailPages(audit: Audit, page: Page, role: DemoRole) {
  const seeded = `SHP-${new Date().getFullYear()}-002`;
  await page.goto(`/${role}/shipments/${seeded}`);
  await expect(page.getByRole('heading', { name: `Shipment ${seeded}` })).toBeVisible();
  await expect(page.locator('main table, .ag-row').first()).toBeVisible();
  await audit.scan('shipment detail');
  await page.goto(`/${role}/inventories/north-depot`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await audit.scan('inventory detail');
}

async function profile(audit: Audit, page: Page, role: DemoRole) {
  await page.goto(`/${role}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await audit.scan('profile');
}

async function dashboard(audit: Audit, page: Page) {
  await page.goto('/admin');
  await new DashboardPage(page).ready();
  await audit.scan('dashboard');
}

/**
 * The dashboard while its charts load: their answer is held until the placeholder has been scanned (the route then
 * lets every request through).
 */
async function dashboardLoading(audit: Audit, page: Page) {
  const charts = '**/dashboard/charts?**';
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(charts, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('status', { name: 'Loading charts' })).toBeVisible();
  await audit.scan('dashboard, charts loading');
  release();
}

/** The menus a list opens: the row's actions, a column's menu, the user menu. */
async function menus(audit: Audit, page: Page, role: DemoRole) {
  // The seeded sales: a sale another test adds meanwhile would redraw the rows under the open menu.
  await page.goto(`/${role}/sales?q=BILL-20`);
  await tableReady(page, 'Sales');
  await page.locator('[role="row"].ag-row').first().getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await audit.scan('row actions menu');
  await page.keyboard.press('Escape');
  await page.locator('.ag-header-cell').getByRole('button').first().click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await audit.scan('column menu');
  await page.keyboard.press('Escape');
  await new AppShell(page).openUserMenu();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await audit.scan('user menu');
  await page.keyboard.press('Escape');
}

for (const theme of ['light', 'dark'] as const) {
  for (const [width, viewport] of [
    ['1440', WIDE],
    ['375', NARROW],
  ] as const) {
    test(`login, registration, reset password and 404 have no serious axe violation (${theme}, ${width} px)`, async ({
      page,
    }, info) => {
      await setUp(page, theme, viewport);
      await Audit.run(page, info, `public pages, ${theme}, ${width} px`, (audit) => publicPages(audit, page));
    });
  }
}

// A list of each kind (status tags, plain cells) and the dashboard (loading and loaded), in the light theme at
// 1440 px; the other themes and widths scan the sales list among the admin's other screens below.
test('a list of each kind, and the dashboard, have no serious axe violation (light, 1440 px)', async ({
  page,
}, info) => {
  test.setTimeout(360_000);
  await setUp(page, 'light', WIDE);
  await Audit.run(page, info, 'admin lists, light, 1440 px', async (audit) => {
    await signIn(page, 'admin');
    await dashboardLoading(audit, page);
    await dashboard(audit, page);
    const shell = new AppShell(page);
    for (const title of ['Sales', 'Vendors']) {
      await openList(page, shell, title, false);
      await audit.scan(`${title} list`);
    }
  });
});

test('every menu, dialog and detail of the admin has no serious axe violation (light, 1440 px)', async ({
  page,
}, info) => {
  test.setTimeout(360_000);
  await setUp(page, 'light', WIDE);
  await Audit.run(page, info, 'admin menus, dialogs and details, light, 1440 px', async (audit) => {
    await signIn(page, 'admin');
    await menus(audit, page, 'admin');
    await masterDataDialogs(audit, page, 'admin');
    await saleDialogs(audit, page, 'admin');
    await detailPages(audit, page, 'admin');
    await profile(audit, page, 'admin');
  });
});

for (const [theme, width, viewport] of [
  ['dark', '1440', WIDE],
  ['light', '375', NARROW],
  ['dark', '375', NARROW],
] as const) {
  test(`the admin's screens, each kind once, have no serious axe violation (${theme}, ${width} px)`, async ({
    page,
  }, info) => {
    test.setTimeout(360_000);
    await setUp(page, theme, viewport);
    await Audit.run(page, info, `admin, ${theme}, ${width} px`, async (audit) => {
      await signIn(page, 'admin');
      await dashboard(audit, page);
      await openList(page, new AppShell(page), 'Sales', width === '375');
      await audit.scan('Sales list');
      await masterDataDialogs(audit, page, 'admin');
      await saleDialogs(audit, page, 'admin');
      await detailPages(audit, page, 'admin');
      await profile(audit, page, 'admin');
    });
  });
}

test(`the phone roles' screens, each kind once, have no serious axe violation (light, ${PHONE.width} px)`, async ({
  page,
}, info) => {
  test.setTimeout(360_000);
  await setUp(page, 'light', PHONE);
  await Audit.run(page, info, `phone roles, light, ${PHONE.width} px`, async (audit) => {
    // The captain's home: their shipments as cards; then one shipment's detail, its sales stacked.
    await signInThroughApi(page, 'captain');
    await page.goto('/captain');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    const card = page.locator('.logistics-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await audit.scan("captain's shipments (cards)");
    const shipmentId = (await card.locator('.logistics-card-title').innerText()).trim();
    await page.goto(`/captain/shipments/${shipmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Shipment ${shipmentId}` })).toBeVisible();
    await expect(page.locator('.logistics-stacked-row').first()).toBeVisible();
    await audit.scan('shipment detail');

    // The inventory-in-charge's stock list (their inventory's detail), the Filters drawer of a list, and a
    // dialog with two lines.
    await signInThroughApi(page, 'inventory-in-charge');
    await page.goto('/inventory-in-charge/inventory');
    await expect(page.getByRole('heading', { level: 1, name: /North Depot/ })).toBeVisible();
    await expect(page.locator('.logistics-stacked-row').first()).toBeVisible({ timeout: 30_000 });
    await audit.scan("in-charge's stock list");
    await page.goto('/inventory-in-charge/sales');
    await expect(page.locator('.logistics-card').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await audit.scan('Filters drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /(^|\s)Create$/ }).click();
    const create = new DocumentDialog(page, 'Create Sale');
    await create.ready();
    await create.button('Add Item').click();
    await expect(create.line('Line 2')).toBeVisible();
    await audit.scan('Create Sale, two lines');
  });
});
