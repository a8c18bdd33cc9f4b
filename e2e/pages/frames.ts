import type { Page } from '@playwright/test';

/**
 * Waits until the page has drawn `count` more frames: for what the page does a fixed number of frames after
 * something appears (antd's menus take the focus three frames after they open; rc-motion starts a zoom after its
 * prepare and start steps), where there is nothing else to wait for.
 */
export async function afterFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let drawn = 0;
        const next = () => (++drawn >= frames ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}
