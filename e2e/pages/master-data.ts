import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ListPage } from './list-page';
import { tableRows, toast, DocumentDialog } from './document-dialog';
import { apiOf } from './api';
import { signIn } from './login-page';
import { screenshot } from './screenshots';

/**
 * A master-data list screen (vendors, customers, products, vehicles, inventories, employees, supervisors):
 * the shared table with its search box and faceted filters, the form dialogs and the delete confirmation.
 */
export class MasterDataPage {
  readonly list: ListPage;

  constructor(
    readonly page: Page,
    readonly title: string,
    /** The search field's label in the box's placeholder, 'Filter {label}s...'. */
    readonly searchLabel: string,
  ) {
    this.list = new ListPage(page, title);
  }

  async open(path: string) {
    await this.page.goto(path);
    await this.ready();
  }

  /** The list's heading and its first row (on a phone, its first card). */
  async ready() {
    await this.list.ready();
  }

  rows(): Locator {
    return tableRows(this.page);
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The texts of one column's cells on the current page, by the column's field. */
  async column(field: string): Promise<string[]> {
    return (await this.rows().locator(`[col-id="${field}"]`).allInnerTexts()).map((text) => text.trim());
  }

  async search(text: string) {
    await this.list.search(this.searchLabel, text);
  }

  /** Picks the options of a faceted filter (by their label) and closes its list. */
  async filter(label: string, ...options: string[]) {
    const list = await this.list.openFilter(label);
    for (const option of options) {
      await list.getByRole('option', { name: new RegExp(`^${escape(option)}`) }).click();
    }
    await this.page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: /(^|\s)Create$/ });
  }

  /** The row's actions menu, opened (a row redrawn by a refetch may swallow the first click: tried again). */
  private async openRowMenu(text: string): Promise<Locator> {
    const row = this.row(text).first();
    await expect(row).toBeVisible();
    const items = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem');
    await expect(async () => {
      if (!(await items.first().isVisible())) await row.getByRole('button', { name: 'Open menu' }).click();
      await expect(items.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    return items;
  }

  /** The items of a row's actions menu, e.g. ['Make as Copy', 'Edit', 'Delete']. */
  async rowMenu(text: string): Promise<string[]> {
    const items = await this.openRowMenu(text);
    const names = (await items.allInnerTexts()).map((name) => name.trim());
    await this.page.keyboard.press('Escape');
    await expect(items.first()).toBeHidden();
    return names;
  }

  async rowAction(text: string, action: 'Edit' | 'Delete') {
    const items = await this.openRowMenu(text);
    await items.filter({ hasText: action }).click();
  }

  dialog(title: string): FormDialogPage {
    return new FormDialogPage(this.page, title);
  }

  async openCreate(kind: string): Promise<FormDialogPage> {
    await this.createButton.click();
    const dialog = this.dialog(`Create ${kind}`);
    await dialog.ready();
    return dialog;
  }

  async openEdit(rowText: string, kind: string): Promise<FormDialogPage> {
    await this.rowAction(rowText, 'Edit');
    const dialog = this.dialog(`Edit ${kind}`);
    await dialog.ready();
    return dialog;
  }

  /**
   * Creates a grey 2024 Iveco Daily van of 3,500 kg through the Vehicles page's Create dialog (its plate number and
   * capacity shown once its type is chosen), and waits for the toast that says so.
   */
  async createVan(vin: string, plateNumber: string) {
    const create = await this.openCreate('Vehicle');
    await create.fill('VIN', vin);
    await create.fill('Make', 'Iveco');
    await create.fill('Model', 'Daily');
    await create.fill('Year', '2024');
    await create.fill('Color', 'Grey');
    await create.choose('Type', 'Van');
    await create.save({ 'Plate number': plateNumber, 'Cargo capacity (kg)': '3500' }, 'Create');
    await expect(this.toast('Vehicle created successfully!')).toBeVisible();
  }

  /** Deletes the row through the confirmation, checking its exact wording first. */
  async deleteRow(rowText: string, dialogTitle: string, wording: string) {
    await this.rowAction(rowText, 'Delete');
    const confirm = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(wording);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
  }

  toast(text: string | RegExp): Locator {
    return toast(this.page, text);
  }
}

/** A create or edit dialog of the shared form kit: labelled fields, selects, date pickers, footer buttons. */
export class FormDialogPage extends DocumentDialog {
  constructor(
    private readonly host: Page,
    title: string,
  ) {
    super(host, title);
  }

  /**
   * A date picker field: typing the date in its display format ('MMM DD, YYYY') moves the panel to it, and a
   * click on its cell (titled YYYY-MM-DD) picks it. Enter would also submit the dialog's form.
   */
  async pickDate(label: string, isoDate: string) {
    const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const shown = `${months[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
    const input = this.field(label);
    await input.click();
    await input.fill(shown);
    await this.host
      .locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${isoDate}"]`)
      .click();
    await expect(input).toHaveValue(shown);
  }

  /** Fills the fields and submits with the footer's Create or Update. */
  async save(values: Record<string, string>, submit: 'Create' | 'Update') {
    for (const [label, value] of Object.entries(values)) await this.fill(label, value);
    await this.submit(submit);
    await expect(this.root).toBeHidden();
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The refusal of a save made on a vendor someone else saved since the dialog read it. */
export const STALE_VENDOR_REFUSAL =
  'This vendor was changed by someone else since you opened it. Reload it and apply your change again.';

/**
 * A vendor of the test's own, made through the API, its edit dialog opened by the admin in `page`, and then saved by
 * someone else (its phone changed to `otherPhone`): the version the dialog holds is stale.
 */
export async function vendorSavedUnderOpenDialog(
  page: Page,
  request: APIRequestContext,
  name: string,
  { phone, otherPhone }: { phone: string; otherPhone: string },
) {
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  expect((await api.post('/vendors', { name, phone })).status).toBe(201);
  const vendors = new MasterDataPage(page, 'Vendors', 'name');
  await vendors.open('/admin/vendors');
  await vendors.search(name);
  const dialog = await vendors.openEdit(name, 'Vendor');
  const path = `/vendors/${encodeURIComponent(name)}`;
  const current = (await api.get(path)).body as { vendor: { version: number } };
  expect((await api.put(path, { phone: otherPhone, version: current.vendor.version })).status).toBe(200);
  return { api, dialog, path };
}

/** A picture of the screen for docs/screenshots: master-data-<name>.png. */
export const shot = (page: Page, name: string) => screenshot(page, `master-data-${name}`);
