// `npm start`: installs what is missing, builds what is stale, then serves the host, every remote and the API
// on one origin (http://localhost:8080, PORT overrides). Data lives in ./data unless DATA_DIR says otherwise.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, root } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
if ((await build()) !== 0) process.exit(1);

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
