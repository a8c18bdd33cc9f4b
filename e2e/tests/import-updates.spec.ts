import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { exportAs, ListPage } from '../pages/list-page';
import { signIn } from '../pages/login-page';
import { apiOf } from '../pages/api';
import { toast } from '../pages/document-dialog';

/**
 * An import that updates: the admin exports products, changes a price in the file and imports it with "Create
 * new rows and update existing ones". The preview says what each row does; a row someone else changed after
 * the export is refused by its Version (at the preview, or at the commit, where the dialog shows the server's
 * report); the fixed file updates the price the list then shows.
 */

const csv = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n') + '\r\n';

/** Whether neither the page nor any region of the dialog scrolls sideways. */
function fitsSideways(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => {
    const scrollsSideways = (node: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) &&
      node.scrollWidth > node.clientWidth + 1;
    const page = document.documentElement;
    return (
      page.scrollWidth <= window.innerWidth &&
      ![element, ...element.querySelectorAll('*')].some(scrollsSideways)
    );
  });
}

/** Presses Tab until `target` has the focus (the dialog used with the keyboard alone). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the admin updates a price by exporting, editing and importing the products back', async ({
  page,
  browser,
  request,
}) => {
  const id = randomBytes(3).toString('hex').toUpperCase();
  const names = [1, 2, 3].map((n) => `Upsert Crate ${id} ${n}`);
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  for (const [n, name] of names.entries()) {
    const created = await api.post('/products', {
      name,
      // Not a category other specs list (see imports.spec).
      category: 'Tools and Hardware',
      price: `${n + 1}0`,
      sku: `UPS${id}${n}`,
    });
    expect(created.status).toBe(201);
  }
  // Someone else, signed in elsewhere: the procurement manager, who owns products too.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, 'procurement-manager');
  const other = await apiOf(otherPage, request);

  await page.goto('/admin/products');
  const list = new ListPage(page, 'Products');
  await list.ready();
  await list.search('name', `Upsert Crate ${id}`);
  await expect.poll(() => list.column('name')).toEqual(names);

  const exported = parse((await exportAs(page, 'CSV')).bytes, { bom: true }) as string[][];
  const [header, ...rows] = exported;
  if (!header) throw new Error('no header');
  const price = header.indexOf('Price');
  expect(header.at(-1)).toBe('Version');
  expect(rows.map((row) => row.at(-1))).toEqual(['1', '1', '1']);
  const edited = rows.map((row) => [...row]);
  (edited[1] as string[])[price] = '25.50';
  const file = (rows: string[][]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv([header, ...rows])),
  });

  // The dialog with the keyboard: Import, then the choice of what to do with existing rows.
  const importButton = page.getByRole('button', { name: /Import$/ });
  await importButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await expect(dialog).toBeVisible();
  const createOnly = dialog.getByRole('radio', { name: 'Create new rows only' });
  const upsert = dialog.getByRole('radio', { name: 'Create new rows and update existing ones' });
  await expect(createOnly).toBeChecked();
  await tabTo(page, createOnly);
  await page.keyboard.press('ArrowRight');
  await expect(upsert).toBeChecked();
  await expect(upsert).toBeFocused();

  const chooser = dialog.getByLabel('Click or drop a CSV or Excel (XLSX) file here');
  await chooser.setInputFiles(file(edited));
  const preview = dialog.getByRole('region', { name: 'The first 3 rows' });
  const actions = () => preview.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  await expect.poll(actions).toEqual(['unchanged', 'update', 'unchanged']);
  await expect(
    dialog.getByText('3 rows read, 3 valid. 0 to create, 1 to update, 2 unchanged, 0 invalid.'),
  ).toBeVisible();
  // On a phone the preview's rows are cards, each cell under its column's name: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByRole('listitem').nth(1)).toContainText('update');
  await expect(preview.getByRole('listitem').nth(1)).toContainText('25.50');
  expect(await fitsSideways(dialog)).toBe(true);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-preview-375.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-preview-1366.png` });

  // The third product changes after the preview: the commit checks again and names it with its counts.
  const third = await other.put(`/products/${encodeURIComponent(names[2] as string)}`, {
    price: '35',
    version: 1,
  });
  expect(third.status).toBe(200);
  const submit = dialog.getByRole('button', { name: 'Import 3 rows' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const versionMessage =
    'This product was changed by someone else since the file was exported (version 1, now 2).';
  await expect(
    dialog.getByRole('alert').filter({
      hasText:
        'Nothing was imported: row 4 now conflicts with a change someone else saved since the preview.',
    }),
  ).toBeVisible();
  const problems = dialog.getByRole('region', { name: '1 row no longer valid since the preview:' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(['4', 'Version', versionMessage].join(''));
  await expect(
    dialog.getByText('3 rows read, 2 valid. 0 to create, 1 to update, 1 unchanged, 1 invalid.'),
  ).toBeVisible();
  await expect.poll(actions).toEqual(['unchanged', 'update', 'invalid']);
  await expect(submit).toBeDisabled();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(problems.getByRole('listitem')).toContainText(versionMessage);
  expect(await fitsSideways(dialog)).toBe(true);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/import-refused-375.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nothing of the file was written; the other person's change shows.
  await expect.poll(() => list.column('price')).toEqual(['$10.00', '$20.00', '$35.00']);

  // A file exported now imports: the price changes, the rest stays.
  const again = parse((await exportAs(page, 'CSV')).bytes, { bom: true }) as string[][];
  const fresh = again.slice(1).map((row) => [...row]);
  (fresh[1] as string[])[price] = '25.50';
  await importButton.click();
  await upsert.check();
  await chooser.setInputFiles(file(fresh));
  await expect.poll(actions).toEqual(['unchanged', 'update', 'unchanged']);

  // The old file, read at the preview this time: the row changed since names its versions, and the file is what
  // must change.
  await chooser.setInputFiles(file(edited));
  const invalid = dialog.getByRole('region', {
    name: '1 invalid row: fix it in the file and choose it again.',
  });
  await expect(invalid.getByRole('row').nth(1)).toHaveText(['4', 'Version', versionMessage].join(''));

  await chooser.setInputFiles(file(fresh));
  await expect.poll(actions).toEqual(['unchanged', 'update', 'unchanged']);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(toast(page, '0 products created, 1 updated, 2 unchanged.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => list.column('price')).toEqual(['$10.00', '$25.50', '$35.00']);
  await otherContext.close();
});
