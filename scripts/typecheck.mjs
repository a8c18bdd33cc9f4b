// Type-checks every package of the workspace (strict everywhere), two at a time.
import { ensureInstalled, root, run } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
const projects = [
  'shared/tsconfig.json',
  'server/tsconfig.json',
  'host/tsconfig.json',
  'remote-admin/tsconfig.json',
  'remote-procurement/tsconfig.json',
  'remote-fleet/tsconfig.json',
  'remote-inventory/tsconfig.json',
  'remote-captain/tsconfig.json',
  'e2e/tsconfig.json',
];
const failed = [];
const worker = async () => {
  for (let project = projects.shift(); project; project = projects.shift()) {
    if ((await run('node', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project])) !== 0)
      failed.push(project);
  }
};
await Promise.all([worker(), worker()]);
if (failed.length) {
  console.error(`✖ typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
console.log('✓ typecheck passed in every package');
