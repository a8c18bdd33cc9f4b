import {
  inventorySchema,
  type InventoryCreate,
  type InventoryUpdate,
  inventoryDetailSchema,
} from '@logistics/shared/contracts/inventories';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /inventories/{name}: the inventories' calls and hooks (resource-api.ts). */
const inventories = resourceApi<
  'inventories',
  typeof inventorySchema,
  InventoryCreate,
  InventoryUpdate,
  typeof inventoryDetailSchema
>({
  resource: 'inventories',
  rowSchema: inventorySchema,
  detailSchema: inventoryDetailSchema,
});

export const inventoryKeys = {
  ...inventories.keys,
  /** An inventory's stock batches, the choices of a transfer line's MR ID. */
  stock: (name: string) => [...inventories.keys.all, 'stock', name] as const,
};
export const fetchInventories = inventories.fetchList;
export const useInventories = inventories.useList;
export const useInventory = inventories.useOne;
export const useCreateInventory = inventories.useCreate;
export const useUpdateInventory = inventories.useUpdate;
export const useDeleteInventory = inventories.useDelete;
