import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.js';
import categoryRoutes from './categories.js';
import customerRoutes from './customers.js';
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
import vehicleRoutes from './vehicles.js';
import vendorRoutes from './vendors.js';
import inventoryRoutes from './inventories.js';
import inventoryEmploymentRoutes from './inventory-employments.js';
import { cloudinaryRoutes, uploadedFileRoutes } from './uploads.js';
import userRoutes from './users.js';

/** Everything under /api: one route plugin per resource. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(eventRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  await app.register(customerRoutes, { prefix: '/customers' });
  await app.register(vendorRoutes, { prefix: '/vendors' });
  await app.register(vehicleRoutes, { prefix: '/vehicles' });
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(purchaseRoutes, { prefix: '/purchases' });
  await app.register(purchaseProductRoutes, { prefix: '/purchase-products' });
  await app.register(transferRoutes, { prefix: '/transfers' });
  await app.register(transferProductRoutes, { prefix: '/transfer-products' });
  await app.register(saleRoutes, { prefix: '/sales' });
  await app.register(saleProductRoutes, { prefix: '/sale-products' });
  await app.register(shipmentRoutes, { prefix: '/shipments' });
  await app.register(shipmentProductRoutes, { prefix: '/shipment-products' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(inventoryRoutes, { prefix: '/inventories' });
  await app.register(inventoryEmploymentRoutes, { prefix: '/inventory-employments' });
  await app.register(cloudinaryRoutes, { prefix: '/cloudinary' });
  await app.register(uploadedFileRoutes, { prefix: '/uploads' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(releaseRoutes, { prefix: '/releases' });
  // /sales/{bill_id}/history and /shipments/{shipment_id}/history, beside their resources' own routes.
  await app.register(historyRoutes);
};

export default apiRoutes;
