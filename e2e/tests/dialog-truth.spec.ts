import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { signIn } from '../pages/login-page';
import { MasterDataPage, STALE_VENDOR_REFUSAL, vendorSavedUnderOpenDialog } from '../pages/master-data';
import { apiOf } from '../pages/api';
import { openCreateDialog } from '../pages/document-dialog';
import { ProfilePage } from '../pages/profile-page';

/**
 * Nothing typed is thrown away unasked (a dialog with changes asks before it closes, the page before it is left),
 * and a refusal lands where the person looks (on the field it concerns, else inside the dialog; toasts off the
 * dialog's buttons). The rows it makes are its own; the seeded ones it names are only read.
 */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();

const SIZES = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 375, height: 740 },
] as const;

function discardPrompt(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Discard unsaved changes?' });
}

async function look(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

/** The field's message under it (antd's form item explains the field it holds). */
function fieldError(field: Locator): Locator {
  return field
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-form-item ")][1]')
    .locator('.ant-form-item-explain-error');
}

for (const size of SIZES) {
  test(`${size.name}: a dialog with unsaved changes asks before Escape, the backdrop, Cancel, Back or a reload close it`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'admin');
    // Products reached in the app (Vendors, then the sidebar), so Back is the router's, not a page load.
    await new MasterDataPage(page, 'Vendors', 'name').open('/admin/vendors');
    const shell = new AppShell(page);
    if (size.name === 'phone') await shell.sidebarToggle.click();
    await shell.open('Products');
    const screen = new MasterDataPage(page, 'Products', 'name');
    await screen.ready();

    // Without changes the dialog closes at once, as before.
    let dialog = await screen.openCreate('Product');
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();
    await expect(discardPrompt(page)).toHaveCount(0);

    dialog = await screen.openCreate('Product');
    await dialog.fill('Name', `Unsaved ${suffix}`);

    // Escape asks; Escape on the question keeps editing, with what was typed.
    await page.keyboard.press('Escape');
    await expect(discardPrompt(page)).toBeVisible();
    await expect(discardPrompt(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await look(page, info, `discard-prompt-${size.name}`);
    await page.keyboard.press('Escape');
    await expect(discardPrompt(page)).toBeHidden();
    await expect(dialog.root).toBeVisible();
    await expect(dialog.field('Name')).toHaveValue(`Unsaved ${suffix}`);

    // The backdrop asks too (a click beside the dialog, on the mask): clicked as an element, so the click waits
    // until the mask itself is what lies at that point, not whatever may still cover it there.
    await page
      .locator('.ant-modal-wrap', { has: dialog.root })
      .click({ position: { x: 4, y: size.height - 4 } });
    await expect(discardPrompt(page)).toBeVisible();
    await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
    // Gone before the next step, so the question seen after Back is Back's, not this one still fading out.
    await expect(discardPrompt(page)).toBeHidden();
    await expect(dialog.field('Name')).toHaveValue(`Unsaved ${suffix}`);

    // The browser's Back (the router's navigation) asks, and the page stays while the person keeps editing.
    const here = page.url();
    await page.evaluate(() => window.history.back());
    await expect(discardPrompt(page)).toBeVisible();
    await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(discardPrompt(page)).toBeHidden();
    await expect(page).toHaveURL(here);
    await expect(dialog.field('Name')).toHaveValue(`Unsaved ${suffix}`);

    // Reloading or closing the tab: the browser's own question, and staying keeps the dialog as it was.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await expect(dialog.field('Name')).toHaveValue(`Unsaved ${suffix}`);

    // Cancel asks; Discard closes it, and the next Create starts empty.
    await dialog.footerButton('Cancel').click();
    await discardPrompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog.root).toBeHidden();
    dialog = await screen.openCreate('Product');
    await expect(dialog.field('Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();
  });
}

test('the profile with changes typed asks before Sign out, a sidebar link or Back leaves it', async ({
  page,
}) => {
  await signIn(page, 'fleet-manager');
  await page.goto('/fleet-manager');
  const shell = new AppShell(page);
  // The profile reached in the app (the home, then the user menu), so Back is the router's, not a page load.
  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/fleet-manager\/profile$/);
  const name = new ProfilePage(page).field('Name');
  await expect(name).not.toHaveValue('');
  const saved = await name.inputValue();
  await name.fill(`${saved} Typed`);

  // Keep editing keeps the person signed in (the steps below read the server), with what they typed.
  await shell.signOut();
  await expect(discardPrompt(page)).toBeVisible();
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardPrompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/fleet-manager\/profile$/);
  await expect(name).toHaveValue(`${saved} Typed`);

  await shell.open('Vehicles');
  await expect(discardPrompt(page)).toBeVisible();
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardPrompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/fleet-manager\/profile$/);
  await expect(name).toHaveValue(`${saved} Typed`);

  await page.evaluate(() => window.history.back());
  await expect(discardPrompt(page)).toBeVisible();
  await discardPrompt(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).not.toHaveURL(/\/profile$/);
  // Nothing was saved.
  await page.goto('/fleet-manager/profile');
  await expect(new ProfilePage(page).field('Name')).toHaveValue(saved);
});

