// `pnpm screenshots`: rewrites docs/screenshots from the built product. The e2e specs that draw the pictured screens
// run with UPDATE_SCREENSHOTS=1 (e2e/pages/screenshots.ts); a plain `npm test` asserts on the same screens but
// leaves the tracked pictures alone.
import { build } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
if ((await build()) !== 0) process.exit(1);
const specs = ['shell', 'dashboard', 'master-data', 'phone'];
process.exit(
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specs], {
    env: { UPDATE_SCREENSHOTS: '1' },
  }),
);
