import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { password, passwordChangeSchema } from '@logistics/shared/contracts/auth';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import {
  createdSuccess,
  employeeMessages,
  PASSWORD_UPDATED,
  serverMessages,
} from '@logistics/shared/contracts/messages';
import { assignableRoles, decide, rowScopes } from '@logistics/shared/contracts/permissions';
import { roles, type Role } from '@logistics/shared/contracts/roles';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import {
  publicUserOf,
  userCreateSchema,
  userReadSchema,
  userSchema,
  userUpdateSchema,
  type User,
  type UserRead,
  employeeListColumns,
} from '@logistics/shared/contracts/users';
import { emptyToNull } from '@logistics/shared/contracts/validation';
import { createLoginThrottle, refuseLogin } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { sendResetLink } from '../auth/reset-links.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { currentUser, type SessionUser } from '../plugins/app/auth.js';
import { toUser, USER_EMAIL_UNIQUE, type EmployeeScope, type UserChanges } from '../repositories/users.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { guardedRoutes } from './guard.js';
import { registerReads } from './read-routes.js';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'employee';
const definition = listDefinitions.users;

const idParams = z.object({ id: z.string().trim().min(1) });
const userWithMessage = updateResponseSchema(definition.singleKey, userSchema);
/**
 * PUT and PATCH: the employee update, plus the profile's own password change (`newPassword`, or `password`, with
 * `currentPassword`). Nobody sets another person's password this way (they send a reset link instead).
 */
const updateBodySchema = userUpdateSchema.extend({
  newPassword: password.optional(),
  currentPassword: passwordChangeSchema.shape.currentPassword.optional(),
});

const everyRole = (list: readonly Role[]) => roles.every((role) => list.includes(role));

/**
 * Whose rows a role sees (contracts' rowScopes): the employee table's roles; captains too when the list asks
 * for captains only (master data every role's shipment forms read). A role that sees every role also sees
 * accounts not given one yet (registration), so it can give them one.
 */
export function listScopeOf(role: Role, roleFilter: readonly string[] | undefined): EmployeeScope {
  const own: readonly Role[] = rowScopes.employeeTableRoles[role];
  const reference: readonly Role[] = rowScopes.referenceEmployeeRoles;
  const asksForReference =
    roleFilter !== undefined &&
    roleFilter.length > 0 &&
    roleFilter.every((value) => (reference as readonly string[]).includes(value));
  const scoped = asksForReference ? [...new Set([...own, ...reference])] : own;
  return { roles: scoped, unassigned: everyRole(own) };
}

/** Whether a role may read one employee: its table's rows, the reference rows, and always itself. */
function canSee(viewer: SessionUser, target: { id: string; role: Role | null }): boolean {
  if (viewer.id === target.id) return true;
  const own: readonly Role[] = rowScopes.employeeTableRoles[viewer.role];
  const reference: readonly Role[] = rowScopes.referenceEmployeeRoles;
  if (target.role === null) return everyRole(own);
  return own.includes(target.role) || reference.includes(target.role);
}

/**
 * Which of these employees a role may read: `canSee` over many rows, by the list's own condition (its table's
 * rows and the reference rows) and always itself. A role that sees every row is answered every id unread.
 */
export async function visibleEmployeeIds(
  app: FastifyInstance,
  viewer: SessionUser,
  ids: readonly string[],
): Promise<string[]> {
  if (everyRole(rowScopes.employeeTableRoles[viewer.role])) return [...ids];
  const shown = new Set(
    await app.repositories.users.visibleIds(ids, listScopeOf(viewer.role, rowScopes.referenceEmployeeRoles)),
  );
  return ids.filter((id) => id === viewer.id || shown.has(id));
}

/** Whether a role may edit one employee: a role with the edit right, over the rows of its own table. */
export function canEdit(editor: SessionUser, target: { role: Role | null }): boolean {
  if (!decide(editor.role, 'users', 'edit').allowed) return false;
  const own: readonly Role[] = rowScopes.employeeTableRoles[editor.role];
  return target.role === null ? everyRole(own) : own.includes(target.role);
}

