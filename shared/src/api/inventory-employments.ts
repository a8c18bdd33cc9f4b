import {
  inventoryEmploymentSchema,
  type InventoryEmploymentCreate,
  type InventoryEmploymentUpdate,
} from '@logistics/shared/contracts/inventory-employments';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /inventory-employments/{id} (resource-api.ts); the wire keeps the screen word, `assignment(s)`. */
const inventoryEmployments = resourceApi<
  'inventory-employments',
  typeof inventoryEmploymentSchema,
  InventoryEmploymentCreate,
  InventoryEmploymentUpdate,
  typeof inventoryEmploymentSchema
>({ resource: 'inventory-employments', rowSchema: inventoryEmploymentSchema });

export type InventoryEmploymentList = Awaited<ReturnType<typeof inventoryEmployments.fetchList>>;
export type InventoryEmploymentAnswer = Awaited<ReturnType<typeof inventoryEmployments.create>>;

export const inventoryEmploymentKeys = {
  ...inventoryEmployments.keys,
  /** The inventory of the signed-in inventory-in-charge's active assignment. */
  ownActive: [...inventoryEmployments.keys.all, 'own-active'] as const,
};
export const fetchInventoryEmployments = inventoryEmployments.fetchList;
export const fetchInventoryEmployment = inventoryEmployments.fetchOne;
export const createInventoryEmployment = inventoryEmployments.create;
export const updateInventoryEmployment = inventoryEmployments.update;
export const deleteInventoryEmployment = inventoryEmployments.remove;
export const useInventoryEmployments = inventoryEmployments.useList;
export const useInventoryEmployment = inventoryEmployments.useOne;
export const useCreateInventoryEmployment = inventoryEmployments.useCreate;
export const useUpdateInventoryEmployment = inventoryEmployments.useUpdate;
export const useDeleteInventoryEmployment = inventoryEmployments.useDelete;
