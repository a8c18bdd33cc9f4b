// Writes the HTTP API's OpenAPI document, as GET /api/docs/json serves it, to the file named by the argument (else
// stdout): the app is built on an empty in-memory PGlite (building it queries nothing), so no server, database or
// network is needed. `pnpm api:check` compares it with the committed server/openapi.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

const dataDir = mkdtempSync(join(tmpdir(), 'logistics-openapi-'));
const config = loadConfig(
  { DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_ROOT: join(dataDir, 'no-static-root') },
  { repoRoot: resolve(import.meta.dirname, '..', '..') },
);
const database = await openDatabase({});
try {
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
