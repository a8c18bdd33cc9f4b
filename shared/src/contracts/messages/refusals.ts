import { createdSuccess } from './resources.js';
import { capitalized, unitsInWords, withArticle } from './wording.js';

/** The server's messages for conflicts and refusals, shared so tests and the UI can match them. */
export const serverMessages = {
  duplicate: (thing: string, field: string, value: string) =>
    `${capitalized(withArticle(thing))} with the ${field} “${value}” already exists.`,
  notFound: (thing: string, key: string) => `The ${thing} “${key}” was not found.`,
  forbidden: 'You do not have permission to do that.',
  reservedName: (name: string) => `The name “${name}” is reserved by the application; choose another.`,
  staleVersion: (thing: string) =>
    `This ${thing} was changed by someone else since you opened it. Reload it and apply your change again.`,
  /** `dependents` is plural ('purchases', 'the shipments “S-1”'), as the verb is. */
  hasDependents: (thing: string, name: string, dependents: string) =>
    `The ${thing} “${name}” cannot be deleted because ${dependents} still refer to it.`,
  /** A product that documents list: the ledger keeps what they moved, so the lines go first. */
  stillListed: (thing: string, name: string, documents: string) =>
    `The ${thing} “${name}” cannot be deleted because ${documents} still list it. Remove it from them first; the stock history stays either way.`,
  stillInStock: (thing: string, name: string, units: number) =>
    `The ${thing} “${name}” cannot be deleted because ${unitsInWords(units)} of it ${units === 1 ? 'is' : 'are'} still in stock.`,
  created: (thing: string) => createdSuccess(thing),
  updated: (thing: string) => `${capitalized(thing)} updated successfully.`,
  deleted: (thing: string) => `${capitalized(thing)} deleted successfully.`,
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: (wait: string) => `Too many requests. Please try again in ${wait}.`,
  tooManyEventStreams:
    'Too many windows of this account are following live changes. Close some of them and reload this one.',
} as const;

/**
 * The server's refusals about stock and the row scopes of purchases, transfers, sales and shipments
 * (no movement makes stock negative, and the message names the product and what is available).
 */
export const documentMessages = {
  insufficientStock: (stock: {
    product: string;
    inventory: string;
    available: number;
    needed: number;
    mrId?: string;
  }) =>
    `Not enough stock of “${stock.product}”${stock.mrId ? ` (MR ID “${stock.mrId}”)` : ''} in the inventory “${stock.inventory}”: ${stock.available} available, ${stock.needed} needed.`,
  noActiveInventory: 'You have no active inventory assignment, so you may not do that.',
  outsideOwnInventory: (inventory: string) =>
    `You may only work with your own inventory; the inventory “${inventory}” is not yours.`,
  /** An inventory-in-charge moves stock out of their own inventory only. */
  transferSourceNotOwn: (source: string) =>
    `You may move stock only out of your own inventory; the source inventory “${source}” is not yours.`,
  /** Lowering a line or re-routing a transfer takes units back out of its destination. */
  transferTakeBack: (destination: string) =>
    `This change would take units back out of the inventory “${destination}”; only an inventory-manager or the admin may do that.`,
  saleStatusOnly: (fields: readonly string[]) =>
    `Your role may change only the status of a sale; these fields may not change: ${fields.join(', ')}.`,
  saleInShipment: (billId: string, shipmentId: string) =>
    `The sale “${billId}” is already in the shipment “${shipmentId}”.`,
  notACaptain: (id: string) => `The employee “${id}” is not a captain.`,
} as const;

/** The server's refusals about supervisor assignments. */
export const inventoryEmploymentMessages = {
  alreadyActive: (employee: string) =>
    `The employee “${employee}” already has an active inventory assignment; end it before assigning another.`,
  notASupervisor: (employeeId: string) =>
    `The employee “${employeeId}” is not an inventory-in-charge: only an inventory-in-charge can be put in charge of an inventory.`,
} as const;
