import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductApi } from './api';
import { ListPage } from './list-page';

/** The select that is open on the page: antd keeps a closed one's list in the page, hidden. */
const OPEN_SELECT = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** The open select's list: its options, or what it says instead of them. */
export function openSelect(page: Page): Locator {
  return page.locator(OPEN_SELECT);
}

/** The options the open select lists. */
export function openOptions(page: Page): Locator {
  return page.locator(`${OPEN_SELECT} .ant-select-item-option`);
}

/** The open select's active option (the one Enter picks). */
export function activeOption(page: Page): Locator {
  return page.locator(`${OPEN_SELECT} .ant-select-item-option-active`);
}

/**
 * A purchase, sale, transfer or shipment dialog: labelled fields, antd selects searched by typing, the lines as
 * groups named 'Line 1', 'New line 1', and the read-only live total.
 */
export class DocumentDialog {
  readonly root: Locator;
  /**
   * The warning that someone else saved the row since the dialog opened, with its Reload. A test that then saves
   * anyway waits for it first: it grows the dialog and moves the buttons, so a click made as it appears can miss.
   */
  readonly changedUnderneath: Locator;

  constructor(
    private readonly page: Page,
    title: string,
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.changedUnderneath = this.root.getByTestId('changed-underneath');
  }

  async ready() {
    await expect(this.root).toBeVisible();
  }

  /** An alert of the dialog's that says `text` (a refusal above its buttons, a warning above its form). */
  alert(text: string): Locator {
    return this.root.getByRole('alert').filter({ hasText: text });
  }

  field(label: string, scope: Locator = this.root): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  async fill(label: string, value: string, scope: Locator = this.root) {
    await this.field(label, scope).fill(value);
  }

  /** Opens a select, types to search and picks the option whose text starts with `text`. */
  async choose(label: string, text: string, scope: Locator = this.root) {
    const input = this.field(label, scope);
    const select = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
    // The options are searched on the server 300 ms after typing: the list may redraw under the pointer, so
    // the pick is checked and tried again until the select shows it.
    await expect(async () => {
      await input.click();
      await input.fill(text);
      const option = openOptions(this.page).filter({ hasText: text }).first();
      await expect(option).toBeVisible();
      await this.page.waitForTimeout(400);
      await option.click();
      await expect(select).toContainText(text, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  line(name: string): Locator {
    return this.root.getByRole('group', { name, exact: true });
  }

  button(text: string): Locator {
    return this.root.getByRole('button', { name: new RegExp(`(^|\\s)${text}$`) });
  }

  /** Footer buttons live in the modal, outside the form. */
  footerButton(text: string): Locator {
    return this.root
      .locator('.ant-modal-footer')
      .getByRole('button', { name: new RegExp(`(^|\\s)${text}$`) });
  }

  async total(): Promise<string> {
    return this.field('Total price').inputValue();
  }

  async submit(text: string) {
    await this.footerButton(text).click();
  }
}

/**
 * The data table's body rows, or on a phone (under 768 px) the cards the list shows instead; each holds its row's
 * texts and its "Open menu". ag-grid 36 keeps body rows in `.ag-grid-scrolling-container`, not the
 * `.ag-center-cols-container` of older versions; `.ag-row` is on body rows in both.
 */
export function tableRows(page: Page): Locator {
  return page.locator('[role="row"].ag-row, .logistics-card');
}

export async function tableReady(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tableRows(page).first()).toBeVisible();
}

/** The texts of one column's cells on the current page, by the column's field. */
export async function tableColumn(page: Page, field: string): Promise<string[]> {
  return (await tableRows(page).locator(`[col-id="${field}"]`).allInnerTexts()).map((text) => text.trim());
}

/** The row of a list whose cells contain `text`, and its actions menu. */
export async function rowAction(page: Page, text: string, action: 'Edit' | 'View' | 'Delete' | 'Preview') {
  const row = tableRows(page).filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** A toast (antd notification) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}

export interface StockRow {
  mr_id: string;
  product: string;
  quantity: number;
}

/** What an inventory holds of one batch (MR ID and product), or of the product in all batches (`mrId` null). */
export async function stockOf(
  api: ProductApi,
  inventoryPath: string,
  mrId: string | null,
  product: string,
): Promise<number> {
  const { body } = await api.get<{ inventory: { inventories: StockRow[] } }>(`/inventories/${inventoryPath}`);
  return body.inventory.inventories
    .filter((row) => (mrId === null || row.mr_id === mrId) && row.product === product)
    .reduce((sum, row) => sum + row.quantity, 0);
}

/**
 * The Edit Sale dialog of a seeded sale (BILL-<year>-<n>) in `role`'s Sales list, ready: the sales other tests make
 * today come first, and change or go meanwhile.
 */
export async function editSeededSale(page: Page, role: string): Promise<DocumentDialog> {
  await page.goto(`/${role}/sales`);
  await tableReady(page, 'Sales');
  await new ListPage(page, 'Sales').search('BILL ID', 'BILL-20');
  await rowAction(page, 'BILL-20', 'Edit');
  const dialog = new DocumentDialog(page, 'Edit Sale');
  await dialog.ready();
  return dialog;
}

/** Opens the list at `path` and, once its table shows, its Create dialog `dialogTitle`, ready. */
export async function openCreateDialog(
  page: Page,
  path: string,
  listTitle: string,
  dialogTitle: string,
): Promise<DocumentDialog> {
  await page.goto(path);
  await tableReady(page, listTitle);
  await page.getByRole('button', { name: /(^|\s)Create$/ }).click();
  const dialog = new DocumentDialog(page, dialogTitle);
  await dialog.ready();
  return dialog;
}
