import * as z from '@logistics/shared/contracts/zod';
import { documentHeadRow } from './rows.js';
import { saleSchema } from './sales.js';
import { DEFAULT_SHIPMENT_STATUS, shipmentStatusSchema, shipmentStatuses } from './statuses.js';
import { personRefSchema } from './users.js';
import { businessIdField, dateField, optionalChoice, updateSchemaOf, uuidField } from './validation.js';
import { vehicleRefSchema, vehicleLabel } from './vehicles.js';
import type { ResourceDeclaration } from './resources.js';
import type { DocumentContract } from './document-contracts.js';
import { type ListColumn, dateColumn, statusColumn } from './list-columns.js';

/** Shipments of sales orders, keyed by shipment ID. */

export const INVALID_CAPTAIN_ID = 'Invalid captain ID';
export const DUPLICATE_ORDER = 'Each order may be added only once';

/** An order to add to a shipment, named by its sale's BILL ID (the write field `orders[]`). */
export const shipmentOrderRefSchema = z.object({ bill_id: businessIdField('BILL ID') });
export type ShipmentOrderRef = z.output<typeof shipmentOrderRefSchema>;

function refuseDuplicateOrders(orders: ShipmentOrderRef[] | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  orders?.forEach((order, index) => {
    if (seen.has(order.bill_id)) {
      ctx.addIssue({ code: 'custom', message: DUPLICATE_ORDER, path: [index, 'bill_id'] });
    }
    seen.add(order.bill_id);
  });
}

const orders = z
  .array(shipmentOrderRefSchema)
  .nullish()
  .transform((list) => (list && list.length > 0 ? list : undefined))
  .superRefine(refuseDuplicateOrders);

const shipmentFields = {
  shipment_id: businessIdField('Shipment ID'),
  shipment_date: dateField('Shipment date is required'),
  vehicle_vin: businessIdField('Vehicle VIN'),
  captain_id: uuidField(INVALID_CAPTAIN_ID),
  status: optionalChoice(shipmentStatusSchema),
  orders,
};

/** Shipment create: the status defaults to 'pending' when empty; orders are optional. */
export const shipmentCreateSchema = z.object({
  ...shipmentFields,
  status: optionalChoice(shipmentStatusSchema).transform((value) => value ?? DEFAULT_SHIPMENT_STATUS),
  orders: orders.transform((list) => list ?? []),
});

/**
 * Shipment update: every field optional. `orders` lists the sales to add; an order is removed with
 * DELETE /shipment-products/{id}. A blank status leaves the stored one unchanged.
 */
export const shipmentUpdateSchema = updateSchemaOf(z.object(shipmentFields));

export type ShipmentInput = z.input<typeof shipmentCreateSchema>;
export type ShipmentCreate = z.output<typeof shipmentCreateSchema>;
export type ShipmentUpdateInput = z.input<typeof shipmentUpdateSchema>;
export type ShipmentUpdate = z.output<typeof shipmentUpdateSchema>;

/** One order of a shipment as read: its id (for its delete, DELETE /shipment-products/{id}) and the sale. */
export const shipmentOrderSchema = z.object({ id: z.string(), sale: saleSchema });
export type ShipmentOrder = z.output<typeof shipmentOrderSchema>;

/** A shipment as read: captain and vehicle as objects, its sales under `items`. */
export const shipmentSchema = z.object({
  ...documentHeadRow('shipment_id', 'shipment_date'),
  status: shipmentStatusSchema,
  captain: personRefSchema,
  vehicle: vehicleRefSchema,
  items: z.array(shipmentOrderSchema),
});
export type Shipment = z.output<typeof shipmentSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const shipmentDeclaration = {
  labels: { singular: 'shipment', plural: 'shipments', title: 'Shipments' },
  icon: 'truck',
  list: {
    listKey: 'shipments',
    singleKey: 'shipment',
    keyField: 'shipment_id',
    searchField: 'shipment_id',
    filters: ['status'],
    dateField: 'shipment_date',
    defaultSort: { field: 'shipment_date', order: 'desc' },
    sortable: ['shipment_date', 'shipment_id', 'captain', 'vehicle', 'status'],
  },
  fixedFilters: { status: shipmentStatuses },
  rights: {
    list: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
    view: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
    create: ['admin', 'fleet-manager'],
    'open-edit': ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
    edit: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge'],
    'add-orders': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'remove-orders': ['admin', 'inventory-manager', 'inventory-in-charge'],
    delete: ['admin', 'fleet-manager'],
  },
  menus: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
  goneWay: 'deleted or given another shipment ID',
  liveQueryPrefixes: ['shipments', 'dashboard'],
} as const satisfies ResourceDeclaration;

export const shipmentListColumns: readonly ListColumn<Shipment>[] = [
  { field: 'shipment_id', header: 'Shipment ID', sortable: true, hideable: false },
  {
    field: 'captain',
    header: 'Captain Name',
    sortable: true,
    card: 'subtitle',
    value: (row) => row.captain.name,
  },
  {
    field: 'vehicle',
    header: 'Vehicle',
    sortable: true,
    card: 'subtitle',
    value: (row) => vehicleLabel(row.vehicle),
  },
  statusColumn('status', 'Status'),
  dateColumn('shipment_date', 'Shipment Date'),
];

/** What the shipments routes read beside the declaration: the schemas, the list's columns and the ID's name. */
export const shipmentDocument = {
  rowSchema: shipmentSchema,
  createSchema: shipmentCreateSchema,
  updateSchema: shipmentUpdateSchema,
  columns: shipmentListColumns,
  idLabel: 'shipment ID',
} as const satisfies DocumentContract;
