// What the browser downloads: the JavaScript of the login page (host only) and of each role's home (host, its
// remote, shared and vendor chunks), as raw, gzip and brotli bytes, recorded from a real Chromium session
// against the built product.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
// The built contracts (the build runs first): the role list is written once, there.
import { roles } from '../../shared/dist/contracts/roles.js';

const DEMO_PASSWORD = 'Passw0rd!';

/** Starts the built server on a free port with a throw-away data folder; resolves once it answers. */
export async function startServer(port, env = {}) {
  // A throw-away data folder unless the caller brings its own (kept).
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'logistics-bench-'));
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      STATIC_ROOT: root,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function sizes(buffers) {
  const all = Buffer.concat(buffers);
  // Each file is compressed on its own, as a server would send it.
  let gzip = 0;
  let brotli = 0;
  for (const buffer of buffers) {
    gzip += gzipSync(buffer, { level: 9 }).length;
    brotli += brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: buffers.length, raw: all.length, gzip, brotli };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records the JavaScript bodies a page downloads while `action` runs. */
async function recordScripts(page, action) {
  const bodies = [];
  const pending = [];
  const listener = (response) => {
    // Module Federation may fetch a remote's code rather than add a script tag: count every .js response.
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => bodies.push(body),
        () => undefined,
      ),
    );
  };
  page.on('response', listener);
  await action();
  await Promise.all(pending);
  page.off('response', listener);
  return bodies;
}

export async function measureBundles({ chromiumPath }) {
  const { chromium } = await import('@playwright/test');
  const server = await startServer(8290);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  try {
    for (const role of [null, ...roles]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = await recordScripts(page, async () => {
        await page.goto(`${server.base}/authentication`, { waitUntil: 'networkidle' });
        if (role) {
          await page.getByLabel('Email').fill(`${role}@example.com`);
          await page.getByLabel('Password').fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: 'Login' }).click();
          await page.waitForURL(`**/${role}`);
          // The role's home has drawn its page (a heading) once its remote and data have arrived.
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
        }
      });
      rows.push({ label: role ? `${role} home (after login)` : 'login page', ...sizes(bodies) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const table = [
    '| page | JS files | raw | gzip | brotli |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) => `| ${row.label} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`,
    ),
  ].join('\n');
  const login = rows[0];
  const target = 250 * 1024;
  const verdict =
    login.gzip <= target
      ? `met (${kb(login.gzip)} gzip)`
      : `missed (${kb(login.gzip)} gzip): the login route must not load antd's whole bundle or any table code`;
  return `## Bundles\n\nTarget: login page JavaScript at most 250 KB gzip: ${verdict}.\n\nEach role's row counts everything downloaded from the login page through that role's home.\n\n${table}`;
}
