import {
  categorySchema,
  type CategoryCreate,
  type CategoryUpdate,
} from '@logistics/shared/contracts/categories';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /categories/{name}: the categories' calls and hooks (resource-api.ts). */
const categories = resourceApi<'categories', typeof categorySchema, CategoryCreate, CategoryUpdate>({
  resource: 'categories',
  rowSchema: categorySchema,
});

export const categoryKeys = categories.keys;
export const fetchCategories = categories.fetchList;
export const useCategories = categories.useList;
export const useCategory = categories.useOne;
export const useCreateCategory = categories.useCreate;
export const useUpdateCategory = categories.useUpdate;
export const useDeleteCategory = categories.useDelete;
