import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** Clicks a list's Export, then the format, and reads the file the browser saved. */
export async function exportAs(page: Page, format: 'CSV' | 'CSV (as shown)' | 'Excel (XLSX)') {
  await page.getByRole('button', { name: /Export$/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format, exact: true }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** A list screen built on the shared data table: search, faceted filters, column menus, View, paging. */
export class ListPage {
  readonly heading: Locator;
  readonly grid: Locator;
  readonly pageLabel: Locator;
  /** The grid's empty-list overlay: shown only when the server answered with no rows. */
  readonly noResults: Locator;
  /** The rows as cards, as a list shows them under 768 px instead of the grid. */
  readonly cards: Locator;

  constructor(
    private readonly page: Page,
    title: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
    this.pageLabel = page.getByText(/^Page \d+ of \d+$/);
    // The grid also announces "No results." in a screen-reader live region: the overlay is what a person sees.
    this.noResults = page.locator('.ag-overlay').getByText('No results.');
    this.cards = page.locator('.logistics-card');
  }

  async ready() {
    await expect(this.heading).toBeVisible();
    // The grid's first row, or on a phone its first card.
    await expect(this.page.locator('[role="row"][row-index]').or(this.cards).first()).toBeVisible();
    await this.settled();
  }

  /**
   * Waits until the rows are the current page's: while the next page loads, the grid keeps the previous page's
   * rows under its loading overlay (the page label has already moved on).
   */
  async settled() {
    await expect(this.page.locator('.ag-overlay-loading-wrapper:visible')).toHaveCount(0);
  }

  /** The texts of one column's cells on the current page, by the column's field, in the order shown. */
  async column(field: string): Promise<string[]> {
    // The grid keeps a row's element when rows move, placing it by its row-index: read them in that order.
    return this.page.locator('[role="row"][row-index]').evaluateAll(
      (rows, colId) =>
        rows
          .map((row) => ({
            index: Number(row.getAttribute('row-index')),
            text: (row.querySelector(`[col-id="${colId}"]`)?.textContent ?? '').trim(),
          }))
          .sort((a, b) => a.index - b.index)
          .map((row) => row.text),
      field,
    );
  }

  async rowCount(): Promise<number> {
    return this.page.locator('[role="row"][row-index]').count();
  }

  searchBox(label: string): Locator {
    return this.page.getByPlaceholder(`Filter ${label}s...`);
  }

  /**
   * Types into the search box and waits until the list has taken it: the table sends the search 300 ms after the
   * last keystroke and writes it into the URL's `q`, and the rows are then the answer's. A row found or clicked
   * before that may be one the answer takes away, with its open menu.
   */
  async search(label: string, text: string) {
    await this.searchBox(label).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q') ?? '').toBe(text);
    await this.settled();
  }

  /** Opens a column's header menu and picks Asc, Desc or Hide. */
  async columnMenu(header: string, item: 'Asc' | 'Desc' | 'Hide') {
    await this.page.locator('.ag-header-cell').getByRole('button', { name: header }).click();
    await this.page.getByRole('menuitem', { name: item }).last().click();
  }

  async toggleColumn(header: string) {
    await this.page.getByRole('button', { name: 'View' }).click();
    await this.page.getByRole('menuitem', { name: header }).click();
    await this.page.keyboard.press('Escape');
  }

  async setPageSize(size: number) {
    await this.page.getByLabel('Rows per page').click();
    await this.page.getByTitle(String(size), { exact: true }).last().click();
  }

  async goTo(which: 'first' | 'previous' | 'next' | 'last') {
    await this.page.getByRole('button', { name: `Go to ${which} page` }).click();
  }

  filterButton(label: string): Locator {
    return this.page.locator('.logistics-facet-filter').filter({ hasText: label });
  }

  /** Opens a faceted filter; its options are role=option with their counts. */
  async openFilter(label: string): Promise<Locator> {
    await this.filterButton(label).first().click();
    const list = this.page.getByRole('listbox', { name: label });
    await expect(list).toBeVisible();
    return list;
  }

  async resetFilters() {
    await this.page.getByRole('button', { name: 'Reset filters' }).click();
  }
}
