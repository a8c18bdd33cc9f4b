import { eachResource, type Resource } from '../resources.js';
import { capitalized } from './wording.js';

// Each resource's name to people and its toasts (fetch, create, update, delete), and its line items'.

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** What a busy button says beside its spinner. */
export const PLEASE_WAIT = 'Please wait';
export const UNEXPECTED_STATUS = 'Unexpected response status.';

export const fetchListError = (plural: string) => `An error occurred while fetching the ${plural}.`;
export const fetchOneError = (singular: string) => `An error occurred while fetching the ${singular}.`;

export const FETCH_INVENTORY_EMPLOYMENT_ERROR =
  'An error occurred while fetching the inventory assignment with associated employee.';
export const createError = (thing: string) => `An error occurred while creating the ${thing}.`;
export const updateError = (thing: string) => `An error occurred while updating the ${thing}.`;
export const deleteError = (thing: string) => `An error occurred while deleting the ${thing}.`;

/** 'Category created successfully!'; the supervisor assignment has its own wording. */
export const createdSuccess = (thing: string) => `${capitalized(thing)} created successfully!`;
export const INVENTORY_EMPLOYMENT_CREATED = 'Inventory assignment created successfully!';
export const UPDATED_DEFAULT = 'Updated successfully';
export const DELETED_DEFAULT = 'Deleted successfully';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const SEND_RESET_LINK_ERROR = 'An error occurred while sending the password reset link.';

export interface ResourceLabel {
  /** The thing in the one-item, create, update and delete wording: 'the category'. */
  singular: string;
  /** The things in the list wording: 'the categories'. */
  plural: string;
  /** The list page's title and menu title. */
  title: string;
}

/** How each resource is named to people (its declaration's `labels`). */
export const resourceLabels = eachResource('labels');

export interface ResourceMessages {
  fetchList: string;
  fetchOne: string;
  create: string;
  update: string;
  delete: string;
  created: string;
}

/**
 * Every toast of a resource. The supervisor assignment has its own fetch wording, used for
 * the list and for one row.
 */
export function resourceMessages(resource: Resource): ResourceMessages {
  const { singular, plural } = resourceLabels[resource];
  const isInventoryEmployment = resource === 'inventory-employments';
  return {
    fetchList: isInventoryEmployment ? FETCH_INVENTORY_EMPLOYMENT_ERROR : fetchListError(plural),
    fetchOne: isInventoryEmployment ? FETCH_INVENTORY_EMPLOYMENT_ERROR : fetchOneError(singular),
    create: createError(singular),
    update: updateError(singular),
    delete: deleteError(singular),
    created: isInventoryEmployment ? INVENTORY_EMPLOYMENT_CREATED : createdSuccess(singular),
  };
}

/** Line items use these things in the create, update and delete wording. */
export const lineItemThings = {
  purchase: 'Purchase Product',
  sale: 'Sale Product',
  shipment: 'Shipment Item',
  transfer: 'Transfer',
} as const;

export type LineItemKind = keyof typeof lineItemThings;

/** 'An error occurred while updating the Purchase Product.' */
export function lineItemMessages(kind: LineItemKind): { update: string; delete: string } {
  const thing = lineItemThings[kind];
  return { update: updateError(thing), delete: deleteError(thing) };
}

/**
 * Saved lines changed in an edit dialog by a role that may not change them: nothing is saved and the dialog stays
 * open, naming the lines.
 */
export function lineChangesNotAllowed(products: readonly string[]): string {
  const named = products.map((product) => `“${product}”`).join(', ');
  return `You may not change saved lines, so nothing was saved. Undo your changes to ${named}.`;
}
