import type { FastifyPluginAsync } from 'fastify';
import {
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
  categoryListColumns,
} from '@logistics/shared/contracts/categories';
import { CATEGORY_NAME_UNIQUE } from '../repositories/categories.js';
import { registerMasterDataRoutes } from './master-data-routes.js';
import { nameKey } from '../imports/check-rows.js';

/** /categories/{name}, list key `categories`, single key `category`. */
const categoryRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'categories',
    // The name travels in the path with spaces as hyphens; it is looked up by its path key.
    rowSchema: categorySchema,
    columns: categoryListColumns,
    createSchema: categoryCreateSchema,
    updateSchema: categoryUpdateSchema,
    repository: app.repositories.categories,
    removeIn: (repositories) => repositories.categories,
    uniqueKeys: [
      { constraint: CATEGORY_NAME_UNIQUE, field: 'name', key: 'name', valueOf: (body) => body.name },
    ],
    importing: { uniqueKeys: [nameKey('categories')] },
  });
};

export default categoryRoutes;
