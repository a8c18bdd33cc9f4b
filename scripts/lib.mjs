// Helpers for the root scripts. Only Node built-ins: these run before anything is installed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const packageManager = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** Runs a command from the repository root, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ? join(root, options.cwd) : root,
      stdio: 'inherit',
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0', ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function mustRun(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/** pnpm at the version pinned in package.json, fetched by npx if it is not there yet. */
export function pnpm(args, options) {
  return run('npx', ['--yes', packageManager, ...args], options);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === readFileSync(lock, 'utf8')) return;
  console.log('› Installing dependencies (pnpm install --frozen-lockfile)…');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) process.exit(code);
}

const skipDirs = new Set(['node_modules', 'dist', 'test-results', 'report', '.git']);

function listFiles(path, out) {
  if (!existsSync(path)) return out;
  const stat = statSync(path);
  if (stat.isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!skipDirs.has(entry)) listFiles(join(path, entry), out);
  }
  return out;
}

/** A content hash of the inputs of a build step, to rebuild only what is stale. */
export function hashInputs(paths) {
  const hash = createHash('sha256');
  for (const path of paths) {
    for (const file of listFiles(join(root, path), [])) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function readStamp(dir) {
  const file = join(root, dir, '.build-stamp');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function writeStamp(dir, value) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, '.build-stamp'), value);
}
