import { CompiledQuery, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { User } from '@logistics/shared/contracts/users';
import type { Role } from '@logistics/shared/contracts/roles';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { preparedStatement } from '../db/prepared-statements.js';
import type { DB, UserRow } from '../db/schema.js';
import {
  filteredCounts,
  listPage,
  searchCondition,
  sortedPage,
  textSortKey,
  type ListPage,
  type ListParams,
} from './list-query.js';
import type { Outcome } from './outcome.js';
import { inList, matchesNothing, versionBumpWhenChanged, visibleIdsOf } from './document-shared.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const USER_EMAIL_UNIQUE = 'users_email_unique';

type SessionRow = Pick<UserRow, 'id' | 'role' | 'token_version'> & { revoked: boolean };

/**
 * Asked on every authenticated request: written once here rather than built by the query builder each time,
 * and prepared once per PostgreSQL connection.
 */
const SESSION_SQL = preparedStatement(
  'session_of',
  `select u.id, u.role, u.token_version,
    exists (select 1 from revoked_tokens r where r.jti = $2) as revoked
  from users u where u.id = $1`,
);

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role?: Role | null;
  phone?: string | null;
  address?: string | null;
  avatar?: string | null;
  national_id?: string | null;
  driving_license_no?: string | null;
  passport_no?: string | null;
}

/** The fields an update may change (undefined leaves a field, null clears it). */
export interface UserChanges {
  name?: string | undefined;
  email?: string | undefined;
  role?: Role | undefined;
  phone?: string | null | undefined;
  address?: string | null | undefined;
  avatar?: string | null | undefined;
  national_id?: string | null | undefined;
  driving_license_no?: string | null | undefined;
  passport_no?: string | null | undefined;
  /** A new password's hash: raises token_version, so every session issued before ends (as another role does). */
  passwordHash?: string | undefined;
}

/** Whose rows a list or a lookup may show: these roles, and accounts without a role when `unassigned`. */
export interface EmployeeScope {
  roles: readonly Role[];
  unassigned: boolean;
}

export interface UserListParams extends ListParams {
  /** The role filter (multi-valued). */
  role?: readonly string[] | undefined;
}

/** An employee as read: never the password hash nor the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    national_id: row.national_id,
    driving_license_no: row.driving_license_no,
    passport_no: row.passport_no,
    address: row.address,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sort columns of contracts' listDefinitions.users.sortable. */
const sortKeys = {
  name: textSortKey('name'),
  email: sql.ref('email'),
  phone: textSortKey('phone'),
  role: textSortKey('role'),
  address: textSortKey('address'),
  created_at: sql.ref('created_at'),
} as const;

function sortKeyOf(sort: string | undefined) {
  return sort !== undefined && sort in sortKeys ? sortKeys[sort as keyof typeof sortKeys] : sortKeys.name;
}

/** The condition on `users` of the employees a scope shows: its roles, and accounts with none if it says so. */
function employeesShown(scope: EmployeeScope): Expression<SqlBool> {
  const parts: Array<Expression<SqlBool>> = [];
  if (scope.roles.length > 0) parts.push(inList('users.role', scope.roles));
  if (scope.unassigned) parts.push(sql<SqlBool>`users.role is null`);
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : matchesNothing;
}

