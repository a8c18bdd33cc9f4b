import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { settledBox } from '../pages/frames';
import { signIn } from '../pages/login-page';
import { apiOf } from '../pages/api';

/**
 * A list's search, filters, sort, page and page size are its URL (reload, Back and a copied
 * link show the same view); the columns a user hides or widens are remembered across reloads.
 */

/** What a user sees of the products list: its rows, its controls and its columns. */
async function view(page: Page) {
  const list = new ListPage(page, 'Products');
  await list.ready();
  return {
    names: await list.column('name'),
    prices: await list.column('price'),
    search: await list.searchBox('name').inputValue(),
    category: (await list.filterButton('Category').first().innerText()).replace(/\s+/g, ' ').trim(),
    pageLabel: await list.pageLabel.innerText(),
    rowsPerPage: (
      await page
        .locator('.ant-select')
        .filter({ has: page.getByLabel('Rows per page') })
        .innerText()
    )
      .replace(/\s+/g, ' ')
      .trim(),
    priceSort: await page.locator('.ag-header-cell[col-id="price"]').getAttribute('aria-sort'),
    headers: await page
      .locator('.ag-header-cell[col-id]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('col-id'))),
    categoryWidth: await page
      .locator('.ag-header-cell[col-id="category"]')
      .evaluate((cell) => Math.round(cell.getBoundingClientRect().width)),
  };
}

test('a list reloads, goes Back and opens from a copied link in the same view; hidden and widened columns stay', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/admin/products');
  // Three categories of this test's own, with fourteen products: other specs add products to the seed's categories
  // meanwhile, and one added between two looks at the list would be a row of one look and not of the other.
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const categories = ['Desks', 'Lamps', 'Shelves'].map((name) => `${name} ${tag}`);
  const api = await apiOf(page, request);
  for (const name of categories)
    expect((await api.post('/categories', { name, description: 'For the list URL test.' })).status).toBe(201);
  for (let index = 0; index < 14; index += 1) {
    const product = {
      name: `Item ${index + 1} ${tag}`,
      category: categories[index % categories.length],
      price: String(2 + index),
      sku: `LU${index + 1}-${tag}`,
      description: 'For the list URL test.',
    };
    expect((await api.post('/products', product)).status).toBe(201);
  }
  const list = new ListPage(page, 'Products');
  await list.ready();
  // As it opens, the list's URL holds nothing.
  expect(new URL(page.url()).search).toBe('');

  await list.search('name', 'e');
  await expect(page).toHaveURL(/\?q=e$/);
  const filter = await list.openFilter('Category');
  for (const category of categories)
    await filter.getByRole('option', { name: new RegExp(`^${category}`) }).click();
  await page.keyboard.press('Escape');
  // All three, however quickly they were clicked (a click before the filter is drawn again adds to the last).
  await expect
    .poll(() => new URL(page.url()).searchParams.getAll('category').sort())
    .toEqual([...categories].sort());
  await list.columnMenu('Price', 'Desc');
  await list.setPageSize(10);
  await expect(page).toHaveURL(/pageSize=10/);
  // The fourteen products of its three categories: 2 pages of 10 (3 of 5 while the rows of the size before show).
  await expect(list.pageLabel).toHaveText(/^Page 1 of 2$/);
  await expect.poll(async () => (await view(page)).names.length).toBe(10);
  const firstPage = await view(page);
  await list.goTo('next');
  await expect(list.pageLabel).toHaveText(/^Page 2 of/);
  await expect(page).toHaveURL(/page=2/);
  await list.columnMenu('SKU', 'Hide');
  await expect(page.locator('.ag-header-cell[col-id="sku"]')).toHaveCount(0);
  // Widen Category by dragging its edge, once the columns have slid into place after the hidden one.
  const edge = page.locator('.ag-header-cell[col-id="category"] .ag-header-cell-resize');
  const box = await settledBox(page, edge);
  const before = (await view(page)).categoryWidth;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const secondPage = await view(page);
  expect(secondPage.names.length).toBeGreaterThan(0);
  expect(secondPage.names).not.toEqual(firstPage.names);
  // The prices descend, in the grid's words as in its rows.
  expect(secondPage.priceSort).toBe('descending');
  expect(secondPage.category).toContain('3 selected');
  expect(secondPage.search).toBe('e');
  expect(secondPage.rowsPerPage).toBe('10');
  expect(secondPage.headers).not.toContain('sku');
  expect(secondPage.categoryWidth).toBeGreaterThan(before + 30);

  // Reload: the same rows, the same controls, the same columns.
  await page.reload();
  await expect(list.pageLabel).toHaveText(/^Page 2 of/);
  await expect.poll(() => view(page)).toEqual(secondPage);

  // Back: the step before (page 1), with the search, filter, sort and size it had.
  await page.goBack();
  await expect(list.pageLabel).toHaveText(/^Page 1 of/);
  await expect.poll(async () => (await view(page)).names).toEqual(firstPage.names);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await page.goForward();
  await expect(list.pageLabel).toHaveText(/^Page 2 of/);

  // The copied link in another tab of the same user: the same view.
  const link = page.url();
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto(link);
  await expect(new ListPage(other, 'Products').pageLabel).toHaveText(/^Page 2 of/);
  await expect.poll(() => view(other)).toEqual(secondPage);
  await other.close();

  // Reset filters clears the search and the filters from the URL (the sort and the size stay); Reset columns
  // shows SKU again.
  await list.resetFilters();
  await page.getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Reset columns' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-header-cell[col-id="sku"]')).toHaveCount(1);
  await expect(list.searchBox('name')).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/products\?sort=price&order=desc&pageSize=10$/);
});
