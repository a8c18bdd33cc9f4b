import { expect, test } from '@playwright/test';
import { signIn } from '../pages/login-page';
import { MasterDataPage, STALE_VENDOR_REFUSAL, vendorSavedUnderOpenDialog } from '../pages/master-data';
import { apiOf } from '../pages/api';

/**
 * In the browser, what a user types is data, never markup or SQL, and an edit made by someone else
 * in the meantime is refused with a message instead of being overwritten.
 */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();

test('SQL and HTML injection strings are stored verbatim and shown as plain text', async ({
  page,
  request,
}) => {
  const name = `<img src=x onerror="window.__injected=1">${suffix}`;
  const address = `'); DROP TABLE vendors; --`;
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  const created = await api.post('/vendors', { name, address, email: 'hostile@vendor.example' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ vendor: { name, address } });

  const vendors = new MasterDataPage(page, 'Vendors', 'name');
  await vendors.open('/admin/vendors');
  await vendors.search(suffix);
  await expect(vendors.rows()).toHaveCount(1);
  // The cells show the characters typed; no element was made of them and no script of them ran.
  await expect(vendors.rows().first()).toContainText(name);
  await expect(vendors.rows().first()).toContainText(address);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();

  // The table the SQL names is still there, with the row in it.
  const listed = await api.get(`/vendors?q=${encodeURIComponent(suffix)}`);
  expect(listed.status).toBe(200);
  expect(JSON.stringify(listed.body)).toContain(suffix);
});

test('an edit of a vendor changed by someone else meanwhile is refused, and the dialog says so', async ({
  page,
  request,
}) => {
  // Another user saves first: the version the dialog read is now stale.
  const { api, dialog, path } = await vendorSavedUnderOpenDialog(page, request, `Stale${suffix}`, {
    phone: '+15550100001',
    otherPhone: '+15550100002',
  });
  // The live events tell the open dialog first; the person saves anyway.
  await expect(dialog.changedUnderneath).toBeVisible();

  await dialog.fill('Phone', '+15550100003');
  await dialog.submit('Update');
  // Said in the dialog, which stays open with what was typed.
  await expect(dialog.alert(STALE_VENDOR_REFUSAL)).toBeVisible();
  // The other user's change stands.
  const after = (await api.get(path)).body as { vendor: { phone: string } };
  expect(after.vendor.phone).toBe('+15550100002');
});
