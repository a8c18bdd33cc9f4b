import type { Locator, Page } from '@playwright/test';

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

/**
 * An element's box once it has stopped moving: two reads a few frames apart that agree. The grid slides its
 * columns into their places after one is hidden, and a drag begun at a box read meanwhile misses its target on a
 * busy machine (a column edge's drag grabbed the header beside it and widened nothing).
 */
export async function settledBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let read = 0; read < 50; read += 1) {
    await afterFrames(page, 3);
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width) return box;
    last = box;
  }
  throw new Error('the element kept moving');
}
