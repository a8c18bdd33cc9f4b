import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createAuthTokensRepository } from './auth-tokens.js';
import { createImagesRepository } from './images.js';
import { createLoginThrottlesRepository } from './login-throttles.js';
import { createDashboardRepository } from './dashboard.js';
import { createHistoryRepository } from './history.js';
import {
  masterDataTableResources,
  type MasterDataTableResource,
} from '@logistics/shared/contracts/resources';
import { createMasterDataTableRepository } from './master-data.js';
import { createProductsRepository } from './products.js';
import { createPurchasesRepository } from './purchases.js';
import { createRateCountersRepository } from './rate-counters.js';
import { createSalesRepository } from './sales.js';
import { createShipmentsRepository } from './shipments.js';
import { createTransfersRepository } from './transfers.js';
import { createUsersRepository } from './users.js';
import { createInventoriesRepository } from './inventories.js';
import { createInventoryEmploymentsRepository } from './inventory-employments.js';

type MasterDataTableRepositories = {
  [R in MasterDataTableResource]: ReturnType<typeof createMasterDataTableRepository<R>>;
};

/** How each repository is made over an executor. */
const repositoryFactories = {
  users: createUsersRepository,
  authTokens: createAuthTokensRepository,
  ...(Object.fromEntries(
    masterDataTableResources.map((resource) => [
      resource,
      (db: Kysely<DB>) => createMasterDataTableRepository(db, resource),
    ]),
  ) as { [R in MasterDataTableResource]: (db: Kysely<DB>) => MasterDataTableRepositories[R] }),
  products: createProductsRepository,
  purchases: createPurchasesRepository,
  transfers: createTransfersRepository,
  sales: createSalesRepository,
  shipments: createShipmentsRepository,
  inventories: createInventoriesRepository,
  inventoryEmployments: createInventoryEmploymentsRepository,
  images: createImagesRepository,
  loginThrottles: createLoginThrottlesRepository,
  rateCounters: createRateCountersRepository,
  dashboard: createDashboardRepository,
  history: createHistoryRepository,
};

export type Repositories = {
  readonly [Name in keyof typeof repositoryFactories]: ReturnType<(typeof repositoryFactories)[Name]>;
};

/**
 * Every repository over one executor: the database, or a transaction (then every call is part of it).
 * Repositories never open their own transactions, so they compose inside one. Each is made when first used: a
 * write's transaction uses one or two of them, and making all of them was a measurable share of a sale's CPU.
 */
export function createRepositories(db: Kysely<DB>): Repositories {
  const repositories = {};
  for (const [name, create] of Object.entries(repositoryFactories) as [
    string,
    (db: Kysely<DB>) => unknown,
  ][]) {
    let made: unknown;
    Object.defineProperty(repositories, name, {
      enumerable: true,
      get: () => (made ??= create(db)),
    });
  }
  return repositories as Repositories;
}
