import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { masterDataTableResources, masterDataTables } from '@logistics/shared/contracts/resources';
import { describeOnBothDatabases, SERVER_DIR } from './helpers.js';

/**
 * db/schema.ts is written by hand beside the migrations (a master-data table's columns derived from its
 * contract's row schema); this suite holds the two together. It reads schema.ts
 * with the TypeScript compiler (each table of `DB`, each column's selected and inserted type) and compares it
 * with the information_schema of a database the migrations built: the same tables, the same columns, a type the
 * driver reads back as the declared one, nullable exactly where the declared type holds null, and a column an
 * insert may leave out has a default.
 */

const SCHEMA_FILE = join(SERVER_DIR, 'src', 'db', 'schema.ts');
const DATA_MODEL_DOC = join(SERVER_DIR, '..', 'docs', 'data-model.md');

/** Kysely's own bookkeeping of the migrations, not the product's data. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type ValueKind = 'string' | 'number' | 'boolean' | 'Date' | 'Buffer';

/**
 * What the drivers (pg with the parsers of db/database.ts, PGlite) hand back for each SQL type: int8 is parsed
 * as a number, date stays its 'YYYY-MM-DD' text, numeric stays text so no float touches money. A type missing
 * here fails the suite until someone decides how it reads back.
 */
const kindOfSqlType: Record<string, ValueKind> = {
  uuid: 'string',
  text: 'string',
  'character varying': 'string',
  numeric: 'string',
  date: 'string',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  bytea: 'Buffer',
};

interface DeclaredColumn {
  /** The kinds of value a select returns, null aside. */
  kinds: Set<string>;
  nullable: boolean;
  /** Whether an insert may leave the column out. */
  optionalOnInsert: boolean;
}

interface DeclaredSchema {
  tables: Map<string, Map<string, DeclaredColumn>>;
  /** What each table holds: the doc comment of its interface. */
  descriptions: Map<string, string>;
}
let declaredOnce: DeclaredSchema | undefined;

/** Every table of schema.ts's `DB` interface and its columns, as the compiler reads them (once per run). */
function declaredSchema(): DeclaredSchema {
  declaredOnce ??= readDeclaredSchema();
  return declaredOnce;
}

/** A master-data table's columns are derived from its contract, which also says what it holds. */
function masterDataTableDescription(table: string): string {
  const resource = masterDataTableResources.find((name) => name.replace(/-/g, '_') === table);
  return resource ? masterDataTables[resource].description : '';
}

function readDeclaredSchema(): DeclaredSchema {
  const configFile = ts.findConfigFile(SERVER_DIR, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error(`no tsconfig.json in ${SERVER_DIR}`);
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, ts.sys.readFile).config,
    ts.sys,
    SERVER_DIR,
  );
  const program = ts.createProgram([SCHEMA_FILE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const dbSymbol =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((item) => item.name === 'DB');
  if (!dbSymbol) throw new Error(`${SCHEMA_FILE} exports no DB interface`);

  // Kysely's ColumnType<Select, Insert, Update> (and Generated) carry their parts as phantom properties.
  const part = (type: ts.Type, name: '__select__' | '__insert__') => {
    const property = type.getProperty(name);
    return property ? checker.getTypeOfSymbol(property) : type;
  };
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const kindOf = (type: ts.Type): string => {
    if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral)) return 'string';
    if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLiteral) return 'boolean';
    return type.getSymbol()?.name ?? checker.typeToString(type);
  };

  const tables = new Map<string, Map<string, DeclaredColumn>>();
  const descriptions = new Map<string, string>();
  for (const table of checker.getDeclaredTypeOfSymbol(dbSymbol).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    const tableType = checker.getTypeOfSymbol(table);
    const comment = tableType.getSymbol()?.getDocumentationComment(checker) ?? [];
    const described = ts.displayPartsToString(comment).replace(/\s+/g, ' ').trim();
    descriptions.set(table.name, described || masterDataTableDescription(table.name));
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      const selected = members(part(type, '__select__'));
      const inserted = members(part(type, '__insert__'));
      columns.set(column.name, {
        kinds: new Set(selected.filter((item) => !(item.flags & ts.TypeFlags.Null)).map(kindOf)),
        nullable: selected.some((item) => item.flags & ts.TypeFlags.Null),
        optionalOnInsert: inserted.some((item) => item.flags & ts.TypeFlags.Undefined),
      });
    }
    tables.set(table.name, columns);
  }
  return { tables, descriptions };
}

