import type { FastifyPluginAsync } from 'fastify';
import {
  productCreateSchema,
  productSchema,
  productUpdateSchema,
  productListColumns,
} from '@logistics/shared/contracts/products';
import { PRODUCT_NAME_UNIQUE, PRODUCT_SKU_UNIQUE } from '../repositories/products.js';
import { registerMasterDataRoutes } from './master-data-routes.js';
import { nameKey, upperKey } from '../imports/check-rows.js';

/** /products/{name} (spaces as hyphens), list key `products`, single key `product`. */
const productRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'products',
    rowSchema: productSchema,
    columns: productListColumns,
    createSchema: productCreateSchema,
    updateSchema: productUpdateSchema,
    repository: app.repositories.products,
    removeIn: (repositories) => repositories.products,
    uniqueKeys: [
      { constraint: PRODUCT_NAME_UNIQUE, field: 'name', key: 'name', valueOf: (body) => body.name },
      { constraint: PRODUCT_SKU_UNIQUE, field: 'SKU', key: 'sku', valueOf: (body) => body.sku },
    ],
    importing: {
      uniqueKeys: [nameKey('products'), upperKey('products', 'sku', 'SKU')],
      references: [{ ...nameKey('categories'), field: 'category', label: 'category' }],
    },
  });
};

export default productRoutes;
