// `pnpm rollback <remote>`: makes the release of the remote that was live before the current one live again, on the
// next page load (scripts/releases.mjs).
import { ReleaseError, rollback } from './releases.mjs';
import { root } from './lib.mjs';

const [remote] = process.argv.slice(2);
try {
  const back = rollback({ remote, root });
  console.log(
    `✓ ${remote} ${back.id ?? '(its build folder)'} is live again (${back.entry}); ${back.replaced.id} is not`,
  );
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
