import {
  categorySchema,
  type CategoryCreate,
  type CategoryUpdate,
} from '@logistics/shared/contracts/categories';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /categories/{name}: the categories' calls and hooks (resource-api.ts). */
export const categoryApi = resourceApi<'categories', typeof categorySchema, CategoryCreate, CategoryUpdate>({
  resource: 'categories',
  rowSchema: categorySchema,
});
