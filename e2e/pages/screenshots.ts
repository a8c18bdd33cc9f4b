import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The pictures of the product kept in the repository, so anyone can look at it without running it. */
export const SCREENSHOTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'screenshots',
);

/**
 * Writes `docs/screenshots/<name>.png` when the run was started by `pnpm screenshots` (UPDATE_SCREENSHOTS=1).
 * A plain test run draws the same screens and asserts on them, but leaves the tracked pictures as they are: a
 * picture changes in a commit that means to change it, not in every run's work tree.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // Let toasts and menus finish their animations: the picture is of the page, not of a transition.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), fullPage });
}
