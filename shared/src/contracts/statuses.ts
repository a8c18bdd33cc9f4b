import * as z from '@logistics/shared/contracts/zod';

/** Vehicle types. */
export const vehicleTypes = [
  'airbus',
  'helicopter',
  'lorry',
  'truck',
  'motorcycle',
  'van',
  'autorickshaw',
] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** Shipment statuses; a shipment without one is 'pending'. */
export const shipmentStatuses = ['pending', 'in transit', 'delivered', 'cancelled', 'delayed'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const DEFAULT_SHIPMENT_STATUS: ShipmentStatus = 'pending';

/** Order statuses; sales use them. */
export const orderStatuses = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'return',
  'delayed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const saleStatuses = orderStatuses;
export type SaleStatus = OrderStatus;
export const DEFAULT_SALE_STATUS: SaleStatus = 'pending';

/** A sale set to one of these gives its stock back. */
export const stockReturningStatuses = [
  'cancelled',
  'refunded',
  'return',
] as const satisfies readonly OrderStatus[];

export function returnsStock(status: OrderStatus): boolean {
  return (stockReturningStatuses as readonly string[]).includes(status);
}

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of: ${values.join(', ')}`;

export const vehicleTypeSchema = z.enum(vehicleTypes, {
  error: (issue) =>
    issue.input == null || issue.input === '' ? 'Type is required' : oneOf('Type', vehicleTypes),
});
export const shipmentStatusSchema = z.enum(shipmentStatuses, { error: oneOf('Status', shipmentStatuses) });
export const orderStatusSchema = z.enum(orderStatuses, { error: oneOf('Status', orderStatuses) });
export const saleStatusSchema = orderStatusSchema;

/** How a status or type is shown: 'in transit' -> 'In transit'. */
export function statusLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
