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

/** A new purchase of 50 units in the shared inventory. */
export async function makePurchase(context: DocumentPermissionContext) {
  const body = await send(context, 'POST', '/api/purchases', {
    mr_id: `PC-${tag()}`,
    purchase_date: today(),
    vendor: context.vendor,
    inventory: context.inventory,
    products: [{ product: context.product, quantity: 50, unit_price: '1' }],
  });
  return body.purchase as { mr_id: string; products: Array<{ id: string }> };
}

/** A new transfer of 1 unit out of a new purchase, from the shared inventory to the other. */
export async function makeTransfer(context: DocumentPermissionContext) {
  const purchase = await makePurchase(context);
  const body = await send(context, 'POST', '/api/transfers', {
    trf_id: `TC-${tag()}`,
    transfer_date: today(),
    source_inventory: context.inventory,
    destination_inventory: context.otherInventory,
    products: [{ mr_id: purchase.mr_id, product: context.product, quantity: 1 }],
  });
  return body.transfer as { trf_id: string; products: Array<{ id: string }> };
}

/** A new sale of 1 unit, travelling in a shipment of the demo captain (so the captain may see it). */
export async function makeSale(context: DocumentPermissionContext, shipped = true) {
  await makePurchase(context);
  const body = await send(context, 'POST', '/api/sales', {
    bill_id: `BC-${tag()}`,
    sale_date: today(),
    customer_id: context.customerId,
    shipping_address: '1 Permission Road',
    inventory: context.inventory,
    products: [{ product: context.product, quantity: 1, unit_price: '2' }],
  });
  const sale = body.sale as { bill_id: string; products: Array<{ id: string }> };
  if (shipped) await makeShipment(context, [sale.bill_id]);
  return sale;
}

/** A new shipment of the demo captain, carrying the given sales. */
export async function makeShipment(context: DocumentPermissionContext, bills: string[] = []) {
  const body = await send(context, 'POST', '/api/shipments', {
    shipment_id: `SC-${tag()}`,
    shipment_date: today(),
    vehicle_vin: context.vin,
    captain_id: context.captainId,
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
