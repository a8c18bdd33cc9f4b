// Starts the built product for the e2e suite with a fresh data folder, so every run begins from the seed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySeededData, e2eDataDir, seedOnce } from './seeded-data.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(e2eDataDir, { recursive: true, force: true });
// Made by `npm test` already in this run when E2E_SEEDED is 1 (scripts/test.mjs).
if (process.env.E2E_SEEDED !== '1') await seedOnce();
copySeededData(e2eDataDir);

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: e2eDataDir,
    STATIC_ROOT: root,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
