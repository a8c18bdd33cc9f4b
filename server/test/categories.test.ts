import { contractMessage, describeOnDatabases, loginAs } from './helpers.js';
import { demoSessions } from './sessions.js';
import { suiteCaller } from './document-fixtures.js';
import { categoryCreateSchema } from '@logistics/shared/contracts/categories';
import { authMessages, createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { demoCategories } from '../src/db/seed.js';
import { serverLocalMessages } from '../src/messages.js';

/** The contract's own message for a bad category body: the server must answer with exactly this. */
describeOnDatabases('categories', (t) => {
  t.alsoOnPGlite([
    'answers 409 for a name whose path form is taken, on create and on rename',
    'searches, sorts and pages on the server, reporting the total',
    // A restricting key's refusal: PostgreSQL 17 (so PGlite) reports it as 23001, older servers as 23503.
    'refuses to delete a category its products still use, naming them, and keeps it',
  ]);
  const { admin, captain } = demoSessions(t);
  const call = suiteCaller(t);
  /** A write's answer: the saved category (at least these fields) and the message. */
  const saved = (category: Record<string, unknown>, message: string) => ({
    category: expect.objectContaining(category),
    message,
  });

  it('lists the seeded categories under `categories`, with total and facets, to any signed-in role', async () => {
    const response = await call(captain, 'GET', '/api/categories');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(demoCategories.length);
    expect(body.facets).toEqual({});
    expect(body.categories.map((category: { name: string }) => category.name)).toEqual(
      demoCategories.map((category) => category.name).sort(),
    );
    expect(body.categories[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates (201), reads by hyphenated name, updates by PUT and PATCH, and deletes', async () => {
    const created = await call(admin, 'POST', '/api/categories', {
      name: '  Cold Storage Goods ',
      description: 'Chilled and frozen stock.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(
      saved(
        { name: 'Cold Storage Goods', description: 'Chilled and frozen stock.', version: 1 },
        createdSuccess('category'),
      ),
    );
    expect(createdSuccess('category')).toBe('Category created successfully!');

    for (const path of ['Cold-Storage-Goods', 'cold-storage-goods', 'COLD%20STORAGE%20GOODS']) {
      const read = await call(captain, 'GET', `/api/categories/${path}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ category: expect.objectContaining({ name: 'Cold Storage Goods' }) });
    }

    const put = await call(admin, 'PUT', '/api/categories/cold-storage-goods', {
      description: 'Chilled stock only.',
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(
      saved(
        { name: 'Cold Storage Goods', description: 'Chilled stock only.', version: 2 },
        serverMessages.updated('category'),
      ),
    );

    const patch = await call(admin, 'PATCH', '/api/categories/cold-storage-goods', {
      name: 'Cold Chain',
      version: 2,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().category).toMatchObject({
      name: 'Cold Chain',
      description: 'Chilled stock only.',
      version: 3,
    });

    // A description sent empty clears it.
    const cleared = await call(admin, 'PATCH', '/api/categories/cold-chain', {
      description: '',
      version: 3,
    });
    expect(cleared.json().category).toMatchObject({ name: 'Cold Chain', description: null, version: 4 });

    const stale = await call(admin, 'PATCH', '/api/categories/cold-chain', {
      description: 'Late edit',
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('category') });

    const removed = await call(admin, 'DELETE', '/api/categories/Cold-Chain');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted('category') });

    const gone = await call(admin, 'GET', '/api/categories/cold-chain');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: serverMessages.notFound('category', 'cold-chain') });
    expect(
      (await call(admin, 'PATCH', '/api/categories/cold-chain', { description: 'x', version: 4 })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', '/api/categories/cold-chain')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 for a role without the right', async () => {
    const anonymous = await call(undefined, 'GET', '/api/categories');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: authMessages.unauthenticated });

    const refused = await call(captain, 'POST', '/api/categories', { name: 'Captain Goods' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'A captain may not create categories.' });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect(
        (await call(captain, method, '/api/categories/electronics', { description: 'x', version: 1 }))
          .statusCode,
      ).toBe(403);
    }
    // A role allowed by the matrix may write.
    const manager = await loginAs(t.app, 'inventory-manager');
    expect((await call(manager, 'POST', '/api/categories', { name: 'Manager Goods' })).statusCode).toBe(201);
  });

  it('answers 409 for a name whose path form is taken, on create and on rename', async () => {
    for (const name of ['electronics', 'Office-Supplies', 'office   supplies']) {
      const response = await call(admin, 'POST', '/api/categories', { name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: serverMessages.duplicate('category', 'name', name.trim()),
        field: 'name',
      });
    }
    const rename = await call(admin, 'PATCH', '/api/categories/furniture', { name: 'Groceries', version: 1 });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({
      message: serverMessages.duplicate('category', 'name', 'Groceries'),
      field: 'name',
    });
  });

  it("answers 400 with the contract's exact message for a bad body, and refuses reserved names", async () => {
    for (const body of [{ name: 'ab' }, {}, { name: 'Valid Name', description: 'x'.repeat(751) }]) {
      const response = await call(admin, 'POST', '/api/categories', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(categoryCreateSchema, body) });
    }
    expect(contractMessage(categoryCreateSchema, { name: 'ab' })).toBe('Name must be at least 3 characters');

    const reserved = await call(admin, 'POST', '/api/categories', { name: 'Supervisors' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toEqual({ message: serverMessages.reservedName('Supervisors') });
  });

  it('searches, sorts and pages on the server, reporting the total', async () => {
    for (const name of ['Zeta Alpha', 'Zeta beta', 'Zeta Gamma', 'zeta delta', 'Zeta 100% Epsilon']) {
      expect(
        (await call(admin, 'POST', '/api/categories', { name, description: `About ${name}` })).statusCode,
      ).toBe(201);
    }
    const names = async (query: string) => {
      const response = await call(admin, 'GET', `/api/categories?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return {
        total: body.total as number,
        names: body.categories.map((c: { name: string }) => c.name) as string[],
      };
    };

    expect(await names('q=ZETA&sort=name&order=asc')).toEqual({
      total: 5,
      names: ['Zeta 100% Epsilon', 'Zeta Alpha', 'Zeta beta', 'zeta delta', 'Zeta Gamma'],
    });
    expect(await names('q=zeta&sort=name&order=desc&page=2&pageSize=2')).toEqual({
      total: 5,
      names: ['Zeta beta', 'Zeta Alpha'],
    });
    expect(await names('q=zeta&page=3&pageSize=2')).toEqual({ total: 5, names: ['Zeta Gamma'] });
    expect(await names('q=zeta&page=9&pageSize=2')).toEqual({ total: 5, names: [] });
    // LIKE wildcards in the search text are taken literally.
    expect(await names('q=100%25')).toEqual({ total: 1, names: ['Zeta 100% Epsilon'] });
    expect((await names('q=_')).total).toBe(0);

    const badSort = await call(admin, 'GET', '/api/categories?sort=colour');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toEqual({ message: 'Sort by one of: name, description, created_at' });
  });

  it('refuses to delete a category its products still use, naming them, and keeps it', async () => {
    const used = await t.app.db
      .selectFrom('categories')
      .innerJoin('products', 'products.category_id', 'categories.id')
      .select('categories.name')
      .executeTakeFirstOrThrow();
    const response = await call(admin, 'DELETE', `/api/categories/${used.name.replaceAll(' ', '-')}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: serverLocalMessages.stillReferenced('products') });
    expect((await call(admin, 'GET', `/api/categories/${used.name.replaceAll(' ', '-')}`)).statusCode).toBe(
      200,
    );
  });
});
