import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previousReleaseCommit } from './previous-release.mjs';

let repo = '';

function git(...args) {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** Commits shared/package.json with `fields` (and a file beside it, so a commit may leave it unchanged). */
function commitShared(fields, message) {
  writeFileSync(
    join(repo, 'shared', 'package.json'),
    JSON.stringify({ name: '@logistics/shared', ...fields }),
  );
  writeFileSync(join(repo, 'notes.txt'), message);
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'previous-release-'));
  mkdirSync(join(repo, 'shared'));
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

test('the previous release is the newest commit that set another version, not a later edit that kept it', () => {
  commitShared({ version: '3.0.0' }, 'shared 3.0.0');
  const previous = commitShared({ version: '3.0.1' }, 'shared 3.0.1');
  // Changes shared/package.json but not its version: not a release.
  commitShared({ version: '3.0.1', sideEffects: false }, 'a field of shared');
  commitShared({ version: '3.1.0', sideEffects: false }, 'shared 3.1.0');
  commitShared({ version: '3.1.0', sideEffects: true }, 'another field of shared');
  commitShared({ version: '3.1.0', sideEffects: true }, 'no change to shared at all');

  expect(previousReleaseCommit(repo)).toEqual({ commit: previous, version: '3.0.1', current: '3.1.0' });
});

test('a version set back to an earlier one: the previous release is the commit before it that differs', () => {
  commitShared({ version: '1.0.0' }, 'shared 1.0.0');
  const previous = commitShared({ version: '1.1.0' }, 'shared 1.1.0');
  commitShared({ version: '1.0.0' }, 'back to 1.0.0');

  expect(previousReleaseCommit(repo)).toEqual({ commit: previous, version: '1.1.0', current: '1.0.0' });
});

test('no earlier version, or a shallow clone: refused with the reason', () => {
  commitShared({ version: '1.0.0' }, 'shared 1.0.0');
  commitShared({ version: '1.0.0', private: true }, 'a field of shared');
  expect(() => previousReleaseCommit(repo)).toThrow(
    "No commit in the history sets shared/package.json's version to one other than 1.0.0.",
  );

  const clone = `${repo}-shallow`;
  spawnSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
  try {
    expect(() => previousReleaseCommit(clone)).toThrow(/This clone is shallow/);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
});
