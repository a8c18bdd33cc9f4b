import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createAuthTokensRepository } from './auth-tokens.js';
import { createImagesRepository } from './images.js';
import { createLoginThrottlesRepository } from './login-throttles.js';
import { createDashboardRepository } from './dashboard.js';
import { createHistoryRepository } from './history.js';
import { createMasterDataTableRepositories } from './master-data.js';
import { createProductsRepository } from './products.js';
import { createPurchasesRepository } from './purchases.js';
import { createRateCountersRepository } from './rate-counters.js';
import { createSalesRepository } from './sales.js';
import { createShipmentsRepository } from './shipments.js';
import { createTransfersRepository } from './transfers.js';
import { createUsersRepository } from './users.js';
import { createInventoriesRepository } from './inventories.js';
import { createInventoryEmploymentsRepository } from './inventory-employments.js';

/**
 * Every repository over one executor: the database, or a transaction (then every call is part of it).
 * Repositories never open their own transactions, so they compose inside one.
 */
export function createRepositories(db: Kysely<DB>) {
  return {
    users: createUsersRepository(db),
    authTokens: createAuthTokensRepository(db),
    ...createMasterDataTableRepositories(db),
    products: createProductsRepository(db),
    purchases: createPurchasesRepository(db),
    transfers: createTransfersRepository(db),
    sales: createSalesRepository(db),
    shipments: createShipmentsRepository(db),
    inventories: createInventoriesRepository(db),
    inventoryEmployments: createInventoryEmploymentsRepository(db),
    images: createImagesRepository(db),
    loginThrottles: createLoginThrottlesRepository(db),
    rateCounters: createRateCountersRepository(db),
    dashboard: createDashboardRepository(db),
    history: createHistoryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
