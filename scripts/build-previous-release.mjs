// `node scripts/build-previous-release.mjs`: builds the previous release of @logistics/shared if its cache folder
// lacks it (scripts/previous-release.mjs) and prints that folder. `--json` prints what the e2e global setup
// reads: { commit, version, folder, seconds, cached } or { error }, the progress going to stderr.
import { buildPreviousRelease } from './previous-release.mjs';
import { root } from './lib.mjs';

const json = process.argv.includes('--json');
try {
  const built = await buildPreviousRelease({ root, log: json ? console.error : console.log });
  console.log(json ? JSON.stringify(built) : built.folder);
} catch (error) {
  const reason = String(error?.message ?? error);
  if (json) console.log(JSON.stringify({ error: reason }));
  else console.error(`✖ ${reason}`);
  process.exit(1);
}
