import { productSchema, type ProductCreate, type ProductUpdate } from '@logistics/shared/contracts/products';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /products/{name}: the products' calls and hooks (resource-api.ts). */
export const productApi = resourceApi<'products', typeof productSchema, ProductCreate, ProductUpdate>({
  resource: 'products',
  rowSchema: productSchema,
});
