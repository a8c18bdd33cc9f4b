import { contractMessage, createAccount, describeOnDatabases, login, loginAs, rowCount } from './helpers.js';
import { demoSessions } from './sessions.js';
import {
  endBeforeHire,
  inventoryEmploymentCreateSchema,
  INVALID_EMPLOYEE_ID,
} from '@logistics/shared/contracts/inventory-employments';
import {
  INVENTORY_EMPLOYMENT_CREATED,
  inventoryEmploymentMessages,
  serverMessages,
} from '@logistics/shared/contracts/messages';
import { roles, type Role } from '@logistics/shared/contracts/roles';
import { documentSuite, today } from './document-fixtures.js';

const THING = 'inventory assignment';

describeOnDatabases('inventory-employments (supervisor assignments)', (t) => {
  t.alsoOnPGlite(['creates (201), reads, ends by dates (PUT and PATCH), and deletes (admin only)']);
  const { admin, inventoryManager: manager } = demoSessions(t);
  const { call, makeMasterData } = documentSuite(t);

  it('creates (201), reads, ends by dates (PUT and PATCH), and deletes (admin only)', async () => {
    const data = await makeMasterData();
    const employee = await createAccount(t, 'inventory-in-charge');
    const created = await call(manager, 'POST', '/api/inventory-employments', {
      hire_date: '2024-02-01',
      employee_id: employee.id,
      inventory: data.inventories[0]?.toLowerCase().replaceAll(' ', '-'),
    });
    expect(created.statusCode).toBe(201);
    const employment = created.json().assignment;
    expect(created.json()).toEqual({
      assignment: {
        id: expect.any(String),
        hire_date: '2024-02-01',
        employee_id: employee.id,
        employee: { id: employee.id, name: 'Test Person', email: employee.email },
        inventory: data.inventories[0],
        employee_status: true,
        termination_date: null,
        resign_date: null,
        transfer_date: null,
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      message: INVENTORY_EMPLOYMENT_CREATED,
    });
    const read = await call(admin, 'GET', `/api/inventory-employments/${employment.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ assignment: employment });

    // One active employment per employee.
    const second = await call(manager, 'POST', '/api/inventory-employments', {
      hire_date: '2024-03-01',
      employee_id: employee.id,
      inventory: data.inventories[1],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: inventoryEmploymentMessages.alreadyActive('Test Person') });

    // An end date before the hire date is refused (against the stored hire date too).
    const early = await call(manager, 'PUT', `/api/inventory-employments/${employment.id}`, {
      resign_date: '2024-01-01',
      version: 1,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: endBeforeHire('resign_date') });

    const put = await call(manager, 'PUT', `/api/inventory-employments/${employment.id}`, {
      hire_date: '2024-01-15',
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      assignment: expect.objectContaining({ hire_date: '2024-01-15', employee_status: true, version: 2 }),
      message: serverMessages.updated(THING),
    });
    const ended = await call(manager, 'PATCH', `/api/inventory-employments/${employment.id}`, {
      transfer_date: today(),
      termination_date: '',
      version: 2,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().assignment).toMatchObject({
      transfer_date: today(),
      termination_date: null,
      employee_status: false,
      version: 3,
    });
    // A save of what is stored keeps the version: a new one would make everyone else's open copy stale.
    const unchanged = await call(manager, 'PUT', `/api/inventory-employments/${employment.id}`, {
      hire_date: '2024-01-15',
      transfer_date: today(),
      termination_date: '',
      version: 3,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().assignment).toMatchObject({ employee_status: false, version: 3 });
    const stale = await call(manager, 'PATCH', `/api/inventory-employments/${employment.id}`, {
      resign_date: today(),
      version: 2,
    });
    expect(stale.statusCode).toBe(409);

    // Ended, the employee may be assigned again.
    const again = await call(manager, 'POST', '/api/inventory-employments', {
      hire_date: today(),
      employee_id: employee.id,
      inventory: data.inventories[1],
    });
    expect(again.statusCode).toBe(201);

    expect((await call(manager, 'DELETE', `/api/inventory-employments/${employment.id}`)).statusCode).toBe(
      403,
    );
    const removed = await call(admin, 'DELETE', `/api/inventory-employments/${employment.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted(THING) });
    expect((await call(admin, 'GET', `/api/inventory-employments/${employment.id}`)).statusCode).toBe(404);
  });

  it("answers 400 with the contract's exact message for bad bodies and unknown references, changing nothing", async () => {
    const data = await makeMasterData();
    const employee = await createAccount(t, 'inventory-in-charge');
    const count = () => rowCount(t.app.db, 'inventory_employments');
    const before = await count();
    const bodies = [
      { hire_date: today(), employee_id: 'not-a-uuid', inventory: data.inventories[0] },
      { employee_id: employee.id, inventory: data.inventories[0] },
      { hire_date: today(), employee_id: employee.id },
      { hire_date: '2999-01-01', employee_id: employee.id, inventory: data.inventories[0] },
    ];
    for (const body of bodies) {
      const response = await call(admin, 'POST', '/api/inventory-employments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(inventoryEmploymentCreateSchema, body) });
    }
    expect(contractMessage(inventoryEmploymentCreateSchema, bodies[0])).toBe(INVALID_EMPLOYEE_ID);
    const unknownInventory = await call(admin, 'POST', '/api/inventory-employments', {
      hire_date: today(),
      employee_id: employee.id,
      inventory: 'Nowhere At All',
    });
    expect(unknownInventory.statusCode).toBe(400);
    expect(unknownInventory.json()).toEqual({
      message: serverMessages.notFound('inventory', 'Nowhere At All'),
    });
    const unknownEmployee = '00000000-0000-4000-8000-000000000000';
    const missing = await call(admin, 'POST', '/api/inventory-employments', {
      hire_date: today(),
      employee_id: unknownEmployee,
      inventory: data.inventories[0],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: serverMessages.notFound('employee', unknownEmployee) });
    expect(await count()).toBe(before);
  });

  it('puts only inventory-in-charges in charge of an inventory, whoever assigns', async () => {
    const data = await makeMasterData(1);
    const before = await rowCount(t.app.db, 'inventory_employments');
    const others = roles.filter((role) => role !== 'inventory-in-charge');
    for (const creator of [admin, manager]) {
      for (const role of [...others, null] as Array<Role | null>) {
        const employee = await createAccount(t, role);
        const response = await call(creator, 'POST', '/api/inventory-employments', {
          hire_date: '2024-02-01',
          employee_id: employee.id,
          inventory: data.inventories[0],
        });
        expect([creator.user.role, role, response.statusCode, response.json()]).toEqual([
          creator.user.role,
          role,
          400,
          { message: inventoryEmploymentMessages.notASupervisor(employee.id) },
        ]);
      }
    }
    // The demo admin, whom the inventory-manager may not even read, is refused in the same words.
    const admins = await call(manager, 'POST', '/api/inventory-employments', {
      hire_date: '2024-02-01',
      employee_id: admin.user.id,
      inventory: data.inventories[0],
    });
    expect(admins.json()).toEqual({ message: inventoryEmploymentMessages.notASupervisor(admin.user.id) });
    expect(await rowCount(t.app.db, 'inventory_employments')).toBe(before);
  });

  it('lists under `assignments` with the inventory filter and facets; the in-charge sees only their own', async () => {
    const data = await makeMasterData();
    const [first, second] = data.inventories as [string, string];
    const people = await Promise.all([1, 2, 3].map(() => createAccount(t, 'inventory-in-charge')));
    const placements: Array<[number, string]> = [
      [0, first],
      [1, first],
      [2, second],
    ];
    for (const [index, inventory] of placements) {
      const response = await call(admin, 'POST', '/api/inventory-employments', {
        hire_date: today(),
        employee_id: people[index]?.id,
        inventory,
      });
      expect(response.statusCode).toBe(201);
    }
    const filtered = await call(
      manager,
      'GET',
      `/api/inventory-employments?inventory=${encodeURIComponent(first)}&sort=employee&pageSize=200`,
    );
    expect(filtered.statusCode).toBe(200);
    const body = filtered.json();
    expect(body.total).toBe(2);
    expect(body.assignments.map((a: { employee_id: string }) => a.employee_id).sort()).toEqual(
      [people[0]?.id, people[1]?.id].sort(),
    );
    expect(body.facets.inventory[first]).toBe(2);
    expect(body.facets.inventory[second]).toBe(1);
    const searched = await call(manager, 'GET', `/api/inventory-employments?q=${people[2]?.email}`);
    expect(searched.json()).toMatchObject({ total: 1, assignments: [{ employee_id: people[2]?.id }] });

    // The in-charge lists and reads only their own assignments.
    const inCharge = await login(t.app, people[2]?.email as string, people[2]?.password as string);
    const own = await call(inCharge, 'GET', '/api/inventory-employments');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      total: 1,
      assignments: [{ employee_id: people[2]?.id, inventory: second }],
    });
    const othersId = body.assignments[0].id as string;
    const hidden = await call(inCharge, 'GET', `/api/inventory-employments/${othersId}`);
    expect(hidden.statusCode).toBe(404);
    const demo = await loginAs(t.app, 'inventory-in-charge');
    const demoList = await call(demo, 'GET', '/api/inventory-employments');
    expect(demoList.json().total).toBeGreaterThanOrEqual(1);
    for (const row of demoList.json().assignments) expect(row.employee_id).toBe(demo.user.id);
    expect((await call(inCharge, 'POST', '/api/inventory-employments', {})).statusCode).toBe(403);
  });
});
