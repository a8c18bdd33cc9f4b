import { expect, test, type Browser, type Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoginPage } from '../pages/login-page';
import { ListPage } from '../pages/list-page';
import { seededRow, purchase, sale, today } from '../pages/documents';
import { MasterDataPage } from '../pages/master-data';
import { apiOf } from '../pages/api';
import { tableReady, tableRows, toast, DocumentDialog } from '../pages/document-dialog';
import type { DemoRole } from '../pages/demo-accounts';

/**
 * Live lists, as two people see them in Chromium: the inventory-manager cancels a sale, and the
 * fleet-manager's open sales list and shipment detail show "Cancelled" within two seconds without a reload,
 * the list keeping its selection; the fleet-manager's open edit dialog of that sale says it changed underneath
 * and loads the saved values on Reload. A master-data edit dialog does the same, and says when its row is
 * renamed away.
 */
const LIVE_MS = 2000;
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'live-lists');

async function signedIn(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).loginAs(role);
  return page;
}

/** The status select of the sale dialog (its visible text is the chosen option's label). */
const statusOf = (dialog: DocumentDialog) =>
  dialog.field('Status').locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * The sale's row in `role`'s Sales list, searched by its BILL ID until it is the only row: the search has been
 * applied, so the rows no longer change under the pointer (a fresh-clone run clicked a menu button while the
 * search was being applied, and no menu opened).
 */
async function saleRowAlone(page: Page, role: string, billId: string) {
  await page.goto(`/${role}/sales`);
  await tableReady(page, 'Sales');
  await new ListPage(page, 'Sales').search('BILL ID', billId);
  await expect(tableRows(page)).toHaveCount(1);
  return tableRows(page).filter({ hasText: billId });
}

test("a sale cancelled by one person updates the other's list, shipment and open dialog live", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-6).toUpperCase();
  const billId = `B-LIVE-${tag}`;
  const shipmentId = `S-LIVE-${tag}`;

  // The admin makes a stocked sale in a shipment.
  const admin = await signedIn(browser, 'admin');
  const api = await apiOf(admin, request);
  const product = await seededRow<{ name: string }>(api, 'products');
  const vehicle = await seededRow<{ vin: string }>(api, 'vehicles');
  const captain = await seededRow<{ id: string }>(api, 'captains');
  await purchase(api, `MR-LIVE-${tag}`, product.name, 2);
  await sale(api, billId, product.name, 1);
  expect(
    (
      await api.post('/shipments', {
        shipment_id: shipmentId,
        shipment_date: today(),
        vehicle_vin: vehicle.vin,
        captain_id: captain.id,
        orders: [{ bill_id: billId }],
      })
    ).status,
  ).toBe(201);
  await admin.context().close();

  // The fleet-manager: the sales list (the sale selected, its edit dialog open) and, in a second tab, the
  // shipment's detail.
  const fleet = await signedIn(browser, 'fleet-manager');
  const row = await saleRowAlone(fleet, 'fleet-manager', billId);
  await expect(row.locator('[col-id="status"]')).toHaveText('Pending');
  await row.getByRole('checkbox').check();
  await expect(fleet.getByText(/^1 of 1 row\(s\) selected$/)).toBeVisible();

  const shipmentTab = await fleet.context().newPage();
  await shipmentTab.goto(`/fleet-manager/shipments/${shipmentId}`);
  await expect(shipmentTab.getByRole('heading', { name: `Shipment ${shipmentId}` })).toBeVisible();
  const shippedSale = shipmentTab.getByRole('row').filter({ hasText: billId });
  await expect(shippedSale).toContainText('Pending');

  await row.getByRole('button', { name: 'Open menu' }).click();
  await fleet.getByRole('menuitem', { name: 'Edit' }).click();
  const fleetDialog = new DocumentDialog(fleet, 'Edit Sale');
  await fleetDialog.ready();
  await expect(statusOf(fleetDialog)).toContainText('Pending');
  const warning = fleetDialog.changedUnderneath;
  await expect(warning).toHaveCount(0);

  // The inventory-manager cancels the sale through their own edit dialog.
  const manager = await signedIn(browser, 'inventory-manager');
  const managerRow = await saleRowAlone(manager, 'inventory-manager', billId);
  await managerRow.getByRole('button', { name: 'Open menu' }).click();
  await manager.getByRole('menuitem', { name: 'Edit' }).click();
  const managerDialog = new DocumentDialog(manager, 'Edit Sale');
  await managerDialog.ready();
  await managerDialog.choose('Status', 'Cancelled');
  await managerDialog.submit('Update Sale');
  await expect(toast(manager, /updated successfully/i)).toBeVisible();

  // Within two seconds, without a reload: the open dialog warns, the list behind it and the other tab's
  // shipment show the new status, and the row is still selected.
  await expect(warning).toBeVisible({ timeout: LIVE_MS });
  await expect(warning).toContainText(
    'This sale was changed by someone else since you opened it. Reload it to see the changes before saving.',
  );
  await expect(row.locator('[col-id="status"]')).toHaveText('Cancelled', { timeout: LIVE_MS });
  await expect(shippedSale).toContainText('Cancelled', { timeout: LIVE_MS });
  // The dialog kept what the fleet-manager had loaded until they choose to reload it.
  await expect(statusOf(fleetDialog)).toContainText('Pending');
  await fleet.screenshot({ path: join(SHOTS, 'changed-underneath.png') });

  await warning.getByRole('button', { name: 'Reload' }).click();
  await expect(statusOf(fleetDialog)).toContainText('Cancelled');
  await expect(warning).toHaveCount(0);
  await fleet.screenshot({ path: join(SHOTS, 'reloaded.png') });
  await fleetDialog.footerButton('Cancel').click();
  await expect(fleetDialog.root).toBeHidden();
  await expect(fleet.getByText(/^1 of 1 row\(s\) selected$/)).toBeVisible();
  // Still the list they searched: the search is in its URL.
  await expect(fleet).toHaveURL(new RegExp(`/fleet-manager/sales\\?q=${billId}$`));

  await manager.context().close();
  await fleet.context().close();
});

