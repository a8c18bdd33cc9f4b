import { sql, type Kysely, type SqlBool } from 'kysely';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Product, ProductCreate, ProductUpdate } from '@logistics/shared/contracts/products';
import {
  documentsInWords,
  listInWords,
  NAMED_KEYS_MAX,
  resourceLabels,
  serverMessages,
} from '@logistics/shared/contracts/messages';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { createStockLedger } from '../stock/ledger.js';
import { createTableRepository, type MasterDataRepository, type Values } from './master-data-repository.js';
import { addressedByName, times } from './master-data.js';
import { batches, inList, missingReference } from './document-shared.js';

export const PRODUCT_NAME_UNIQUE = 'products_name_key_unique';
export const PRODUCT_SKU_UNIQUE = 'products_sku_unique';

type ProductChanges = Omit<ProductUpdate, 'version'>;

/** The documents whose lines name a product, each kind with its business key. */
const listingKinds = [
  { resource: 'purchases', lines: 'purchase_products', owner: 'purchase_id', key: 'mr_id' },
  { resource: 'transfers', lines: 'transfer_products', owner: 'transfer_id', key: 'trf_id' },
  { resource: 'sales', lines: 'sale_products', owner: 'sale_id', key: 'bill_id' },
] as const;

/**
 * Products, addressed by the path key of their name; each names its category by the category's name, and is
 * deleted only once no document lists it and none of it is in stock.
 */
export function createProductsRepository(
  db: Kysely<DB>,
): MasterDataRepository<Product, ProductCreate, ProductChanges> {
  /** 'the purchase “MR-1”', 'the sales “B-1”, “B-2”, “B-3” and 2 more': the documents that list a product. */
  async function documentsListing(productId: string): Promise<string[]> {
    const named: string[] = [];
    for (const kind of listingKinds) {
      // The window counts every matching document before the limit keeps the first few.
      const { rows } = await sql<{ key: string; total: string | number }>`
        select d.${sql.ref(kind.key)} as key, count(*) over () as total from ${sql.table(kind.resource)} d
        where exists (select 1 from ${sql.table(kind.lines)} l
          where l.${sql.ref(kind.owner)} = d.id and l.product_id = ${productId})
        order by 1 limit ${NAMED_KEYS_MAX}`.execute(db);
      if (rows.length > 0) {
        const keys = rows.map((row) => row.key);
        named.push(documentsInWords(resourceLabels[kind.resource], keys, Number(rows[0]?.total)));
      }
    }
    return named;
  }

  /** Each input's category name turned into the category's id, the names looked up once by their path keys. */
  async function withCategoryIds(inputs: readonly Values[]): Promise<Values[]> {
    const names = inputs.flatMap(({ category }) => (typeof category === 'string' ? [category] : []));
    const ids = new Map<string, string>();
    for (const slice of batches([...new Set(names.map(pathKey))])) {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'name_key'])
        .where(inList('name_key', slice))
        .execute();
      for (const row of rows) ids.set(row.name_key, row.id);
    }
    return inputs.map(({ category, ...rest }) => {
      if (typeof category !== 'string') return rest;
      const categoryId = ids.get(pathKey(category));
      if (!categoryId) throw missingReference('category', category);
      return { ...rest, category_id: categoryId };
    });
  }

  type Joined = { created_at: Date; updated_at: Date } & Omit<Product, 'created_at' | 'updated_at'>;
  return createTableRepository<'products', Product, Joined>(db, {
    table: 'products',
    joined: {
      alias: 'p',
      join: (db) =>
        db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id') as never,
      columns: [
        'p.id',
        'p.name',
        'c.name as category',
        'p.price',
        'p.sku',
        'p.description',
        'p.low_stock_threshold',
        'p.version',
        'p.created_at',
        'p.updated_at',
      ],
    },
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      price: row.price,
      sku: row.sku,
      description: row.description,
      low_stock_threshold: row.low_stock_threshold,
      ...times(row),
    }),
    keyCondition: (key) => sql<SqlBool>`p.name_key = ${pathKey(key)}`,
    keysCondition: (keys) => inList('p.name_key', keys.map(pathKey)),
    searchColumn: 'p.name',
    sortKeys: {
      name: sql.ref('p.name_key'),
      category: sql.ref('c.name_key'),
      price: sql.ref('p.price'),
      sku: sql`upper(p.sku)`,
      created_at: sql.ref('p.created_at'),
    },
    facet: { filter: 'category', column: 'c.name', matchColumn: 'c.name_key', matchValue: pathKey },
    derived: addressedByName.derived,
    references: withCategoryIds,
    async beforeRemove(product) {
      const listing = await documentsListing(product.id);
      const { name } = product;
      if (listing.length > 0) {
        throw new AppError(409, serverMessages.stillListed('product', name, listInWords(listing)));
      }
      // Its batches, all at zero by then (a purchase made and deleted again leaves one behind), are retired with
      // it; their history stays in the ledger.
      const held = await createStockLedger(db).retireEmptyBatches({ productId: product.id });
      if (held > 0) throw new AppError(409, serverMessages.stillInStock('product', name, held));
    },
  });
}
