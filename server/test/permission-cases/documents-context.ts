import type { Action, Subject } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import type { App } from '../../src/app.js';
import type { Session } from '../helpers.js';
import { tag, today, type Method } from '../document-fixtures.js';

/**
 * Permission cases of the transaction routes: one case per route, each able to build a fresh request for any
 * role, so that a role the matrix allows gets a 2xx (its own new rows, inside its row scope) and any other
 * role a 403, and nobody a 401.
 */
export interface DocumentPermissionContext {
  app: App;
  /** The caller's role (null: no token). */
  role: Role | null;
  /** The caller's session, the one the request goes out with (undefined: no token). */
  session: Session | undefined;
  /** Used to create the rows a case acts on. */
  admin: Session;
  /** Where every fixture lives: the inventory-in-charge demo account's active inventory. */
  inventory: string;
  /** Another inventory, for transfers. */
  otherInventory: string;
  vendor: string;
  product: string;
  customerId: string;
  vin: string;
  /** The demo captain's id: sales and shipments a captain acts on travel with them. */
  captainId: string;
}

export interface DocumentPermissionCase {
  resource: Subject;
  action: Action;
  method: Method;
  /** The route as written in the server ('/api/sales/:bill_id'). */
  route: string;
  request(
    context: DocumentPermissionContext,
  ): Promise<{ url: string; body?: object; headers?: Record<string, string> }>;
}

