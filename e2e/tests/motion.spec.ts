import { expect, test, type Page } from '@playwright/test';
import { afterFrames } from '../pages/frames';
import { signIn } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';

/**
 * Motion follows the system: dialogs zoom in by default, and appear at once for a person whose system asks for less
 * motion, from the moment the setting changes. (The rest of the suite runs with less motion: playwright.config.ts.)
 */

/**
 * From now on, whether any element of the page has run antd's zoom-in (its `-active` class: the animation running;
 * the `-prepare` step comes without motion too, to place the dialog).
 */
async function watchZoom(page: Page) {
  await page.evaluate(() => {
    const flag = window as unknown as { zoomSeen: boolean };
    flag.zoomSeen = false;
    const zooming = (node: Node) =>
      node instanceof Element &&
      (/\bant-zoom-(appear|enter)-active\b/.test(node.className) ||
        node.querySelector('.ant-zoom-appear-active, .ant-zoom-enter-active') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        if (zooming(record.target) || Array.from(record.addedNodes).some(zooming)) flag.zoomSeen = true;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

const zoomSeen = (page: Page) => page.evaluate(() => (window as unknown as { zoomSeen: boolean }).zoomSeen);

test('a dialog zooms in, unless the system asks for less motion, which is followed at once; its first field has the focus either way', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page, 'admin');
  const screen = new MasterDataPage(page, 'Vendors', 'name');
  await screen.open('/admin/vendors');

  await watchZoom(page);
  let dialog = await screen.openCreate('Vendor');
  // The zoom runs a few frames after the dialog is in the page (rc-motion's prepare and start steps come first),
  // later still on a busy machine.
  await expect.poll(() => zoomSeen(page)).toBe(true);
  await expect(dialog.field('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.root).toBeHidden();

  // The setting changed while the page is open: the next dialog is drawn whole at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchZoom(page);
  dialog = await screen.openCreate('Vendor');
  // Its first field takes the focus as before, though the dialog is drawn at once.
  await expect(dialog.field('Name')).toBeFocused();
  // Six frames on, past those in which a zoom would have started: none did.
  await afterFrames(page, 6);
  expect(await zoomSeen(page)).toBe(false);
});
