// What the specs that start product instances of their own (a release, a rollback, a previous release beside
// today's, a CDN) need: the repository's folders, a wait for an instance to answer, what a page loaded.
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves once the instance at `base` answers its health check; throws after two minutes, naming `what`. */
export async function untilAnswering(base: string, what = 'the product'): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not start`);
}

/** The folders each remoteEntry.js the page loads from now on comes from (`/remotes/remote-fleet`, …). */
export function remoteEntriesLoaded(page: Page): string[] {
  const folders: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/remoteEntry.js')) folders.push(pathname.replace(/\/remoteEntry\.js$/, ''));
  });
  return folders;
}

/** A hash of a build folder's files, names and contents (its build stamp aside): equal when nothing changed. */
export function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry !== '.build-stamp') hash.update(relative(folder, path)).update(readFileSync(path));
    }
  };
  walk(folder);
  return hash.digest('hex');
}
