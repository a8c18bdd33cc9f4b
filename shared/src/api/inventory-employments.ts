import {
  inventoryEmploymentSchema,
  type InventoryEmploymentCreate,
  type InventoryEmploymentUpdate,
} from '@logistics/shared/contracts/inventory-employments';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /inventory-employments/{id} (resource-api.ts); the wire keeps the screen word, `assignment(s)`. */
export const inventoryEmploymentApi = resourceApi<
  'inventory-employments',
  typeof inventoryEmploymentSchema,
  InventoryEmploymentCreate,
  InventoryEmploymentUpdate,
  typeof inventoryEmploymentSchema
>({ resource: 'inventory-employments', rowSchema: inventoryEmploymentSchema });

export type InventoryEmploymentList = Awaited<ReturnType<typeof inventoryEmploymentApi.fetchList>>;
export type InventoryEmploymentAnswer = Awaited<ReturnType<typeof inventoryEmploymentApi.create>>;

export const inventoryEmploymentKeys = {
  ...inventoryEmploymentApi.keys,
  /** The inventory of the signed-in inventory-in-charge's active assignment. */
  ownActive: [...inventoryEmploymentApi.keys.all, 'own-active'] as const,
};
