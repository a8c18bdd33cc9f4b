import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { lockPGliteDir } from './db/pglite-lock.js';
import { jwtSecretOf, prepareDatabase } from './db/prepare.js';
import { importUploadsFolder } from './uploads/import-folder.js';

/** Start-up problems a person can fix (a bad setting, a data folder in use): one line, then exit. */
function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// server/dist/main.js → the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const config = orExit(() => loadConfig(process.env, { repoRoot }));

// Without DATABASE_URL the data lives in PGlite on disk, which only one process may open.
const unlock = config.databaseUrl ? () => undefined : orExit(() => lockPGliteDir(config.pgliteDir));
process.on('exit', () => unlock());

let poolErrorLog: (error: Error) => void = (error) => console.error('database pool error', error);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: config.databasePoolSize,
  onPoolError: (error) => poolErrorLog(error),
});

// Before the app is built: its token service needs the secret, and no instance serves a half-migrated database.
let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  prepared = await prepareDatabase(database);
  config.jwtSecret = await jwtSecretOf(config, database);
} catch (error) {
  console.error('Preparing the database failed:', error instanceof Error ? error.message : error);
  await database.close().catch(() => undefined);
  process.exit(1);
}

const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  // A setting that points at nothing (REDIS_URL, say): one line, like the other start-up problems.
  console.error('Starting the server failed:', error instanceof Error ? error.message : error);
  await database.close().catch(() => undefined);
  process.exit(1);
});
poolErrorLog = (error) => app.log.error({ err: error }, 'idle database connection failed');
app.log.info({ applied: prepared.applied, database: database.kind }, 'migrations up to date');
if (prepared.seeded) app.log.info('demo data seeded');
if (config.databaseUrl) {
  // What would differ between instances behind a load balancer, said once at start (README, several instances).
  const perInstance = [
    config.redisUrl ? '' : 'REDIS_URL is not set: rate limits are counted by each instance alone',
    process.env.PUBLIC_URL ? '' : `PUBLIC_URL is not set: e-mailed links point at ${config.publicUrl}`,
    config.smtpUrl ? '' : `SMTP_URL is not set: mail is written to this instance's ${config.outboxDir}`,
  ].filter(Boolean);
  if (perInstance.length > 0) app.log.warn({ settings: perInstance }, 'settings for one instance only');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal} received: closing`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  // Images kept as files before they moved into the database (once; the folder is left as it was).
  const imported = await importUploadsFolder(database.db, config.uploadsDir);
  if (imported) app.log.info({ ...imported, folder: config.uploadsDir }, 'uploads folder imported');
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'start failed');
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}
