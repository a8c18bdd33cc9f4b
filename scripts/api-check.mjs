// `pnpm api:check` / `pnpm api:update`: the public surface decides the version.
//
// Two surfaces are committed and regenerated here:
// - shared/api-reports/*.api.md: API Extractor's report of each module of @logistics/shared that crosses the
//   host/remote boundary (the doors and stores of tooling/webpack.mjs `sharedModules`, and the contracts their
//   types name), with shared/api-reports/version.json, the version of shared/package.json they were recorded at;
// - server/openapi.json: the HTTP API's OpenAPI document (its info.version is that version too).
//
// How a difference weighs:
// - the reports: declaration by declaration and member by member (tooling/api-compat.mjs): a removed or changed
//   export, or a new required interface member, is major; additions only are minor; comments only, patch;
// - the document: Optic's breaking-changes ruleset (tooling/openapi-compat.mjs): a removed operation, status or
//   response property, a narrowed request type or enum, a new required request property is major; otherwise
//   anything added is minor, and a changed description patch.
// The check fails unless shared/package.json's version went up from the recorded one by at least that much (a
// patch asks for no bump) and shared/CHANGELOG.md has a `## <version>` entry for a new version. `--update`
// writes the regenerated files, after the same check: the version must be bumped before the reports are recorded.
// `--update --release "<what changed>"` bumps it first, by as little as the change needs: the version of
// shared/package.json and SHARED_VERSION of shared/src/contracts/version.ts, and a CHANGELOG.md entry of that text.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyReports, suggest, versionProblem } from '../tooling/api-compat.mjs';
import { generateReports } from '../tooling/api-reports.mjs';
import { classifyOpenApiChange } from '../tooling/openapi-compat.mjs';
import { root } from './lib.mjs';

const update = process.argv.includes('--update');
const releaseAt = process.argv.indexOf('--release');
/** The CHANGELOG entry of a release this run makes, or undefined (the version is bumped by hand). */
const releaseNote = releaseAt === -1 ? undefined : process.argv[releaseAt + 1];
if (releaseAt !== -1 && (!update || !releaseNote?.trim())) {
  console.error('✖ usage: pnpm api:update --release "<what changed, for the CHANGELOG>"');
  process.exit(2);
}
const reportsDir = join(root, 'shared', 'api-reports');
const versionFile = join(reportsDir, 'version.json');
const openApiFile = join(root, 'server', 'openapi.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const packageFile = join(root, 'shared', 'package.json');
const versionModule = join(root, 'shared', 'src', 'contracts', 'version.ts');
const changelogFile = join(root, 'shared', 'CHANGELOG.md');
let current = readJson(packageFile).version;
let changelog = readFileSync(changelogFile, 'utf8');

/** What a remote built before `version` may expect of it, as each CHANGELOG entry says first. */
const compatibilityLine = (level, version) => {
  const [major, minor] = version.split('.');
  if (level === 'major')
    return `A breaking change: a remote built for ${Number(major) - 1}.x must be rebuilt; one built from ${major}.0 requires \`^${version}\`.`;
  return `Additions only: a remote built from ${major}.${Number(minor) - 1} keeps working; one built from ${major}.${minor} requires \`^${version}\`.`;
};

/** Writes `version` into shared/package.json, SHARED_VERSION and a new CHANGELOG entry of `note` above the others. */
function release(level, version, note) {
  const replaceOnce = (file, pattern, replacement) => {
    const text = readFileSync(file, 'utf8');
    if (!pattern.test(text)) throw new Error(`${file}: found no ${pattern} to write the version into`);
    writeFileSync(file, text.replace(pattern, replacement));
  };
  replaceOnce(packageFile, /"version": "[^"]+"/, `"version": "${version}"`);
  replaceOnce(versionModule, /SHARED_VERSION = '[^']+'/, `SHARED_VERSION = '${version}'`);
  const firstEntry = changelog.search(/^## /m);
  const entry = `## ${version}\n\n${compatibilityLine(level, version)}\n\n- ${note.trim()}\n\n`;
  changelog =
    firstEntry === -1
      ? `${changelog}\n${entry}`
      : changelog.slice(0, firstEntry) + entry + changelog.slice(firstEntry);
  writeFileSync(changelogFile, changelog);
  current = version;
  console.log(`✓ released ${version}: shared/package.json, SHARED_VERSION, shared/CHANGELOG.md`);
}

/** The server's document, written by server/scripts/openapi.ts in a child process while the reports are made. */
function generateOpenApi(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'server', 'node_modules', '.bin', 'tsx'),
      ['--conditions=source', join('scripts', 'openapi.ts'), file],
      { cwd: join(root, 'server'), stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(readJson(file)) : reject(new Error(`server/scripts/openapi.ts exited ${code}`)),
    );
  });
}

