import type { Resource } from '../permissions.js';
import { resourceLabels } from './resources.js';

/**
 * How a row leaves the key its edit dialog reads it by: deleted, or given another key where that key is one a
 * user may change (a name, a VIN, a business id).
 */
const goneWays: Record<Resource, string> = {
  categories: 'deleted or renamed',
  inventories: 'deleted or renamed',
  products: 'deleted or renamed',
  vendors: 'deleted or renamed',
  vehicles: 'deleted or given another VIN',
  purchases: 'deleted or given another MR ID',
  sales: 'deleted or given another BILL ID',
  transfers: 'deleted or given another TRF ID',
  shipments: 'deleted or given another shipment ID',
  // Read by an id, which never changes.
  customers: 'deleted',
  users: 'deleted',
  'inventory-employments': 'deleted',
};

/**
 * Live lists: an open edit dialog whose row someone else saved since it was opened says so before the
 * save (which the version check would refuse) and offers to load the saved values; one whose row someone else
 * deleted or renamed says that.
 */
export const liveMessages = {
  changedUnderneath: (resource: Resource) =>
    `This ${resourceLabels[resource].singular} was changed by someone else since you opened it. Reload it to see the changes before saving.`,
  /** Its detail read answered 404: nothing is left to reload, and the server refuses the save. */
  goneUnderneath: (resource: Resource) =>
    `This ${resourceLabels[resource].singular} was ${goneWays[resource]} by someone else since you opened it.`,
  reload: 'Reload',
} as const;
