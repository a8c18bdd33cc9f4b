import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@logistics/shared/contracts/dashboard';
import {
  LOW_STOCK_THRESHOLD_LABEL,
  productCreateSchema,
  type Product,
} from '@logistics/shared/contracts/products';
import { useCategories } from '@logistics/shared/api/categories';
import { useCreateProduct, useProduct, useUpdateProduct } from '@logistics/shared/api/products';
import { useDebouncedSearch, withCurrent } from '@logistics/shared/api/reference-options';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

const api = { useOne: useProduct, useCreate: useCreateProduct, useUpdate: useUpdateProduct };

/** Create and edit a product; the category is chosen from the categories list. */
export function ProductFormDialog(props: ResourceFormDialogProps<Product>) {
  const [search, setSearch] = useDebouncedSearch();
  const categories = useCategories({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) });
  return (
    <MasterDataFormDialog
      {...props}
      resource="products"
      api={api}
      schema={productCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        {
          name: 'category',
          label: 'Category',
          required: true,
          options: 'read',
          placeholder: 'Select a category',
        },
        { name: 'price', label: 'Price', required: true },
        { name: 'sku', label: 'SKU', required: true },
        {
          name: 'low_stock_threshold',
          label: LOW_STOCK_THRESHOLD_LABEL,
          initial: String(DEFAULT_LOW_STOCK_THRESHOLD),
        },
        { name: 'description', label: 'Description', type: 'textarea' },
      ]}
      choices={(loaded) => ({
        category: {
          // The loaded row's category (the saved one's after Reload) is an option whatever the search found.
          options: withCurrent(
            categories.data?.categories.map((row) => ({ value: row.name, label: row.name })),
            loaded ? { value: loaded.category, label: loaded.category } : null,
          ),
          loading: categories.isFetching,
          onSearch: setSearch,
        },
      })}
    />
  );
}
