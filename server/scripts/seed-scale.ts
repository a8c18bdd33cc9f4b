// `pnpm --filter server seed:scale -- --sales 1000000 --purchases 100000 --customers 50000 --inventories 20`
// Generates a data set at scale in the configured database (DATABASE_URL, else PGlite under DATA_DIR),
// after migrating and seeding the demo data, and prints rows per second for each step.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed.js';
import { defaultScaleOptions, seedAtScale, type ScaleOptions } from '../src/db/seed/scale.js';

const { values } = parseArgs({
  options: {
    sales: { type: 'string' },
    purchases: { type: 'string' },
    customers: { type: 'string' },
    inventories: { type: 'string' },
    products: { type: 'string' },
    vendors: { type: 'string' },
    prefix: { type: 'string' },
    'batch-size': { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(
    'Usage: seed:scale [--sales N] [--purchases N] [--customers N] [--inventories N] [--products N] [--vendors N] [--prefix SC] [--batch-size N]',
  );
  process.exit(0);
}

function count(name: keyof typeof values, fallback: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(String(raw).replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const sales = count('sales', defaultScaleOptions.sales);
const options: ScaleOptions = {
  sales,
  purchases: count('purchases', Math.max(20, Math.ceil(sales / 10))),
  customers: count('customers', Math.max(10, Math.ceil(sales / 20))),
  inventories: count('inventories', defaultScaleOptions.inventories),
  products: count('products', defaultScaleOptions.products),
  vendors: count('vendors', defaultScaleOptions.vendors),
  prefix: values.prefix ?? defaultScaleOptions.prefix,
  batchSize: count('batch-size', defaultScaleOptions.batchSize),
};

const config = loadConfig(process.env, { repoRoot: resolve(import.meta.dirname, '..', '..') });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const started = performance.now();
try {
  console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir}`);
  console.log(`Options: ${JSON.stringify(options)}`);
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const steps = await seedAtScale(database.db, options, (step) => {
    const rate = step.seconds > 0 ? Math.round(step.rows / step.seconds) : step.rows;
    console.log(
      `${step.step.padEnd(28)} ${String(step.rows).padStart(10)} rows  ${step.seconds.toFixed(1).padStart(7)} s  ${String(rate).padStart(9)} rows/s`,
    );
  });
  const rows = steps.reduce((sum, step) => sum + step.rows, 0);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Total: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s)`);
} finally {
  await database.close();
}