interface StoredColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

/** Where schema.ts and the migrated database disagree, one line per table or column. */
function mismatches(declared: DeclaredSchema['tables'], stored: StoredColumn[]): string[] {
  const problems: string[] = [];
  const storedTables = new Map<string, Map<string, StoredColumn>>();
  for (const column of stored) {
    if (MIGRATOR_TABLES.has(column.table_name)) continue;
    const columns = storedTables.get(column.table_name) ?? new Map<string, StoredColumn>();
    columns.set(column.column_name, column);
    storedTables.set(column.table_name, columns);
  }
  for (const table of storedTables.keys()) {
    if (!declared.has(table))
      problems.push(`table ${table}: made by the migrations, missing from DB in schema.ts`);
  }
  for (const [table, columns] of declared) {
    const storedColumns = storedTables.get(table);
    if (!storedColumns) {
      problems.push(`table ${table}: declared in schema.ts, not made by any migration`);
      continue;
    }
    for (const name of storedColumns.keys()) {
      if (!columns.has(name)) problems.push(`${table}.${name}: in the database, missing from schema.ts`);
    }
    for (const [name, column] of columns) {
      const found = storedColumns.get(name);
      if (!found) {
        problems.push(`${table}.${name}: declared in schema.ts, not in the database`);
        continue;
      }
      const kind = kindOfSqlType[found.data_type];
      const declaredKinds = [...column.kinds].join(' | ');
      if (!kind) {
        problems.push(
          `${table}.${name}: SQL type ${found.data_type} has no known TypeScript type (add it above)`,
        );
      } else if (column.kinds.size !== 1 || !column.kinds.has(kind)) {
        problems.push(
          `${table}.${name}: ${found.data_type} reads back as ${kind}, schema.ts declares ${declaredKinds}`,
        );
      }
      const nullable = found.is_nullable === 'YES';
      if (nullable !== column.nullable) {
        problems.push(
          `${table}.${name}: ${nullable ? 'nullable' : 'not null'} in the database, ` +
            `schema.ts ${column.nullable ? 'allows' : 'does not allow'} null`,
        );
      }
      const hasDefault = found.column_default !== null || found.is_identity === 'YES';
      if (column.optionalOnInsert && !nullable && !hasDefault) {
        problems.push(
          `${table}.${name}: schema.ts lets an insert leave it out, but it is not null with no default`,
        );
      }
    }
  }
  return problems;
}

describeOnBothDatabases('db/schema.ts against the migrated database', (t) => {
  it('declares every table and column the migrations make, with their types and nullability', async () => {
    const { rows } = await sql<StoredColumn>`
      select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(mismatches(declaredSchema().tables, rows)).toEqual([]);
  });

  it('describes every table in docs/data-model.md as schema.ts and the foreign keys say', async () => {
    const { rows } = await sql<Reference>`
      select c.conrelid::regclass::text as table_name, a.attname as column_name,
        c.confrelid::regclass::text as referenced_table
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1, 2`.execute(t.database.db);
    const declared = declaredSchema();
    const undescribed = [...declared.descriptions].filter(([, text]) => text === '').map(([table]) => table);
    expect(undescribed).toEqual([]);
    const stored = await sql<Pick<StoredColumn, 'table_name' | 'column_name'>>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`.execute(t.database.db);
    const section = dataModelSection(declared, rows, stored.rows);
    const doc = readFileSync(DATA_MODEL_DOC, 'utf8');
    const [head, rest] = doc.split(GENERATED_START);
    const tail = rest?.split(GENERATED_END)[1];
    if (head === undefined || tail === undefined)
      throw new Error(`${DATA_MODEL_DOC} lacks its generated section`);
    const written = `${head}${GENERATED_START}\n${section}${GENERATED_END}${tail}`;
    if (process.env.UPDATE_DOCS === '1') writeFileSync(DATA_MODEL_DOC, written);
    // Regenerate with UPDATE_DOCS=1 (this suite) after changing schema.ts or a foreign key.
    // An UPDATE_DOCS=1 run has just written it, and passes on what it wrote.
    expect(readFileSync(DATA_MODEL_DOC, 'utf8')).toBe(written);
  });
});

