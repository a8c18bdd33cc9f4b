import {
  inventorySchema,
  type InventoryCreate,
  type InventoryUpdate,
  inventoryDetailSchema,
} from '@logistics/shared/contracts/inventories';
import { masterDataApi } from '@logistics/shared/api/resource-api';

/** /inventories/{name}: the inventories' calls and hooks (resource-api.ts). */
const inventories = masterDataApi<
  'inventories',
  typeof inventorySchema,
  InventoryCreate,
  InventoryUpdate,
  typeof inventoryDetailSchema
>({
  resource: 'inventories',
  rowSchema: inventorySchema,
  detailSchema: inventoryDetailSchema,
  key: 'name',
});

export const inventoryKeys = inventories.keys;
export const fetchInventories = inventories.fetchList;
export const useInventories = inventories.useList;
export const useInventory = inventories.useOne;
export const useCreateInventory = inventories.useCreate;
export const useUpdateInventory = inventories.useUpdate;
export const useDeleteInventory = inventories.useDelete;
