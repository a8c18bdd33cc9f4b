import {
  inventorySchema,
  type InventoryCreate,
  type InventoryUpdate,
  inventoryDetailSchema,
} from '@logistics/shared/contracts/inventories';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /inventories/{name}: the inventories' calls and hooks (resource-api.ts). */
export const inventoryApi = resourceApi<
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
  ...inventoryApi.keys,
  /** An inventory's stock batches, the choices of a transfer line's MR ID. */
  stock: (name: string) => [...inventoryApi.keys.all, 'stock', name] as const,
};
