// Builds what is stale: the contracts for Node, the server, the host and each remote. A step is skipped when
// the hash of its inputs equals the one recorded beside its output. `--force` rebuilds everything.
import { ensureInstalled, hashInputs, readStamp, root, run, writeStamp } from './lib.mjs';
import { pathToFileURL } from 'node:url';

const common = ['pnpm-lock.yaml', 'tsconfig.base.json', 'tsconfig.node.json'];
const frontEnd = [...common, 'tooling', 'shared/src', 'shared/package.json'];

export const steps = [
  {
    name: 'shared contracts',
    out: 'shared/dist',
    inputs: [...common, 'shared/src/contracts', 'shared/tsconfig.build.json', 'shared/package.json'],
    command: ['npx', ['tsc', '-p', 'shared/tsconfig.build.json']],
  },
  {
    name: 'server',
    out: 'server/dist',
    inputs: [
      ...common,
      'server/src',
      'server/tsconfig.build.json',
      'server/package.json',
      'shared/src/contracts',
    ],
    command: ['npx', ['tsc', '-p', 'server/tsconfig.build.json']],
  },
  ...['host', 'remote-admin', 'remote-procurement', 'remote-fleet', 'remote-inventory', 'remote-captain'].map(
    (app) => ({
      name: app,
      out: `${app}/dist`,
      inputs: [...frontEnd, `${app}/src`, `${app}/webpack.config.mjs`, `${app}/package.json`],
      command: ['npx', ['webpack', '--mode', 'production']],
      cwd: app,
    }),
  ),
];

async function runStep(step, force) {
  const hash = hashInputs(step.inputs);
  if (!force && readStamp(step.out) === hash) {
    console.log(`✓ ${step.name} is up to date`);
    return 0;
  }
  console.log(`› Building ${step.name}…`);
  const started = Date.now();
  const [command, args] = step.command;
  const code = await run(command, args, { cwd: step.cwd });
  if (code === 0) {
    writeStamp(step.out, hash);
    console.log(`✓ ${step.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return code;
}

/** Node steps first (they are quick), then the webpack builds two at a time: the machine has two cores. */
export async function build({ force = false } = {}) {
  for (const step of steps.slice(0, 2)) {
    if ((await runStep(step, force)) !== 0) return 1;
  }
  const queue = steps.slice(2);
  let failed = 0;
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if ((await runStep(step, force)) !== 0) failed += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  await ensureInstalled();
  process.exit(await build({ force: process.argv.includes('--force') }));
}
