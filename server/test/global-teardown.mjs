// Removes the seeded databases the run's workers made (helpers.ts, SEEDED_PREFIX), and any a killed run left
// more than a day ago.
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PREFIX = 'logistics_seeded_';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Made by this run, or by one that started more than a day ago. */
function isSpent(name, run) {
  const started = Number(name.slice(PREFIX.length).split('_')[0]);
  return name.startsWith(`${PREFIX}${run}_`) || (Number.isFinite(started) && Date.now() - started > DAY_MS);
}

export default async function globalTeardown() {
  const run = process.env.LOGISTICS_TEST_RUN;
  if (!run) return;
  for (const file of readdirSync(tmpdir())) {
    if (file.startsWith(PREFIX) && isSpent(file, run)) rmSync(join(tmpdir(), file), { force: true });
  }
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
  } catch {
    return; // No PostgreSQL: nothing was made there.
  }
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      if (isSpent(datname, run)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
