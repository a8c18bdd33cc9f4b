import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the previous release of @logistics/shared (scripts/previous-release.mjs; reused from its cache folder
 * once built) for tests/previous-release.spec.ts. What it printed, the build or why it could not be made, goes to
 * the tests in PREVIOUS_RELEASE: a failure here fails that spec with the reason, and no other. Where PREVIOUS_RELEASE
 * is set already, `npm test` built it beside its checks (scripts/test.mjs), and that result is the one the tests get.
 */
export default function globalSetup() {
  if (process.env.PREVIOUS_RELEASE) return;
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build-previous-release.mjs'), '--json'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const printed = result.stdout?.trim().split('\n').pop() ?? '';
  process.env.PREVIOUS_RELEASE = printed.startsWith('{')
    ? printed
    : JSON.stringify({
        error: `scripts/build-previous-release.mjs ended with ${result.error?.message ?? `exit ${result.status}`} and printed no result`,
      });
}
