import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Product, ProductCreate, ProductUpdate } from '@logistics/shared/contracts/products';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
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
import { keyReads, type MasterDataRepository } from './master-data-repository.js';
import type { Outcome } from './outcome.js';
import { containsPattern, keysetOf, nextKeyset, sortedPage, type ListPage } from './list-query.js';
import { batches, facetOf, inList, missingReference } from './document-shared.js';

export const PRODUCT_NAME_UNIQUE = 'products_name_key_unique';
export const PRODUCT_SKU_UNIQUE = 'products_sku_unique';

/** Sort columns of contracts' listDefinitions.products.sortable; the first is the default. */
const sortKeys = {
  name: sql.ref('p.name_key'),
  category: sql.ref('c.name_key'),
  price: sql.ref('p.price'),
  sku: sql`upper(p.sku)`,
  created_at: sql.ref('p.created_at'),
} as const;

type ProductChanges = Omit<ProductUpdate, 'version'>;

/** The documents whose lines name a product, each kind with its business key. */
const listingKinds = [
  { resource: 'purchases', lines: 'purchase_products', owner: 'purchase_id', key: 'mr_id' },
  { resource: 'transfers', lines: 'transfer_products', owner: 'transfer_id', key: 'trf_id' },
  { resource: 'sales', lines: 'sale_products', owner: 'sale_id', key: 'bill_id' },
] as const;

/** Products, addressed by the path key of their name; each names its category by the category's name. */
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

  const joined = () => db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id');
  const columns = [
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
  ] as const;
  type Joined = { created_at: Date; updated_at: Date } & Omit<Product, 'created_at' | 'updated_at'>;
  const toProduct = (row: Joined): Product => ({
    id: row.id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    name: row.name,
    category: row.category,
    price: row.price,
    sku: row.sku,
    description: row.description,
    low_stock_threshold: row.low_stock_threshold,
  });

  /** The category a body names, by the path key of its name: 400 when there is none. */
  async function categoryId(name: string): Promise<string> {
    const row = await db
      .selectFrom('categories')
      .select('id')
      .where('name_key', '=', pathKey(name))
      .executeTakeFirst();
    if (!row) throw missingReference('category', name);
    return row.id;
  }

  async function stored(input: ProductChanges) {
    const { category, ...rest } = emptyToNull(definedOnly(input));
    return {
      ...rest,
      ...(typeof rest.name === 'string' ? { name_key: pathKey(rest.name) } : {}),
      ...(typeof category === 'string' ? { category_id: await categoryId(category) } : {}),
    };
  }

  async function read(where: Expression<SqlBool>): Promise<Product[]> {
    const rows = await joined().select(columns).where(where).execute();
    return rows.map((row) => toProduct(row as Joined));
  }
  const readOne = async (where: Expression<SqlBool>) => (await read(where))[0];

  return {
    async list(params: ListQuery): Promise<ListPage<Product>> {
      const chosen = params.category;
      const categories =
        chosen === undefined ? [] : (Array.isArray(chosen) ? chosen : [String(chosen)]).map(pathKey);
      const criteria = (withCategory: boolean) => {
        const list: Array<Expression<SqlBool>> = [];
        if (params.q) list.push(sql<SqlBool>`p.name ilike ${containsPattern(params.q)}`);
        if (withCategory && categories.length > 0) list.push(inList('c.name_key', categories));
        return list.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(list, sql` and `)}`;
      };
      const sort = sortKeys[(params.sort ?? 'name') as keyof typeof sortKeys] ?? sortKeys.name;
      const page = sortedPage(joined().select(columns).where(criteria(true)), sort, 'p.id', params);
      // A keyset read (an export's) reads its rows only.
      if (keysetOf(params) !== undefined) {
        const rows = await page.execute();
        const items = rows.map((row) => toProduct(row as unknown as Joined));
        return { items, total: 0, facets: {}, next: nextKeyset(rows, params.pageSize) };
      }
      const [rows, count, facetRows] = await Promise.all([
        page.execute(),
        joined()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(criteria(true))
          .executeTakeFirstOrThrow(),
        joined()
          .select(['c.name as option', (eb) => eb.fn.countAll<number>().as('count')])
          .where(criteria(false))
          .groupBy('c.name')
          .execute(),
      ]);
      return {
        items: rows.map((row) => toProduct(row as unknown as Joined)),
        total: Number(count.total),
        facets: { category: facetOf(facetRows) },
      };
    },

    ...keyReads(
      read,
      (key) => sql<SqlBool>`p.name_key = ${pathKey(key)}`,
      (keys) => inList('p.name_key', keys.map(pathKey)),
    ),

    async create(input: ProductCreate): Promise<Product> {
      const values = await stored(input);
      const row = await db
        .insertInto('products')
        .values({
          ...values,
          name: input.name,
          name_key: pathKey(input.name),
          price: input.price,
          sku: input.sku,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await readOne(sql<SqlBool>`p.id = ${row.id}`)) as Product;
    },

    /** Many products in multi-row INSERTs (an import): each category is looked up once, by its name's key. */
    async insertMany(inputs: readonly ProductCreate[]): Promise<void> {
      const keys = [...new Set(inputs.map((input) => pathKey(input.category)))];
      const categoryIds = new Map<string, string>();
      for (const slice of batches(keys)) {
        const rows = await db
          .selectFrom('categories')
          .select(['id', 'name_key'])
          .where(inList('name_key', slice))
          .execute();
        for (const row of rows) categoryIds.set(row.name_key, row.id);
      }
      for (const batch of batches(inputs)) {
        const rows = batch.map(({ category, ...rest }) => {
          const categoryId = categoryIds.get(pathKey(category));
          if (!categoryId) throw missingReference('category', category);
          return { ...emptyToNull(definedOnly(rest)), name_key: pathKey(rest.name), category_id: categoryId };
        });
        await db
          .insertInto('products')
          .values(rows as never)
          .execute();
      }
    },

    async update(
      key: string,
      changes: ProductChanges,
      expectedVersion: number,
    ): Promise<Outcome<{ item: Product }>> {
      const values = await stored(changes);
      let query = db
        .updateTable('products')
        .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` } as never)
        .where('name_key', '=', pathKey(key));
      query = query.where('version', '=', expectedVersion);
      const row = await query.returning('id').executeTakeFirst();
      if (row) return { item: (await readOne(sql<SqlBool>`p.id = ${row.id}`)) as Product };
      const exists = await db
        .selectFrom('products')
        .select('id')
        .where('name_key', '=', pathKey(key))
        .executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
    },

    /**
     * Deletes a product once no document lists it (409 naming them otherwise) and none of it is in stock. Its
     * batches, all at zero by then (a purchase made and deleted again leaves one behind), are retired with it;
     * their history stays in the ledger. Runs inside a transaction (the product row is locked, so no line can
     * come to name it meanwhile).
     */
    async remove(key: string): Promise<boolean> {
      const product = await db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('name_key', '=', pathKey(key))
        .forUpdate()
        .executeTakeFirst();
      if (!product) return false;
      const listing = await documentsListing(product.id);
      if (listing.length > 0) {
        throw new AppError(409, serverMessages.stillListed('product', product.name, listInWords(listing)));
      }
      const held = await createStockLedger(db).retireEmptyBatches({ productId: product.id });
      if (held > 0) throw new AppError(409, serverMessages.stillInStock('product', product.name, held));
      await db.deleteFrom('products').where('id', '=', product.id).execute();
      return true;
    },
  };
}
