import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ListPage } from '../pages/list-page';
import { signIn } from '../pages/login-page';

/**
 * While an export downloads, the list says beside its Export button how many rows the file holds so far, then
 * that it is done (with the rows the file holds) or failed; the browser still saves the file as it comes.
 */

test('the list shows its export’s rows beside Export, then that it is done with the rows in the file', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/products');
  const list = new ListPage(page, 'Products');
  await list.ready();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toBeHidden();

  // Keyboard alone: focus Export, open its menu, choose CSV.
  await page.getByRole('button', { name: /Export$/ }).focus();
  await page.keyboard.press('Enter');
  // The menu opens with the focus on its first entry; a key pressed before that would reach the button (and
  // Enter close the menu again).
  await expect(page.getByRole('menuitem', { name: 'CSV', exact: true })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const [, ...rows] = parse(await readFile(await download.path()), { bom: true }) as string[][];
  expect(rows.length).toBeGreaterThan(1);

  await expect(progress).toHaveText(`Export done: ${rows.length.toLocaleString('en-US')} rows.`);
  await expect(progress).toHaveAttribute('role', 'status');
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/export-progress-desktop.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(progress).toBeVisible();
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/export-progress-phone.png` });
  }
});
