import { eachResource, type Resource } from '../resources.js';
import { resourceLabels } from './resources.js';

/** How a row leaves the key its edit dialog reads it by (its declaration's `goneWay`). */
const goneWays = eachResource('goneWay');

/**
 * Live lists: an open edit dialog whose row someone else saved since it was opened says so before the
 * save (which the version check would refuse) and offers to load the saved values; one whose row someone else
 * deleted or renamed says that.
 */
export const liveMessages = {
  changedUnderneath: (resource: Resource) =>
    `This ${resourceLabels[resource].singular} was changed by someone else since you opened it. Reload it to see the changes before saving.`,
  /**
   * Its detail read answered 404: nothing is left to reload, and the server refuses the save. `scoped`: the reader
   * sees only some rows (a captain, an inventory-in-charge), and a row moved out of them also answers 404.
   */
  goneUnderneath: (resource: Resource, scoped = false) =>
    scoped
      ? `This ${resourceLabels[resource].singular} was ${goneWays[resource]}, or moved out of the rows you may see, by someone else since you opened it.`
      : `This ${resourceLabels[resource].singular} was ${goneWays[resource]} by someone else since you opened it.`,
  reload: 'Reload',
} as const;
