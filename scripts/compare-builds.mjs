// `pnpm bench:compare <other checkout>`: whether a change makes the product faster for a person, measured as the
// peers section measures it (scripts/bench/peers.mjs: 4x CPU throttling, the cache off, a fresh context each run;
// the login form, typing while the page loads, login click → the home's rows, sidebar click → the next rows, reload
// → the rows), this checkout's build beside another's, in the same rounds. Each round runs both builds, one right
// after the other and in turn first, so what moves the machine between rounds (a quarter, here) cancels in the
// round's ratio; a figure is won only when the interval of its median ratio lies wholly below 1
// (scripts/bench/paired.mjs). The five figures' intervals are taken at 99% each, so that all five hold together at
// 95% (at least eight rounds): at 95% each, a run of one build beside itself, 6 rounds, called one figure of five
// "slower".
//
// The other checkout is a folder holding a built product, for instance the commit before the change:
//   git worktree add ../before HEAD~1 && (cd ../before && pnpm build)
//   pnpm build && pnpm bench:compare ../before --runs 10 --cases inventory-manager@remembered,admin
// `--cases`: any role the peers section measures (`roles` in scripts/bench/peers.mjs), each alone (a browser never
// signed in) or `@remembered` (one that role signed in with before); default inventory-manager@remembered.
// `--runs`: rounds (default 10).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { startServer } from './bench/bundles.mjs';
import { comparePaired, fewestRounds } from './bench/paired.mjs';
import { roles, run } from './bench/peers.mjs';
import { FIGURE_TITLES } from './bench/peers-report.mjs';
import { launchChromium } from './bench/processes.mjs';

/** The figures a person waits through (the scripts' size is no time). */
const TIMES = Object.keys(FIGURE_TITLES).filter((figure) => figure !== 'homeScriptsKb');
const LEVEL = 1 - 0.05 / TIMES.length;
const FEWEST_ROUNDS = fewestRounds(LEVEL);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '10' },
    cases: { type: 'string', default: 'inventory-manager@remembered' },
  },
});
const runs = Number(values.runs);
const cases = values.cases.split(',');
const other = positionals[0] && resolve(positionals[0]);
const known = Object.keys(roles(''));
const unknownCases = cases.filter((name) => !known.includes(name.replace(/@remembered$/, '')));
if (!other || !Number.isInteger(runs) || runs < FEWEST_ROUNDS || unknownCases.length > 0) {
  console.error(
    `Usage: pnpm bench:compare <other checkout, built> [--runs N, at least ${FEWEST_ROUNDS}] [--cases role[@remembered],…] ` +
      `(roles: ${known.join(', ')})`,
  );
  process.exit(2);
}
for (const folder of [root, other])
  if (!existsSync(join(folder, 'server', 'dist', 'main.js')) || !existsSync(join(folder, 'host', 'dist'))) {
    console.error(`${folder} holds no built product: run \`pnpm build\` there first.`);
    process.exit(2);
  }

const builds = [
  { name: 'other', server: await startServer(8297, {}, other) },
  { name: 'this', server: await startServer(8298, {}, root) },
];
const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
/** figures[case][build name]: one row of figures per round. */
const figures = Object.fromEntries(cases.map((name) => [name, { other: [], this: [] }]));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const name of cases) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const row = await run(browser, roles(build.server.base.replace('localhost', '127.0.0.1')), name);
        figures[name][build.name].push(row);
        console.error(JSON.stringify({ round, build: build.name, ...row }));
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.server.stop()));
}

const number = (value) => Math.round(value).toLocaleString('en-US');
console.log(`This checkout (${root}) beside ${other}, ${runs} rounds, medians in ms:\n`);
for (const name of cases) {
  console.log(`${name}\n`);
  console.log(
    `| figure | other | this | this ÷ other, its ${Math.round(LEVEL * 100)}% interval | this build |`,
  );
  console.log('|---|---:|---:|---:|---|');
  for (const key of TIMES) {
    const pick = (build) => figures[name][build].map((row) => row[key] ?? Number.NaN);
    try {
      const result = comparePaired(pick('other'), pick('this'), { level: LEVEL });
      console.log(
        `| ${FIGURE_TITLES[key]} | ${number(result.before)} | ${number(result.after)} | ${result.ratio.toFixed(2)}× ` +
          `(${result.low.toFixed(2)}–${result.high.toFixed(2)}) | ${result.verdict} |`,
      );
    } catch (error) {
      console.log(`| ${FIGURE_TITLES[key]} | — | — | — | ${error.message} |`);
    }
  }
  console.log('');
}
