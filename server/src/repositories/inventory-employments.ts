import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { InventoryEmployment } from '@logistics/shared/contracts/inventory-employments';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB } from '../db/schema.js';
import {
  containsPattern,
  filteredCounts,
  listPage,
  sortedPage,
  type ListPage,
  type ListParams,
} from './list-query.js';
import type { Outcome } from './outcome.js';
import { inList, isUuid, versionBumpWhenChanged, visibleIdsOf } from './document-shared.js';

/** The unique index that allows one active employment per employee (migration 0002). */
export const ONE_ACTIVE_EMPLOYMENT = 'inventory_employments_one_active';

export interface InventoryEmploymentListParams extends ListParams {
  /** The inventory filter (multi-valued, by name). */
  inventory?: readonly string[] | undefined;
}

/** Whose employments a list or lookup covers: every one, or one employee's own. */
export type InventoryEmploymentScope = { employeeId: string } | undefined;

export interface InventoryEmploymentDates {
  hire_date?: string | undefined;
  termination_date?: string | undefined;
  resign_date?: string | undefined;
  transfer_date?: string | undefined;
}

export type InventoryEmploymentUpdateOutcome = Outcome<
  { employment: InventoryEmployment },
  { problem: 'before-hire'; field: 'termination_date' | 'resign_date' | 'transfer_date' }
>;

const sortKeys = {
  hire_date: sql.ref('e.hire_date'),
  employee: sql`lower(u.name) collate "C"`,
  inventory: sql.ref('i.name_key'),
  termination_date: sql.ref('e.termination_date'),
  resign_date: sql.ref('e.resign_date'),
  transfer_date: sql.ref('e.transfer_date'),
} as const;

function sortKeyOf(sort: string | undefined) {
  return sort !== undefined && sort in sortKeys
    ? sortKeys[sort as keyof typeof sortKeys]
    : sortKeys.hire_date;
}

/** The conditions on `e` of the employments a scope covers (none: every one). */
function employmentsShown(scope: InventoryEmploymentScope): Array<Expression<SqlBool>> {
  return scope ? [sql<SqlBool>`e.employee_id = ${scope.employeeId}`] : [];
}

/** Inventory employments (the screens' supervisors): employees placed in charge of inventories. */
export function createInventoryEmploymentsRepository(db: Kysely<DB>) {
  const base = (scope: InventoryEmploymentScope) => {
    let query = db
      .selectFrom('inventory_employments as e')
      .innerJoin('users as u', 'u.id', 'e.employee_id')
      .innerJoin('inventories as i', 'i.id', 'e.inventory_id');
    for (const condition of employmentsShown(scope)) query = query.where(condition);
    return query;
  };

  const columns = [
    'e.id',
    'e.version',
    'e.created_at',
    'e.updated_at',
    'e.hire_date',
    'e.employee_id',
    'u.name as employee_name',
    'u.email as employee_email',
    'i.name as inventory',
    'e.employee_status',
    'e.termination_date',
    'e.resign_date',
    'e.transfer_date',
  ] as const;

  type Row = {
    id: string;
    version: number;
    created_at: Date;
    updated_at: Date;
    hire_date: string;
    employee_id: string;
    employee_name: string;
    employee_email: string;
    inventory: string;
    employee_status: boolean;
    termination_date: string | null;
    resign_date: string | null;
    transfer_date: string | null;
  };

  function toInventoryEmployment(row: Row): InventoryEmployment {
    return {
      id: row.id,
      version: row.version,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      hire_date: row.hire_date,
      employee_id: row.employee_id,
      employee: { id: row.employee_id, name: row.employee_name, email: row.employee_email },
      inventory: row.inventory,
      employee_status: row.employee_status,
      termination_date: row.termination_date,
      resign_date: row.resign_date,
      transfer_date: row.transfer_date,
    };
  }

  async function findById(
    id: string,
    scope?: InventoryEmploymentScope,
  ): Promise<InventoryEmployment | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await base(scope).select(columns).where('e.id', '=', id).executeTakeFirst();
    return row && toInventoryEmployment(row);
  }

  return {
    findById,

    /** Which of these employments the scope covers, by the list's conditions. */
    visibleIds: (ids: readonly string[], scope: InventoryEmploymentScope): Promise<string[]> =>
      visibleIdsOf(db, 'inventory_employments', 'e', employmentsShown(scope), ids),

    async list(
      params: InventoryEmploymentListParams,
      scope: InventoryEmploymentScope,
    ): Promise<ListPage<InventoryEmployment>> {
      const inventoryFilter =
        params.inventory && params.inventory.length > 0 ? params.inventory.map(pathKey) : undefined;
      const filtered = (skip?: string) => {
        let query = base(scope);
        if (params.q) {
          const pattern = containsPattern(params.q);
          query = query.where((eb) =>
            eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
          );
        }
        if (skip !== 'inventory' && inventoryFilter)
          query = query.where(inList('i.name_key', inventoryFilter));
        return query;
      };
      const page = sortedPage(filtered().select(columns), sortKeyOf(params.sort), 'e.id', params);
      return listPage(
        page,
        params,
        (rows) => rows.map(toInventoryEmployment),
        filteredCounts(filtered, { inventory: 'i.name' }),
      );
    },

    /** Throws a unique violation (ONE_ACTIVE_EMPLOYMENT) when the employee already has an active one. */
    async create(input: { employeeId: string; inventoryId: string; hireDate: string }) {
      const row = await db
        .insertInto('inventory_employments')
        .values({ employee_id: input.employeeId, inventory_id: input.inventoryId, hire_date: input.hireDate })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await findById(row.id)) as InventoryEmployment;
    },

    /**
     * Sets dates; any end date ends the employment (employee_status false). An end date before the hire date
     * (the new one, or the stored one) is refused.
     */
    async update(
      id: string,
      dates: InventoryEmploymentDates,
      expectedVersion: number,
    ): Promise<InventoryEmploymentUpdateOutcome> {
      const current = await findById(id);
      if (!current) return { problem: 'not-found' };
      const hire = dates.hire_date ?? current.hire_date;
      for (const field of ['termination_date', 'resign_date', 'transfer_date'] as const) {
        const end = dates[field] ?? current[field];
        if (end && end < hire) return { problem: 'before-hire', field };
      }
      const values = Object.fromEntries(Object.entries(dates).filter(([, value]) => value !== undefined));
      const ended =
        (dates.termination_date ?? current.termination_date) !== null ||
        (dates.resign_date ?? current.resign_date) !== null ||
        (dates.transfer_date ?? current.transfer_date) !== null;
      const written = { ...values, employee_status: !ended };
      let query = db
        .updateTable('inventory_employments')
        .set({ ...written, ...versionBumpWhenChanged(written) })
        .where('id', '=', id);
      query = query.where('version', '=', expectedVersion);
      const updated = await query.returning('id').executeTakeFirst();
      if (!updated) return { problem: 'stale' };
      return { employment: (await findById(id)) as InventoryEmployment };
    },

    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom('inventory_employments').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type InventoryEmploymentsRepository = ReturnType<typeof createInventoryEmploymentsRepository>;
