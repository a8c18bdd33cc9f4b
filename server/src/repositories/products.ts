import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Product, ProductCreate, ProductUpdate } from '@logistics/shared/contracts/products';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
import type { DB } from '../db/schema.js';
import type { CrudRepository, UpdateOutcome } from '../routes/crud-routes.js';
import { containsPattern, offsetOf, type ListPage } from './list-query.js';
import { facetOf, inList, missingReference } from './transaction-shared.js';

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

/** Products, addressed by the path key of their name; each names its category by the category's name. */
export function createProductsRepository(
  db: Kysely<DB>,
): CrudRepository<Product, ProductCreate, ProductChanges> {
  const joined = () => db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id');
  const columns = [
    'p.id',
    'p.name',
    'c.name as category',
    'p.price',
    'p.sku',
    'p.description',
    'p.version',
    'p.created_at',
    'p.updated_at',
  ] as const;
  type Joined = { created_at: Date; updated_at: Date } & Omit<Product, 'created_at' | 'updated_at'>;
  // Field by field, not a spread of pg's row (see toPurchase in purchases.ts).
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

  async function readOne(where: Expression<SqlBool>): Promise<Product | undefined> {
    const row = await joined().select(columns).where(where).executeTakeFirst();
    return row && toProduct(row as Joined);
  }

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
      const [rows, count, facetRows] = await Promise.all([
        joined()
          .select(columns)
          .where(criteria(true))
          .orderBy(sort, params.order)
          .orderBy('p.id')
          .limit(params.pageSize)
          .offset(offsetOf(params))
          .execute(),
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
        items: rows.map((row) => toProduct(row as Joined)),
        total: Number(count.total),
        facets: { category: facetOf(facetRows) },
      };
    },

    findByKey: (key) => readOne(sql<SqlBool>`p.name_key = ${pathKey(key)}`),

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

    async update(
      key: string,
      changes: ProductChanges,
      expectedVersion: number,
    ): Promise<UpdateOutcome<Product>> {
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

    async remove(key: string): Promise<boolean> {
      const result = await db.deleteFrom('products').where('name_key', '=', pathKey(key)).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