/**
 * What a reader gets of an employee: the whole row when it is their own or one they may edit, else the public
 * fields only: identity and contact fields are for the user and their editors.
 */
function asSeenBy(reader: SessionUser, user: User): UserRead {
  return reader.id === user.id || canEdit(reader, user) ? user : publicUserOf(user);
}

function requireGivable(creator: SessionUser, role: Role): void {
  if (!assignableRoles[creator.role].includes(role))
    throw new AppError(403, employeeMessages.roleNotGiven(creator.role, role));
}

function translateDuplicate(error: unknown, email: string | undefined): never {
  if (email !== undefined && isUniqueViolation(error, USER_EMAIL_UNIQUE)) {
    throw new AppError(409, serverMessages.duplicate(THING, 'email', email.toLowerCase()), 'email');
  }
  throw error;
}

/** /users/{id} (employees), list key `users`, single key `user`; and each user's profile. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.users;
  const declare = guardedRoutes(app, 'users');

  // Guesses at one's own current password (with a session that may be stolen) are counted per account.
  // A wrong current password is a wrong guess at the account: the login throttle counts it.
  const throttle = createLoginThrottle(app.transaction, {
    failuresPerAddress: app.config.loginFailuresPerAddress,
  });

  async function visibleTarget(request: FastifyRequest, id: string) {
    const row = await repository.findById(id);
    if (!row || !canSee(currentUser(request), row))
      throw new AppError(404, serverMessages.notFound(THING, id));
    return row;
  }

  // The reader is the scope: which roles' rows they list, and whether a row's private fields are theirs to read.
  registerReads(app, {
    resource: 'users',
    key: 'id',
    thing: THING,
    schema: userReadSchema,
    scopeOf: async (reader) => reader,
    list: async (query: ListQuery & { role?: string[] }, reader) => {
      const page = await repository.list(query, listScopeOf(reader.role, query.role));
      return { ...page, items: page.items.map((user) => asSeenBy(reader, user)) };
    },
    findByKey: async (id, reader) => {
      const row = await repository.findById(id);
      return row && canSee(reader, row) ? asSeenBy(reader, toUser(row)) : undefined;
    },
  });

  app.post(
    '/',
    declare('create', {
      body: userCreateSchema,
      response: { 201: userWithMessage, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const { password: plain, role, name, email, avatar, ...optional } = request.body;
      requireGivable(currentUser(request), role);
      const image = await app.images.resolveUrl(avatar, [currentUser(request).id]);
      const row = await repository
        .create({
          name,
          email,
          role,
          passwordHash: await hashPassword(plain),
          ...emptyToNull({ ...optional, avatar: image }),
        })
        .catch((error: unknown) => translateDuplicate(error, email));
      return reply.code(201).send({ [definition.singleKey]: toUser(row), message: createdSuccess(THING) });
    },
  );

  // PUT and PATCH both mean a partial update. Anyone updates their own profile and password,
  // never their own role; editors update the rows of their table and give only the roles they may give.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      onRequest: [app.authenticate],
      // Someone else's row needs the edit right (403 before the body is validated); one's own never does.
      preValidation: [
        async (request: FastifyRequest) => {
          const caller = currentUser(request);
          const { id } = request.params as { id?: string };
          if (caller.id === id) return;
          const decision = decide(caller.role, 'users', 'edit');
          if (!decision.allowed) throw new AppError(403, decision.reason ?? serverMessages.forbidden);
        },
      ],
      schema: {
        tags: ['users'],
        security: bearerAuth,
        params: idParams,
        body: updateBodySchema,
        response: { 200: userWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const caller = currentUser(request);
        const { id } = request.params;
        const self = caller.id === id;
        const target = await visibleTarget(request, id);
        if (!self && !canEdit(caller, target)) throw new AppError(404, serverMessages.notFound(THING, id));

        const {
          version,
          newPassword,
          password: plain,
          currentPassword,
          role,
          name,
          email,
          avatar,
          ...optional
        } = request.body;
        if (role !== undefined && role !== target.role) {
          if (self) throw new AppError(403, employeeMessages.ownRole);
          requireGivable(caller, role);
        }
        const nextPassword = newPassword ?? plain;
        if (nextPassword !== undefined) {
          // One's own only, and only knowing the current one: a stolen session alone cannot lock the owner out,
          // and a manager cannot take over an account (they send a reset link instead).
          if (!self) throw new AppError(403, employeeMessages.othersPassword);
          if (!currentPassword) throw new AppError(400, employeeMessages.currentPasswordRequired);
          const gate = await throttle.begin(target.email, request.ip);
          if (!gate.allowed) refuseLogin(reply, gate);
          if (!(await verifyPassword(target.password_hash, currentPassword)))
            throw new AppError(400, employeeMessages.currentPasswordWrong);
          await throttle.succeeded(target.email, request.ip);
        }
        const changes: UserChanges = {
          name,
          email,
          ...(role !== undefined && role !== target.role ? { role } : {}),
          ...emptyToNull({
            ...optional,
            avatar: await app.images.resolveUrl(avatar, [caller.id, target.id], target.avatar),
          }),
          ...(nextPassword === undefined ? {} : { passwordHash: await hashPassword(nextPassword) }),
        };
        const outcome = await repository
          .update(id, changes, version)
          .catch((error: unknown) => translateDuplicate(error, email));
        if ('problem' in outcome) {
          if (outcome.problem === 'stale') throw new AppError(409, serverMessages.staleVersion(THING));
          throw new AppError(404, serverMessages.notFound(THING, id));
        }
        const onlyPassword =
          nextPassword !== undefined &&
          Object.entries(request.body).every(
            ([key, value]) =>
              value === undefined || ['newPassword', 'password', 'currentPassword', 'version'].includes(key),
          );
        return {
          [definition.singleKey]: outcome.user,
          message: onlyPassword ? PASSWORD_UPDATED : serverMessages.updated(THING),
        };
      },
    });
  }

  // A manager helps someone who lost their password by sending the reset mail to their own address; the
  // employee then chooses the password, which nobody else ever knows. Same right as editing that employee.
  app.post(
    '/:id/password-reset',
    declare('edit', {
      operationId: 'sendUserPasswordReset',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
    }),
    async (request) => {
      const { id } = request.params;
      const target = await visibleTarget(request, id);
      if (!canEdit(currentUser(request), target)) throw new AppError(404, serverMessages.notFound(THING, id));
      await sendResetLink(app, target);
      return { message: employeeMessages.resetLinkSent(target.email) };
    },
  );

  app.delete(
    '/:id',
    declare('delete', {
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    }),
    async (request) => {
      const { id } = request.params;
      if (currentUser(request).id === id) throw new AppError(409, employeeMessages.ownAccount);
      await visibleTarget(request, id);
      const removed = await repository.remove(id);
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  // The employees as the list shows them to this reader: their row scope and the personal fields they may see.
  const readRows = async (request: FastifyRequest, query: ListQuery) => {
    const roleFilter = query.role as readonly string[] | undefined;
    return repository.list(query, listScopeOf(currentUser(request).role, roleFilter));
  };
  registerListExport<UserRead>(app, {
    resource: 'users',
    columns: employeeListColumns,
    readPage: async (request, query) => {
      const page = await readRows(request, query);
      return { ...page, items: page.items.map((user) => asSeenBy(currentUser(request), user)) };
    },
  });
  // The single-row delete's checks: not one's own account, and only an employee the caller may see.
  registerBulkDelete(app, {
    resource: 'users',
    table: 'users',
    keyField: 'id',
    nameField: 'name',
    readPage: readRows,
    remove: async (repositories, id, _scope, request) => {
      if (currentUser(request).id === id) throw new AppError(409, employeeMessages.ownAccount);
      const row = await repositories.users.findById(id);
      if (!row || !canSee(currentUser(request), row)) return false;
      return repositories.users.remove(id);
    },
  });
};

export default userRoutes;
