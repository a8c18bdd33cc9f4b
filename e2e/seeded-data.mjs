// The demo data, migrated and seeded once per e2e run (by e2e/serve.mjs before the suite's server starts): the
// suite's server and the specs' own product instances start from copies of it. Seeding is most of a start on a
// fresh data folder (in PGlite, four fifths of it), which the suite would otherwise pay once per instance.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The suite's data folder (E2E_DATA_DIR), which e2e/serve.mjs empties at the start of each run. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(root, 'e2e', '.data');
/** The seeded PGlite folder the copies are made from, beside the suite's data folder. */
const seededPGlite = join(`${e2eDataDir}-seeded`, 'pglite');

/** Migrates and seeds a PGlite folder with the built server's own code (server/dist), as its start would. */
export async function seedOnce() {
  rmSync(dirname(seededPGlite), { recursive: true, force: true });
  mkdirSync(dirname(seededPGlite), { recursive: true });
  const load = (file) => import(pathToFileURL(join(root, 'server', 'dist', 'db', file)).href);
  const [{ openDatabase }, { prepareDatabase }] = await Promise.all([
    load('database.js'),
    load('prepare.js'),
  ]);
  const database = await openDatabase({ pgliteDir: seededPGlite });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * Gives the data folder `dataDir` (empty) the seeded database, as the server's first start would have left it.
 * @param {string} dataDir
 */
export function copySeededData(dataDir) {
  if (!existsSync(seededPGlite)) {
    throw new Error(`${seededPGlite} is missing: e2e/serve.mjs makes it before the suite's server starts.`);
  }
  cpSync(seededPGlite, join(dataDir, 'pglite'), { recursive: true });
}

// `node e2e/seeded-data.mjs`: makes the seeded folder (`npm test` does, beside its checks).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await seedOnce();
