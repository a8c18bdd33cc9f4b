import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { LoginPage, signIn } from '../pages/login-page';
import { seededRow, purchase, sale } from '../pages/documents';
import { apiOf } from '../pages/api';
import { toast } from '../pages/document-dialog';

/**
 * Bulk actions on a list: the selection survives paging within the same search, "Select all N matching", Delete
 * selected with one confirmation naming how many and which kind, and a refused bulk action that names its row
 * and changes nothing.
 */
/** A fresh mark per test run, so a repeated run makes rows of its own. */
const freshSuffix = () => `${Date.now().toString(36).slice(-5)}${test.info().repeatEachIndex}`.toUpperCase();

/** The screen's words (shared/contracts/messages.ts, bulkTexts), as a user reads them. */
const texts = {
  menu: 'Bulk actions',
  deleteSelected: 'Delete selected',
  deleteTitle: 'Confirm delete',
  clearSelection: 'Clear selection',
  selectedCount: (count: number) => `${count} selected`,
  pageAllSelected: (count: number) => `All ${count} rows on this page are selected.`,
  selectAllMatching: (count: number) => `Select all ${count} matching`,
  allMatchingSelected: (count: number) => `All ${count} matching rows are selected.`,
  deleteQuestion: (count: number) => `Delete ${count} vendors? This action cannot be undo.`,
  deleted: (count: number) => `${count} vendors deleted.`,
  refusedOne: 'Nothing was changed: 1 vendor cannot be changed so.',
  changedSince: (name: string) => `${name}: changed by someone else since you saw it; reload and try again.`,
  notFound: (name: string) => `${name}: not found, or outside what you may change.`,
  deselectedOne: 'The row not found is no longer selected.',
};

/** The row's selection box, by the vendor's name in it. */
const rowBox = (page: Page, name: string) =>
  page.locator('[role="row"][row-index]').filter({ hasText: name }).locator('.ag-selection-checkbox input');

async function makeVendors(page: Page, request: Parameters<typeof apiOf>[1], names: readonly string[]) {
  const api = await apiOf(page, request);
  for (const name of names) expect((await api.post('/vendors', { name })).status).toBe(201);
  return api;
}

/** The admin's Vendors list searched for two new vendors, `${prefix} A` and `${prefix} B`, both selected. */
async function twoSelectedVendors(page: Page, request: Parameters<typeof apiOf>[1], prefix: string) {
  await signIn(page, 'admin');
  const names = [`${prefix} A`, `${prefix} B`] as const;
  const api = await makeVendors(page, request, names);
  await page.goto('/admin/vendors');
  const list = new ListPage(page, 'Vendors');
  await list.ready();
  await list.search('name', prefix);
  await expect(page.getByText('0 of 2 row(s) selected')).toBeVisible();
  await page.locator('.ag-header-select-all input').check();
  await expect(page.getByText(texts.selectedCount(2))).toBeVisible();
  return { api, list, names };
}

test('select across two pages, Delete selected, confirm naming the count, the rows are gone', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const suffix = freshSuffix();
  const prefix = `Bulk ${suffix}`;
  const names = Array.from({ length: 7 }, (_, index) => `${prefix} ${index + 1}`);
  await makeVendors(page, request, names);

  await page.goto('/admin/vendors');
  const list = new ListPage(page, 'Vendors');
  await list.ready();
  await list.search('name', prefix);
  await list.setPageSize(5);
  await expect(list.pageLabel).toHaveText('Page 1 of 2');
  await list.settled();

  // The whole page, then every matching row, then none.
  await page.locator('.ag-header-select-all input').check();
  await expect(page.getByText(texts.pageAllSelected(5))).toBeVisible();
  await page.getByRole('button', { name: texts.selectAllMatching(7) }).click();
  await expect(page.getByText(texts.allMatchingSelected(7))).toBeVisible();
  await page.getByRole('button', { name: texts.clearSelection }).click();
  await expect(page.getByText('0 of 7 row(s) selected')).toBeVisible();

  // Two rows here, one on the next page: the selection follows.
  const pageOne = await list.column('name');
  await rowBox(page, pageOne[0] as string).check();
  await rowBox(page, pageOne[1] as string).check();
  await list.goTo('next');
  await expect(list.pageLabel).toHaveText('Page 2 of 2');
  await list.settled();
  const pageTwo = await list.column('name');
  await rowBox(page, pageTwo[0] as string).check();
  await expect(page.getByText(texts.selectedCount(3))).toBeVisible();
  await list.goTo('previous');
  await list.settled();
  await expect(rowBox(page, pageOne[0] as string)).toBeChecked();
  await expect(rowBox(page, pageOne[1] as string)).toBeChecked();

  // With the keyboard: Enter opens the menu on its first item, Enter chooses it, and the question stays open.
  await page.getByRole('button', { name: texts.menu }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: texts.deleteSelected })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
  await expect(dialog).toContainText(texts.deleteQuestion(3));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, texts.deleted(3))).toBeVisible();

  await expect(page.getByText('0 of 4 row(s) selected')).toBeVisible();
  await expect(list.pageLabel).toHaveText('Page 1 of 1');
  const left = await list.column('name');
  expect(left.sort()).toEqual(
    names.filter((name) => ![pageOne[0], pageOne[1], pageTwo[0]].includes(name)).sort(),
  );
});

