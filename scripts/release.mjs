// `pnpm release <remote>`: builds the remote into a release folder of its own, checks it against the shared versions
// the host provides, and makes it live on the next page load (scripts/releases.mjs).
import { spawnSync } from 'node:child_process';
import { loadSemver, release, ReleaseError } from './releases.mjs';
import { root, run } from './lib.mjs';

const [remote] = process.argv.slice(2);
const commit =
  spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || undefined;

async function build(name, outputPath) {
  const code = await run('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${outputPath}`], {
    cwd: name,
  });
  if (code !== 0) throw new ReleaseError(`The build of ${name} failed; nothing was switched.`);
}

try {
  const released = await release({ remote, root, build, semver: loadSemver(root), commit });
  console.log(
    `✓ ${remote} ${released.id} is live (${released.entry}); before it: ${released.previous.entry}`,
  );
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