test('a sale with lines typed asks before Escape throws them away', async ({ page }) => {
  await signIn(page, 'admin');
  const dialog = await openCreateDialog(page, '/admin/sales', 'Sales', 'Create Sale');
  await dialog.fill('BILL ID', `BILL-DT-${suffix}`);
  await dialog.fill('Quantity', '3', dialog.line('Line 1'));
  await page.keyboard.press('Escape');
  await expect(discardPrompt(page)).toBeVisible();
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.field('Quantity', dialog.line('Line 1'))).toHaveValue('3');
  await expect(dialog.field('BILL ID')).toHaveValue(`BILL-DT-${suffix}`);
});

for (const size of SIZES) {
  test(`${size.name}: a taken name, a taken BILL ID and a quantity above the stock are marked on their fields, in the dialog`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'admin');
    const api = await apiOf(page, request);

    // A product named as a seeded one: the server's refusal marks Name, the dialog stays open, no toast.
    const products = new MasterDataPage(page, 'Products', 'name');
    await products.open('/admin/products');
    const product = await products.openCreate('Product');
    await product.fill('Name', 'Office Chair');
    await product.choose('Category', 'Furniture');
    await product.fill('Price', '10');
    await product.fill('SKU', `DT-${size.name}-${suffix}`);
    await product.submit('Create');
    await expect(fieldError(product.field('Name'))).toHaveText(
      'A product with the name “Office Chair” already exists.',
    );
    await expect(product.field('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(product.root).toBeVisible();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await look(page, info, `field-refusal-${size.name}`);
    await product.footerButton('Cancel').click();
    await discardPrompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(product.root).toBeHidden();

    // A sale: first a quantity above the stock the picker shows, refused before anything is sent.
    // A seeded sale's BILL ID ('BILL-<year>-<n>'), which no other spec renames.
    const taken = (await api.get('/sales?pageSize=100')).body as { sales: { bill_id: string }[] };
    const billId = taken.sales.map((row) => row.bill_id).find((id) => /^BILL-\d{4}-\d+$/.test(id));
    if (!billId) throw new Error('no sale to collide with');
    const sale = await openCreateDialog(page, '/admin/sales', 'Sales', 'Create Sale');
    await sale.fill('BILL ID', billId);
    await sale.choose('Customer', 'Castle Dental');
    await sale.choose('Inventory', 'Central Warehouse');
    const line = sale.line('Line 1');
    await sale.choose('Product', 'Office Chair', line);
    // The picker names the units the inventory holds once it has read them.
    await expect(line).toContainText(/Office Chair \(\d+ units?\)/);
    const sent: string[] = [];
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/api/sales')) sent.push(call.url());
    });
    await sale.fill('Quantity', '9999', line);
    await sale.submit('Create');
    const quantity = sale.field('Quantity', line);
    await expect(fieldError(quantity)).toContainText(
      /^Not enough stock of “Office Chair” in the inventory “Central Warehouse”: \d+ available, 9999 needed\.$/,
    );
    await expect(quantity).toBeFocused();
    expect(sent).toEqual([]);

    // Within the stock, the server refuses the taken BILL ID: on the BILL ID field, in the dialog.
    await sale.fill('Quantity', '1', line);
    await sale.submit('Create');
    await expect(fieldError(sale.field('BILL ID'))).toHaveText(
      `A sale with the BILL ID “${billId}” already exists.`,
    );
    await expect(sale.root).toBeVisible();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    expect(sent).toHaveLength(1);
    await look(page, info, `sale-refusal-${size.name}`);
  });
}

for (const size of SIZES) {
  test(`${size.name}: a refusal that names no field shows inside the dialog, above its buttons, and in view`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Someone else saves first: the version the dialog read is stale, which is about no one field.
    const { api, dialog, path } = await vendorSavedUnderOpenDialog(
      page,
      request,
      `DT Vendor ${size.name} ${suffix}`,
      { phone: '+15550100011', otherPhone: '+15550100012' },
    );
    // The live events tell the open dialog first; the person saves anyway.
    await expect(dialog.changedUnderneath).toBeVisible();
    await dialog.fill('Phone', '+15550100013');
    // On a phone the keyboard's Go (Enter in the field), where the dialog is taller than the screen and its
    // buttons below it; on a desktop, Update.
    if (size.name === 'phone') await dialog.field('Phone').press('Enter');
    else await dialog.submit('Update');
    const alert = dialog.alert(STALE_VENDOR_REFUSAL);
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    // Above the buttons: the alert ends before the footer starts.
    const box = await alert.boundingBox();
    const footer = await dialog.root.locator('.ant-modal-footer').boundingBox();
    if (!box || !footer) throw new Error('no box');
    expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
    await look(page, info, `stale-refusal-${size.name}`);
    // The other person's save stands.
    const after = (await api.get(path)).body as { vendor: { phone: string } };
    expect(after.vendor.phone).toBe('+15550100012');
    // The refusal offers the warning's Reload where the person is (a tap on a phone, the keyboard on a desktop):
    // it loads that save, the refusal is done, and the focus goes to the first field, not behind the dialog.
    const reload = alert.getByRole('button', { name: 'Reload' });
    if (size.name === 'phone') await reload.click();
    else {
      await reload.focus();
      await page.keyboard.press('Enter');
    }
    await expect(dialog.field('Phone')).toHaveValue('+15550100012');
    await expect(alert).toHaveCount(0);
    await expect(dialog.changedUnderneath).toHaveCount(0);
    await expect(dialog.field('Name')).toBeFocused();
  });
}