export function createUsersRepository(db: Kysely<DB>) {
  function scoped(scope: EmployeeScope) {
    return db.selectFrom('users').where(employeesShown(scope));
  }

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      if (!UUID.test(id)) return undefined;
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * What every authenticated request asks the database, in one read: the token's user as it is now (role,
     * token version) and whether the token itself (its jti) was revoked. Undefined when there is no such user.
     */
    async sessionOf(id: string, jti: string): Promise<SessionRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const { rows } = await db.executeQuery<SessionRow>(CompiledQuery.raw(SESSION_SQL, [id, jti]));
      return rows[0];
    },

    /** Which of these employees the scope shows, by the list's condition. */
    visibleIds: (ids: readonly string[], scope: EmployeeScope): Promise<string[]> =>
      visibleIdsOf(db, 'users', 'users', [employeesShown(scope)], ids),

    /** The employee list inside a scope: search by e-mail, the role filter with its facet, sort and page. */
    async list(params: UserListParams, scope: EmployeeScope): Promise<ListPage<User>> {
      const roleFilter = params.role && params.role.length > 0 ? params.role : undefined;
      const filtered = (skip?: string) => {
        let query = scoped(scope);
        const search = searchCondition(params, 'email', listDefinitions.users.labelFields);
        if (search) query = query.where(search);
        if (skip !== 'role' && roleFilter) query = query.where(inList('role', roleFilter));
        return query;
      };
      const page = sortedPage(filtered().selectAll(), sortKeyOf(params.sort), 'id', params);
      return listPage(page, params, (rows) => rows.map(toUser), filteredCounts(filtered, { role: 'role' }));
    },

    /** Throws a unique violation (users_email_unique) when the e-mail is taken. */
    async create(account: NewAccount): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          name: account.name,
          email: account.email.trim().toLowerCase(),
          password_hash: account.passwordHash,
          role: account.role ?? null,
          phone: account.phone ?? null,
          address: account.address ?? null,
          avatar: account.avatar ?? null,
          national_id: account.national_id ?? null,
          driving_license_no: account.driving_license_no ?? null,
          passport_no: account.passport_no ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Registration: creates the account unless its e-mail has one, in one statement that does the same work
     * either way (an insert that may conflict, then a read of the e-mail's row), so its time does not tell the
     * two apart. Answers who owns the e-mail and whether the account was created now.
     */
    async register(account: {
      name: string;
      email: string;
      passwordHash: string;
    }): Promise<{ id: string; email: string; name: string; created: boolean }> {
      const email = account.email.trim().toLowerCase();
      const { rows } = await sql<{ id: string; email: string; name: string; created: boolean }>`
        with inserted as (
          insert into users (name, email, password_hash) values (${account.name}, ${email}, ${account.passwordHash})
          on conflict (email) do nothing
          returning id, email, name
        )
        select id, email, name, true as created from inserted
        union all
        select id, email, name, false as created from users
        where email = ${email} and not exists (select 1 from inserted)`.execute(db);
      // A registration of the same e-mail committed while this one waited is not in the statement's snapshot.
      return (
        rows[0] ??
        (await db
          .selectFrom('users')
          .select(['id', 'email', 'name', sql<boolean>`false`.as('created')])
          .where('email', '=', email)
          .executeTakeFirstOrThrow())
      );
    },

    /**
     * Partial update in one statement, only if the row still has `expectedVersion`. Throws a unique
     * violation (users_email_unique) when the new e-mail is taken.
     */
    async update(
      id: string,
      changes: UserChanges,
      expectedVersion: number,
    ): Promise<Outcome<{ user: User }>> {
      if (!UUID.test(id)) return { problem: 'not-found' };
      const { passwordHash, email, ...fields } = changes;
      const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      // A new password or another role ends the sessions issued before (the token carries the role).
      const tokenVersion =
        passwordHash !== undefined
          ? sql<number>`token_version + 1`
          : fields.role !== undefined
            ? sql<number>`token_version + (role is distinct from ${fields.role})::int`
            : undefined;
      const written = {
        ...values,
        ...(email === undefined ? {} : { email: email.trim().toLowerCase() }),
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      };
      let query = db
        .updateTable('users')
        .set({
          ...written,
          ...(tokenVersion === undefined ? {} : { token_version: tokenVersion }),
          ...versionBumpWhenChanged(written),
        })
        .where('id', '=', id);
      query = query.where('version', '=', expectedVersion);
      const row = await query.returningAll().executeTakeFirst();
      if (row) return { user: toUser(row) };
      const exists = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
    },

    async remove(id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Sets a new password; every token issued before stops working. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: sql<Date>`now()`,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