interface Reference {
  table_name: string;
  column_name: string;
  referenced_table: string;
}

const GENERATED_START =
  '<!-- generated by server/test/db-schema.test.ts (UPDATE_DOCS=1): do not edit below -->';
const GENERATED_END = '<!-- end of generated section -->';

/**
 * The tables of docs/data-model.md: what each holds, its columns in the database's order (`?` where null is
 * allowed) and references.
 */
function dataModelSection(
  declared: DeclaredSchema,
  references: Reference[],
  stored: Pick<StoredColumn, 'table_name' | 'column_name'>[],
): string {
  const lines = ['| table | holds | columns | references |', '|---|---|---|---|'];
  for (const [table, columns] of declared.tables) {
    const names = stored
      .filter((column) => column.table_name === table)
      .map(({ column_name: name }) => `${name}${columns.get(name)?.nullable ? '?' : ''}`)
      .join(', ');
    const refers = references
      .filter((reference) => reference.table_name === table)
      .map((reference) => `${reference.column_name} → \`${reference.referenced_table}\``)
      .join(', ');
    const holds = (declared.descriptions.get(table) ?? '').replace(/\|/g, '\\|').replace(/</g, '&lt;');
    lines.push(`| \`${table}\` | ${holds} | ${names} | ${refers} |`);
  }
  return `${lines.join('\n')}\n`;
}

describe('the comparison of db/schema.ts with a database', () => {
  it('finds a column whose type, nullability or presence differs, naming the table and column', () => {
    const declared = new Map([
      [
        'things',
        new Map<string, DeclaredColumn>([
          ['id', { kinds: new Set(['string']), nullable: false, optionalOnInsert: true }],
          ['count', { kinds: new Set(['number']), nullable: false, optionalOnInsert: false }],
          ['note', { kinds: new Set(['string']), nullable: false, optionalOnInsert: false }],
          ['gone', { kinds: new Set(['string']), nullable: true, optionalOnInsert: true }],
          ['made', { kinds: new Set(['Date']), nullable: false, optionalOnInsert: true }],
        ]),
      ],
    ]);
    const column = (name: string, data_type: string, nullable: boolean, column_default: string | null) =>
      ({
        table_name: 'things',
        column_name: name,
        data_type,
        is_nullable: nullable ? 'YES' : 'NO',
        column_default,
        is_identity: 'NO',
      }) satisfies StoredColumn;
    expect(
      mismatches(declared, [
        column('id', 'uuid', false, 'gen_random_uuid()'),
        column('count', 'numeric', false, null),
        column('note', 'text', true, null),
        column('made', 'timestamp with time zone', false, null),
        column('extra', 'text', true, null),
        { ...column('id', 'uuid', false, null), table_name: 'others' },
      ]),
    ).toEqual([
      'table others: made by the migrations, missing from DB in schema.ts',
      'things.extra: in the database, missing from schema.ts',
      'things.count: numeric reads back as string, schema.ts declares number',
      'things.note: nullable in the database, schema.ts does not allow null',
      'things.gone: declared in schema.ts, not in the database',
      'things.made: schema.ts lets an insert leave it out, but it is not null with no default',
    ]);
  });
});