test("a vendor saved, then renamed, by the admin is told in the procurement-manager's open edit dialog, live", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-6).toUpperCase();
  const name = `Live Vendor ${tag}`;
  const email = `live-${tag.toLowerCase()}@vendors.example`;
  const saved = `orders-${tag.toLowerCase()}@vendors.example`;

  const admin = await signedIn(browser, 'admin');
  const api = await apiOf(admin, request);
  expect((await api.post('/vendors', { name, email })).status).toBe(201);
  const path = `/vendors/${encodeURIComponent(name)}`;
  const versionNow = async () =>
    ((await api.get(path)).body as { vendor: { version: number } }).vendor.version;

  // The procurement-manager opens the vendor's edit dialog.
  const manager = await signedIn(browser, 'procurement-manager');
  const vendors = new MasterDataPage(manager, 'Vendors', 'name');
  await vendors.open('/procurement-manager/vendors');
  await vendors.search(name);
  const dialog = await vendors.openEdit(name, 'Vendor');
  await expect(dialog.field('Email')).toHaveValue(email);
  const warning = dialog.changedUnderneath;
  const gone = dialog.root.getByTestId('gone-underneath');
  await expect(warning).toHaveCount(0);

  // The admin saves it: within two seconds the open dialog says so, keeping its values until Reload.
  expect((await api.put(path, { email: saved, version: await versionNow() })).status).toBe(200);
  await expect(warning).toBeVisible({ timeout: LIVE_MS });
  await expect(warning).toContainText(
    'This vendor was changed by someone else since you opened it. Reload it to see the changes before saving.',
  );
  await expect(dialog.field('Email')).toHaveValue(email);
  await manager.screenshot({ path: join(SHOTS, 'vendor-changed-underneath.png') });
  await warning.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.field('Email')).toHaveValue(saved);
  await expect(warning).toHaveCount(0);

  // The admin renames it: its old name now answers 404, nothing is left to reload, and the save is refused.
  expect((await api.put(path, { name: `${name} Renamed`, version: await versionNow() })).status).toBe(200);
  await expect(gone).toBeVisible({ timeout: LIVE_MS });
  await expect(gone).toContainText('This vendor was deleted or renamed by someone else since you opened it.');
  await expect(gone.getByRole('button')).toHaveCount(0);
  await expect(warning).toHaveCount(0);
  await manager.screenshot({ path: join(SHOTS, 'vendor-gone-underneath.png') });
  await dialog.fill('Phone', '+15550100099');
  await dialog.submit('Update');
  // The refusal is said in the dialog, above its buttons.
  await expect(dialog.root.getByRole('alert').filter({ hasText: /was not found/ })).toBeVisible();
  await expect(dialog.root).toBeVisible();

  await manager.context().close();
  await admin.context().close();
});