test('without the live events, a save refused for a newer version reads the row again and offers Reload', async ({
  page,
  request,
}) => {
  // The stream of live events cut (as a proxy that buffers it would): only the refusal can tell the dialog.
  await page.route('**/api/events*', (route) => route.abort());
  const { api, dialog, path } = await vendorSavedUnderOpenDialog(page, request, `DT Quiet Vendor ${suffix}`, {
    phone: '+15550100021',
    otherPhone: '+15550100022',
  });

  await dialog.fill('Email', 'orders@quiet.example');
  await dialog.submit('Update');
  await expect(dialog.alert(STALE_VENDOR_REFUSAL)).toBeVisible();
  // Read again after the refusal: the warning and its Reload, which loads the other person's save.
  await expect(dialog.changedUnderneath).toBeVisible();
  await dialog.changedUnderneath.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.field('Phone')).toHaveValue('+15550100022');
  await expect(dialog.field('Email')).toHaveValue('');
  // The change applied again is saved over the newer version, and the other person's phone stays.
  await dialog.save({ Email: 'orders@quiet.example' }, 'Update');
  const after = (await api.get(path)).body as { vendor: { phone: string; email: string } };
  expect(after.vendor).toMatchObject({ phone: '+15550100022', email: 'orders@quiet.example' });
});

test('a save while the browser is offline says, in the dialog, that it failed, keeps what was typed, and the next click saves', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'admin');
  const vendors = new MasterDataPage(page, 'Vendors', 'name');
  await vendors.open('/admin/vendors');
  const name = `DT Offline Vendor ${suffix}`;
  const dialog = await vendors.openCreate('Vendor');
  await dialog.fill('Name', name);
  await dialog.fill('Phone', '+15550100031');

  await context.setOffline(true);
  await dialog.submit('Create');
  // Said at once, where "Please wait" would otherwise stay with Cancel and the close button off until the
  // connection came back.
  await expect(dialog.alert('An error occurred while creating the vendor.')).toBeVisible();
  await expect(dialog.field('Name')).toHaveValue(name);
  await expect(dialog.footerButton('Cancel')).toBeEnabled();

  await context.setOffline(false);
  await dialog.save({}, 'Create');
  const api = await apiOf(page, request);
  const saved = await api.get<{ vendor: { phone: string } }>(`/vendors/${encodeURIComponent(name)}`);
  expect(saved.body.vendor.phone).toBe('+15550100031');
});

test('a delete whose answer is lost says what the server did: deleted when the row is gone, the failure when it is not', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  const done = `DT Lost Delete Done ${suffix}`;
  const kept = `DT Lost Delete Kept ${suffix}`;
  for (const name of [done, kept]) expect((await api.post('/vendors', { name })).status).toBe(201);
  const vendors = new MasterDataPage(page, 'Vendors', 'name');
  await vendors.open('/admin/vendors');
  await vendors.search(`DT Lost Delete`);
  await expect(vendors.rows()).toHaveCount(2);

  // The next delete's answer never reaches the page: after the server deleted the vendor, or before it was asked.
  const loseNextDelete = async (reachServer: boolean) => {
    let lost = false;
    await page.route('**/api/vendors/**', async (route) => {
      if (lost || route.request().method() !== 'DELETE') return route.fallback();
      lost = true;
      if (reachServer) await route.fetch();
      await route.abort('connectionreset');
    });
  };

  await loseNextDelete(true);
  await vendors.rowAction(done, 'Delete');
  await page.getByRole('dialog', { name: 'Delete Vendor' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(vendors.toast('Deleted successfully')).toBeVisible();
  await expect(vendors.toast('An error occurred while deleting the vendor.')).toHaveCount(0);
  await expect(vendors.row(done)).toHaveCount(0);
  await page.unrouteAll();

  await loseNextDelete(false);
  await vendors.rowAction(kept, 'Delete');
  await page.getByRole('dialog', { name: 'Delete Vendor' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(vendors.toast('An error occurred while deleting the vendor.')).toBeVisible();
  await expect(vendors.row(kept)).toBeVisible();
  expect((await api.get(`/vendors/${encodeURIComponent(kept)}`)).status).toBe(200);
  expect((await api.get(`/vendors/${encodeURIComponent(done)}`)).status).toBe(404);
});
