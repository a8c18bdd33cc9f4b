import type { Page, Route } from '@playwright/test';

/**
 * Hands each of the page's JavaScript chunks that hold `source` (a path their source map names, as
 * 'ui/import-dialog.tsx') to `handle`, and every other file on: a chunk's file name is a content hash, so it is
 * told by what it was built from.
 */
async function routeCodeOf(
  page: Page,
  source: string,
  handle: (route: Route) => Promise<void>,
): Promise<void> {
  const holds = new Map<string, Promise<boolean>>();
  const holdsSource = (url: string) => {
    let answer = holds.get(url);
    if (!answer) {
      answer = page.request
        .get(`${url}.map`)
        .then(async (map) => {
          if (!map.ok()) return false;
          const { sources } = (await map.json()) as { sources: string[] };
          return sources.some((path) => path.endsWith(source));
        })
        // The test ended while the map was on its way (the page asks again by itself): nothing left to refuse.
        .catch(() => false);
      holds.set(url, answer);
    }
    return answer;
  };
  await page.route(/\.js$/, async (route) => {
    if (await holdsSource(route.request().url())) return handle(route);
    return route.continue();
  });
}

/** Makes the chunks that hold `source` unreachable, as after a dropped connection, until `reconnect()`. */
export async function cutOffCodeOf(page: Page, source: string): Promise<{ reconnect: () => void }> {
  let offline = true;
  await routeCodeOf(page, source, (route) => (offline ? route.abort('connectionrefused') : route.continue()));
  return {
    reconnect: () => {
      offline = false;
    },
  };
}

/** Holds the chunks that hold `source` on their way, as on a slow connection, until `deliver()`. */
export async function slowCodeOf(page: Page, source: string): Promise<{ deliver: () => void }> {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await routeCodeOf(page, source, async (route) => {
    await delivered;
    // The test may have ended meanwhile, closing the page and its route.
    await route.continue().catch(() => undefined);
  });
  return { deliver };
}
