import type { Page } from '@playwright/test';

/**
 * Makes the page's JavaScript chunks that hold `source` (a path their source map names, as
 * 'ui/import-dialog.tsx') unreachable, as after a dropped connection, until `reconnect()`: a chunk's file name
 * is a content hash, so it is told by what it was built from.
 */
export async function cutOffCodeOf(page: Page, source: string): Promise<{ reconnect: () => void }> {
  let offline = true;
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
    if (offline && (await holdsSource(route.request().url()))) return route.abort('connectionrefused');
    return route.continue();
  });
  return {
    reconnect: () => {
      offline = false;
    },
  };
}
