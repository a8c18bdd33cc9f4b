import { productSchema, type ProductCreate, type ProductUpdate } from '@logistics/shared/contracts/products';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /products/{name}: the products' calls and hooks (resource-api.ts). */
const products = resourceApi<'products', typeof productSchema, ProductCreate, ProductUpdate>({
  resource: 'products',
  rowSchema: productSchema,
});

export const productKeys = products.keys;
export const fetchProducts = products.fetchList;
export const useProducts = products.useList;
export const useProduct = products.useOne;
export const useCreateProduct = products.useCreate;
export const useUpdateProduct = products.useUpdate;
export const useDeleteProduct = products.useDelete;