const work = mkdtempSync(join(tmpdir(), 'logistics-api-check-'));
const started = Date.now();
try {
  // The server's document is written by a child process while this one makes the reports: they share nothing.
  const documentPromise = generateOpenApi(join(work, 'openapi.json'));
  const reports = generateReports();
  const document = await documentPromise;

  const committed = Object.fromEntries(
    readdirSync(reportsDir)
      .filter((file) => file.endsWith('.api.md'))
      .map((file) => [file.replace(/\.api\.md$/, ''), readFileSync(join(reportsDir, file), 'utf8')]),
  );
  const recorded = readJson(versionFile).version;
  const surface = classifyReports(committed, reports);
  const committedDocument = readJson(openApiFile);
  const api = await classifyOpenApiChange(committedDocument, document);

  console.log(`@logistics/shared's reports (${Object.keys(reports).length}): ${surface.level} change`);
  for (const [label, list] of Object.entries({
    removed: surface.removed,
    changed: surface.changed,
    added: surface.added,
  })) {
    for (const item of list) console.log(`  ${label}: ${item}`);
  }
  console.log(`HTTP API (server/openapi.json): ${api.level} change`);
  for (const item of api.breaking) console.log(`  breaking: ${item}`);

  const levels = ['patch', 'minor', 'major'];
  const level = levels[Math.max(levels.indexOf(surface.level), levels.indexOf(api.level))] ?? 'patch';
  if (releaseNote !== undefined && level !== 'patch' && current === recorded) {
    release(level, suggest(recorded, level), releaseNote);
    document.info.version = current;
  }

  const problems = [
    versionProblem({
      level: surface.level,
      recorded,
      current,
      changelog,
      what: "@logistics/shared's public surface",
    }),
    versionProblem({
      level: api.level,
      recorded: committedDocument.info.version,
      current: document.info.version,
      changelog,
      what: 'the HTTP API',
    }),
  ].filter((problem) => problem !== null);
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0 && update)
    console.error('✖ nothing recorded: the version must cover the change first');

  const names = new Set([...Object.keys(committed), ...Object.keys(reports)]);
  const reportsDiffer = [...names].some((name) => committed[name] !== reports[name]);
  const documentDiffers = JSON.stringify(committedDocument) !== JSON.stringify(document);
  if (problems.length === 0 && update) {
    for (const name of Object.keys(committed)) rmSync(join(reportsDir, `${name}.api.md`));
    for (const [name, text] of Object.entries(reports))
      writeFileSync(join(reportsDir, `${name}.api.md`), text);
    if (reportsDiffer) writeFileSync(versionFile, `${JSON.stringify({ version: current }, null, 2)}\n`);
    writeFileSync(openApiFile, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`✓ recorded at ${current}: shared/api-reports, server/openapi.json`);
  } else if (problems.length === 0 && (reportsDiffer || documentDiffers)) {
    console.log(`✓ the version (${current}) covers the change; record it with \`pnpm api:update\``);
  } else if (problems.length === 0) {
    console.log('✓ the public surface is as recorded');
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
