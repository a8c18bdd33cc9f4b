import { documentLabel, type DocumentKind } from './documents.js';

// The confirmations of a delete or of a removal from a document.

const deleteWording = (subject: string) =>
  `Are you sure you want to delete the ${subject}? This action cannot be undo.`;

/**
 * 'Are you sure you want to delete the category “Tools”? This action cannot be undo.': the row named by its kind
 * (the resource's singular, or 'captain' on the Captains page) and its name, a document by its business id.
 */
export function deleteConfirmation(kind: string, name: string): string {
  const label = Object.hasOwn(documentLabel, kind) ? documentLabel[kind as DocumentKind] : kind;
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

/** The supervisor assignment's confirmation names the employee and the inventory. */
export function deleteInventoryEmploymentConfirmation(employee: string, inventory: string): string {
  return deleteWording(`assignment of “${employee}” to the inventory “${inventory}”`);
}
