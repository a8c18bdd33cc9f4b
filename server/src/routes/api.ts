import type { FastifyPluginAsync } from 'fastify';
import {
  masterDataTableResources,
  resources,
  type MasterDataTableResource,
  type Resource,
} from '@logistics/shared/contracts/resources';
import { masterDataTableRoutes } from './master-data-routes.js';
import authRoutes from './auth.js';
import eventRoutes from './events.js';
import dashboardRoutes from './dashboard.js';
import healthRoutes from './health.js';
import historyRoutes from './history.js';
import productRoutes from './products.js';
import releaseRoutes from './releases.js';
import purchaseProductRoutes from './purchase-products.js';
import purchaseRoutes from './purchases.js';
import saleProductRoutes from './sale-products.js';
import saleRoutes from './sales.js';
import shipmentProductRoutes from './shipment-products.js';
import shipmentRoutes from './shipments.js';
import transferProductRoutes from './transfer-products.js';
import transferRoutes from './transfers.js';
import inventoryRoutes from './inventories.js';
import inventoryEmploymentRoutes from './inventory-employments.js';
import { cloudinaryRoutes, uploadedFileRoutes } from './uploads.js';
import userRoutes from './users.js';

/**
 * Each resource's route plugin, served under its name (`/vendors`): one for every resource the contracts declare,
 * made from its contract for a master-data table resource.
 */
const resourceRoutes = {
  ...(Object.fromEntries(
    masterDataTableResources.map((resource) => [resource, masterDataTableRoutes(resource)]),
  ) as Record<MasterDataTableResource, FastifyPluginAsync>),
  users: userRoutes,
  inventories: inventoryRoutes,
  products: productRoutes,
  purchases: purchaseRoutes,
  'inventory-employments': inventoryEmploymentRoutes,
  transfers: transferRoutes,
  sales: saleRoutes,
  shipments: shipmentRoutes,
} satisfies Record<Resource, FastifyPluginAsync>;

/** Everything under /api: each resource's routes, its lines' (`/purchase-products`, …), and the rest. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(eventRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  for (const resource of resources) {
    await app.register(resourceRoutes[resource], { prefix: `/${resource}` });
  }
  await app.register(purchaseProductRoutes, { prefix: '/purchase-products' });
  await app.register(transferProductRoutes, { prefix: '/transfer-products' });
  await app.register(saleProductRoutes, { prefix: '/sale-products' });
  await app.register(shipmentProductRoutes, { prefix: '/shipment-products' });
  await app.register(cloudinaryRoutes, { prefix: '/cloudinary' });
  await app.register(uploadedFileRoutes, { prefix: '/uploads' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(releaseRoutes, { prefix: '/releases' });
  // /sales/{bill_id}/history and /shipments/{shipment_id}/history, beside their resources' own routes.
  await app.register(historyRoutes);
};

export default apiRoutes;