test('a bulk delete refused by one changed row names it and deletes nothing', async ({ page, request }) => {
  const suffix = freshSuffix();
  const { api, list, names } = await twoSelectedVendors(page, request, `Stale ${suffix}`);

  // Someone else changes A after the page showed it.
  const path = `/vendors/${encodeURIComponent(names[0])}`;
  const current = (await api.get(path)).body as { vendor: { version: number } };
  expect(
    (await api.put(path, { email: `a-${suffix.toLowerCase()}@example.com`, version: current.vendor.version }))
      .status,
  ).toBe(200);

  await page.getByRole('button', { name: texts.menu }).click();
  await page.getByRole('menuitem', { name: texts.deleteSelected }).click();
  const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
  await expect(dialog).toContainText(texts.deleteQuestion(2));
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const refusal = page.locator('.logistics-bulk-refusal');
  await expect(refusal).toContainText(texts.refusedOne);
  await expect(refusal).toContainText(texts.changedSince(names[0]));
  // Nothing changed: both vendors are still there, and still selected.
  await expect(page.getByText(texts.selectedCount(2))).toBeVisible();
  expect((await list.column('name')).sort()).toEqual([...names].sort());
  for (const name of names) expect((await api.get(`/vendors/${encodeURIComponent(name)}`)).status).toBe(200);
});

test('a bulk delete with a row someone else deleted names it, deletes nothing and leaves it out of the selection', async ({
  page,
  request,
}) => {
  const { api, names } = await twoSelectedVendors(page, request, `Gone ${freshSuffix()}`);

  // Someone else deletes A after the page showed it.
  expect((await api.delete(`/vendors/${encodeURIComponent(names[0])}`)).status).toBe(200);

  await page.getByRole('button', { name: texts.menu }).click();
  await page.getByRole('menuitem', { name: texts.deleteSelected }).click();
  const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // The refusal names A as the list showed it, and the selection keeps only what can still be acted on.
  const refusal = page.locator('.logistics-bulk-refusal');
  await expect(refusal).toContainText(texts.refusedOne);
  await expect(refusal).toContainText(texts.notFound(names[0]));
  await expect(refusal).toContainText(texts.deselectedOne);
  await expect(page.getByText(texts.selectedCount(1))).toBeVisible();
  expect((await api.get(`/vendors/${encodeURIComponent(names[1])}`)).status).toBe(200);
});

test('a bulk delete of purchases refused by stock (one purchase’s units were sold) names it and deletes nothing', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const suffix = freshSuffix();
  const api = await apiOf(page, request);
  // A product of its own, so the sale below can only take the units bought here.
  const product = `Bulk Stock ${suffix}`;
  expect(
    (
      await api.post('/products', {
        name: product,
        category: 'Tools and Hardware',
        price: '3',
        sku: `BS${suffix}`,
      })
    ).status,
  ).toBe(201);
  const [sold, unsold] = [`MR-BULK-${suffix}-A`, `MR-BULK-${suffix}-B`];
  for (const mrId of [sold, unsold]) await purchase(api, mrId, product, 2);
  // Oldest first: the sale takes both units of the first purchase.
  await sale(api, `B-BULK-${suffix}`, product, 2);

  await page.goto('/admin/purchases');
  const list = new ListPage(page, 'Purchases');
  await list.ready();
  await list.search('MR ID', `MR-BULK-${suffix}`);
  await expect(page.getByText('0 of 2 row(s) selected')).toBeVisible();
  await page.locator('.ag-header-select-all input').check();
  await expect(page.getByText(texts.selectedCount(2))).toBeVisible();
  await page.getByRole('button', { name: texts.menu }).click();
  await page.getByRole('menuitem', { name: texts.deleteSelected }).click();
  const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
  await expect(dialog).toContainText('Delete 2 purchases? This action cannot be undo.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const refusal = page.locator('.logistics-bulk-refusal');
  await expect(refusal).toContainText('Nothing was changed: 1 purchase cannot be changed so.');
  await expect(refusal).toContainText(`${sold}: `);
  await expect(refusal).not.toContainText(`${unsold}: `);
  // Nothing changed: both purchases are still there, and still selected.
  await expect(page.getByText(texts.selectedCount(2))).toBeVisible();
  expect((await list.column('mr_id')).sort()).toEqual([sold, unsold]);
  for (const mrId of [sold, unsold]) expect((await api.get(`/purchases/${mrId}`)).status).toBe(200);
});

test('the inventory-manager sets the status of the selected sales in one step', async ({
  page,
  browser,
  request,
}) => {
  await new LoginPage(page).loginAs('admin');
  const suffix = freshSuffix();
  const api = await apiOf(page, request);
  const product = await seededRow<{ name: string }>(api, 'products');
  await purchase(api, `MR-STATUS-${suffix}`, product.name, 2);
  const bills = [`B-STATUS-${suffix}-1`, `B-STATUS-${suffix}-2`];
  for (const billId of bills) await sale(api, billId, product.name, 1);

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'inventory-manager');
  await manager.goto('/inventory-manager/sales');
  const list = new ListPage(manager, 'Sales');
  await list.ready();
  await list.search('BILL ID', `B-STATUS-${suffix}`);
  await expect(manager.getByText('0 of 2 row(s) selected')).toBeVisible();
  expect(await list.column('status')).toEqual(['Pending', 'Pending']);
  await manager.locator('.ag-header-select-all input').check();
  await manager.getByRole('button', { name: texts.menu }).click();
  await manager.getByRole('menuitem', { name: 'Set status' }).click();
  await manager.getByRole('menuitem', { name: 'Cancelled' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Confirm status change' });
  await expect(dialog).toContainText('Set the status of 2 sales to “Cancelled”?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(manager, '2 sales set to “Cancelled”.')).toBeVisible();
  await expect.poll(() => list.column('status')).toEqual(['Cancelled', 'Cancelled']);
  for (const billId of bills)
    expect(((await api.get(`/sales/${billId}`)).body as { sale: { status: string } }).sale.status).toBe(
      'cancelled',
    );
  await manager.context().close();
});
