import type { Resource } from '../permissions.js';
import { documentLabel, type DocumentKind } from './documents.js';

// The confirmations of a delete or of a removal from a document.

/** The kinds whose delete confirmation names the row by its name (a captain is an employee on the Captains page). */
export type NamedDeleteKind =
  'employee' | 'captain' | 'customer' | 'vehicle' | 'vendor' | 'category' | 'inventory' | 'product';
/** The kinds whose confirmation names the row by its business id. */
export type KeyedDeleteKind = DocumentKind;

const deleteWording = (subject: string) =>
  `Are you sure you want to delete the ${subject}? This action cannot be undo.`;

/** 'Are you sure you want to delete the category “Tools”? This action cannot be undo.' */
export function deleteConfirmation(kind: NamedDeleteKind | KeyedDeleteKind, name: string): string {
  const label = kind in documentLabel ? documentLabel[kind as KeyedDeleteKind] : kind;
  return deleteWording(`${label} “${name}”`);
}

/**
 * The confirmation of a removal from a document (a purchase, sale or transfer line, a shipment's order), worded
 * like a delete: 'Are you sure you want to remove the product “Office Chair” from the purchase with MR ID
 * “MR-2026-001”? This action cannot be undo.'
 */
export const removeConfirmation = {
  line: (kind: 'purchase' | 'sale' | 'transfer', product: string, key: string) =>
    `Are you sure you want to remove the product “${product}” from the ${documentLabel[kind]} “${key}”? This action cannot be undo.`,
  order: (billId: string, shipmentId: string) =>
    `Are you sure you want to remove the sale with BILL ID “${billId}” from the ${documentLabel.shipment} “${shipmentId}”? This action cannot be undo.`,
  lineTitle: 'Remove Product',
  orderTitle: 'Remove Order',
} as const;

/** The delete kind of each resource but the supervisor assignment (which has its own wording). */
export const deleteKindOf = {
  categories: 'category',
  customers: 'customer',
  users: 'employee',
  inventories: 'inventory',
  products: 'product',
  purchases: 'purchase',
  vehicles: 'vehicle',
  vendors: 'vendor',
  transfers: 'transfer',
  sales: 'sale',
  shipments: 'shipment',
} as const satisfies Record<Exclude<Resource, 'inventory-employments'>, NamedDeleteKind | KeyedDeleteKind>;

/** The supervisor assignment's confirmation names the employee and the inventory. */
export function deleteInventoryEmploymentConfirmation(employee: string, inventory: string): string {
  return deleteWording(`assignment of “${employee}” to the inventory “${inventory}”`);
}
