import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { loadMigrations } from '../src/db/migrations/index.js';
import { SERVER_DIR } from './helpers.js';

/**
 * A migration that has shipped is never edited: databases in use already ran it, and would not run it again, so
 * an edit would make fresh databases differ from upgraded ones. A change to what it made is a new migration.
 * `shipped.json` beside the migrations holds the hash of each shipped file's code (comments and layout aside: a
 * comment may still be reworded); this suite fails when that code changes or a shipped migration disappears.
 * `UPDATE_SHIPPED_MIGRATIONS=1` adds the migrations not yet listed, and never changes a listed one.
 */

const MIGRATIONS_DIR = join(SERVER_DIR, 'src', 'db', 'migrations');
const MANIFEST = join(MIGRATIONS_DIR, 'shipped.json');
const RULE =
  'A shipped migration is never edited (databases that ran it would not run it again): ' +
  'undo the change and write a new migration that changes what it made.';

/** The sha256 of a file's code as the compiler prints it without comments, so rewording a comment keeps it. */
function codeHash(text: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const code = ts.createPrinter({ removeComments: true }).printFile(source);
  return createHash('sha256').update(code).digest('hex');
}

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}-.+\.ts$/.test(file))
    .sort();

const hashOf = (file: string) => codeHash(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'), file);

function readManifest(): Record<string, string> {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
}

if (process.env.UPDATE_SHIPPED_MIGRATIONS === '1') {
  const manifest = readManifest();
  for (const file of migrationFiles()) manifest[file] ??= hashOf(file);
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

describe('shipped migrations', () => {
  it('keeps the code of every shipped migration as it shipped', () => {
    const manifest = readManifest();
    const present = new Set(migrationFiles());
    const changed = Object.entries(manifest)
      .filter(([file, hash]) => !present.has(file) || hashOf(file) !== hash)
      .map(([file]) => (present.has(file) ? `${file} was edited` : `${file} was removed or renamed`));
    if (changed.length > 0) throw new Error(`${changed.join('; ')}. ${RULE}`);
  });

  it('lists every migration file in shipped.json and in the migrator', async () => {
    const manifest = readManifest();
    const unlisted = migrationFiles().filter((file) => !(file in manifest));
    if (unlisted.length > 0) {
      throw new Error(
        `${unlisted.join(', ')}: not in src/db/migrations/shipped.json. When the migration is final, ` +
          'run this suite with UPDATE_SHIPPED_MIGRATIONS=1 to add it; from then on it is never edited.',
      );
    }
    expect(Object.keys(await loadMigrations()).map((name) => `${name}.ts`)).toEqual(migrationFiles());
  });

  it('hashes code, not comments or layout', () => {
    const code = 'export const a = sql`select 1`;\n';
    expect(codeHash(`// why\n${code}`, 'x.ts')).toBe(codeHash(code, 'x.ts'));
    expect(codeHash(code.replace(' = ', '   =\n  '), 'x.ts')).toBe(codeHash(code, 'x.ts'));
    expect(codeHash(code.replace('1', '2'), 'x.ts')).not.toBe(codeHash(code, 'x.ts'));
  });
});