async function send(context: DocumentPermissionContext, method: Method, url: string, body?: object) {
  const response = await context.app.inject({
    method,
    url,
    headers: context.admin.headers,
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The body of a new purchase of `quantity` units in the shared inventory. */
export function purchaseBody(context: DocumentPermissionContext, quantity: number) {
  return {
    mr_id: `PC-${tag()}`,
    purchase_date: today(),
    vendor: context.vendor,
    inventory: context.inventory,
    products: [{ product: context.product, quantity, unit_price: '1' }],
  };
}

/** The body of a new transfer of 1 unit of batch `mrId`, from the shared inventory to the other. */
export function transferBody(context: DocumentPermissionContext, mrId: string) {
  return {
    trf_id: `TC-${tag()}`,
    transfer_date: today(),
    source_inventory: context.inventory,
    destination_inventory: context.otherInventory,
    products: [{ mr_id: mrId, product: context.product, quantity: 1 }],
  };
}

/** The body of a new sale of 1 unit from the shared inventory. */
export function saleBody(context: DocumentPermissionContext) {
  return {
    bill_id: `BC-${tag()}`,
    sale_date: today(),
    customer_id: context.customerId,
    shipping_address: '1 Permission Road',
    inventory: context.inventory,
    products: [{ product: context.product, quantity: 1, unit_price: '2' }],
  };
}

/** The body of a new shipment of the demo captain, carrying no sale. */
export function shipmentBody(context: DocumentPermissionContext) {
  return {
    shipment_id: `SC-${tag()}`,
    shipment_date: today(),
    vehicle_vin: context.vin,
    captain_id: context.captainId,
  };
}

/** A new purchase of 50 units in the shared inventory. */
export async function makePurchase(context: DocumentPermissionContext) {
  const body = await send(context, 'POST', '/api/purchases', purchaseBody(context, 50));
  return body.purchase as { mr_id: string; products: Array<{ id: string }> };
}

/** A new transfer of 1 unit out of a new purchase, from the shared inventory to the other. */
export async function makeTransfer(context: DocumentPermissionContext) {
  const purchase = await makePurchase(context);
  const body = await send(context, 'POST', '/api/transfers', transferBody(context, purchase.mr_id));
  return body.transfer as { trf_id: string; products: Array<{ id: string }> };
}

/** A new sale of 1 unit, travelling in a shipment of the demo captain (so the captain may see it). */
export async function makeSale(context: DocumentPermissionContext, shipped = true) {
  await makePurchase(context);
  const body = await send(context, 'POST', '/api/sales', saleBody(context));
  const sale = body.sale as { bill_id: string; products: Array<{ id: string }> };
  if (shipped) await makeShipment(context, [sale.bill_id]);
  return sale;
}

/** A new shipment of the demo captain, carrying the given sales. */
export async function makeShipment(context: DocumentPermissionContext, bills: string[] = []) {
  const body = await send(context, 'POST', '/api/shipments', {
    ...shipmentBody(context),
    orders: bills.map((bill_id) => ({ bill_id })),
  });
  return body.shipment as { shipment_id: string; items: Array<{ id: string }> };
}

/**
 * Every file of this folder exports arrays of these cases (any export name); permissions.test.ts loads them
 * all and calls each route as every role and as nobody. Master-data cases use the same context.
 */
export type PermissionCase = DocumentPermissionCase;
export type PermissionContext = DocumentPermissionContext;

/** A call as the admin that must succeed: the fixtures a case acts on. */
export async function asAdmin(context: PermissionContext, method: Method, url: string, body?: object) {
  return send(context, method, url, body);
}

/** GET of a route without parameters: a list, a dashboard read. */
export function readCase(resource: Subject, action: Action, route: string): PermissionCase {
  return { resource, action, method: 'GET', route, request: async () => ({ url: route }) };
}

/** A POST of a new row to `route`, with the body `body` makes for the request. */
export function createCase(
  resource: Subject,
  route: string,
  body: (context: PermissionContext) => object | Promise<object>,
): PermissionCase {
  return {
    resource,
    action: 'create',
    method: 'POST',
    route,
    request: async (c) => ({ url: route, body: await body(c) }),
  };
}

/** The key of the row a case acts on, for a route's `:parameter`: a fresh row each request where it makes one. */
export type RowKey = (context: PermissionContext) => Promise<string | undefined> | string | undefined;

/** What a case sends: the same each time, or made for each request (a date of the day it runs). */
export type CaseBody = object | ((context: PermissionContext) => object);

/** A call on one row: the route with its `:parameter` filled by `row`, sending `body` where given. */
export function rowCase(
  resource: Subject,
  action: Action,
  method: Method,
  route: string,
  row: RowKey,
  body?: CaseBody,
): PermissionCase {
  return {
    resource,
    action,
    method,
    route,
    request: async (c) => ({
      url: route.replace(/:\w+/, String(await row(c))),
      ...(body ? { body: typeof body === 'function' ? body(c) : structuredClone(body) } : {}),
    }),
  };
}

/** The rows and bodies of a resource's own routes (see resourceCases). */
export interface ResourceCaseSpec {
  /** The row the view, edit and delete cases act on, unless `view` or `remove` names another. */
  row: RowKey;
  view?: RowKey;
  remove?: RowKey;
  create: (context: PermissionContext) => object | Promise<object>;
  edit: CaseBody;
  /** A document's saved lines at `route` ('/api/sale-products/:id'): changing the `row` one, removing one. */
  lines?: { route: string; row: RowKey; update: CaseBody };
}

/** How the server takes a change to a row or a saved line: PUT and PATCH alike, both partial. */
const updateMethods = ['PUT', 'PATCH'] as const;

/**
 * A resource's own routes at `route` ('/api/sales/:bill_id', its list without the parameter): list, view,
 * create, edit (by PUT and by PATCH) and delete, then a document's update-line (by PUT and by PATCH) and
 * remove-line, in that order.
 */
export function resourceCases(resource: Subject, route: string, spec: ResourceCaseSpec): PermissionCase[] {
  const list = route.replace(/\/:\w+$/, '');
  const { lines } = spec;
  return [
    readCase(resource, 'list', list),
    rowCase(resource, 'view', 'GET', route, spec.view ?? spec.row),
    createCase(resource, list, spec.create),
    ...updateMethods.map((method) => rowCase(resource, 'edit', method, route, spec.row, spec.edit)),
    rowCase(resource, 'delete', 'DELETE', route, spec.remove ?? spec.row),
    ...(lines
      ? [
          ...updateMethods.map((method) =>
            rowCase(resource, 'update-line', method, lines.route, lines.row, lines.update),
          ),
          rowCase(resource, 'remove-line', 'DELETE', lines.route, lines.row),
        ]
      : []),
  ];
}
