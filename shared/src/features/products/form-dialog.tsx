import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@logistics/shared/contracts/dashboard';
import {
  LOW_STOCK_THRESHOLD_LABEL,
  productCreateSchema,
  type Product,
  type ProductInput,
} from '@logistics/shared/contracts/products';
import { useCategories } from '@logistics/shared/api/categories';
import { useCreateProduct, useProduct, useUpdateProduct } from '@logistics/shared/api/products';
import { useDebouncedSearch, withCurrent } from '@logistics/shared/api/reference-options';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { SelectField } from '@logistics/shared/ui/document-fields';

function valuesOf(product: Product | null): ProductInput {
  return {
    name: product?.name ?? '',
    category: product?.category ?? '',
    price: product?.price ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    low_stock_threshold: String(product?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
  };
}

/** Create and edit a product; the category is chosen from the categories list. */
export function ProductFormDialog({ open, row: product, onClose }: ResourceFormDialogProps<Product>) {
  const [search, setSearch] = useDebouncedSearch();
  const categories = useCategories({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) });
  const { form, loaded, dialog } = useMasterDataDialog({
    resource: 'products',
    api: { useOne: useProduct, useCreate: useCreateProduct, useUpdate: useUpdateProduct },
    open,
    row: product,
    schema: productCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    onClose,
  });
  // The loaded row's category (the saved one's after Reload) is an option whatever the search found.
  const categoryOptions = withCurrent(
    categories.data?.categories.map((row) => ({ value: row.name, label: row.name })),
    loaded ? { value: loaded.category, label: loaded.category } : null,
  );

  return (
    <FormDialog {...dialog}>
      <TextField control={form.control} name="name" id="product-name" label="Name" required autoFocus />
      <SelectField
        control={form.control}
        name="category"
        id="product-category"
        label="Category"
        required
        options={categoryOptions}
        loading={categories.isFetching}
        onSearch={setSearch}
        placeholder="Select a category"
      />
      <TextField control={form.control} name="price" id="product-price" label="Price" required />
      <TextField control={form.control} name="sku" id="product-sku" label="SKU" required />
      <TextField
        control={form.control}
        name="low_stock_threshold"
        id="product-low-stock-threshold"
        label={LOW_STOCK_THRESHOLD_LABEL}
      />
      <TextField
        control={form.control}
        name="description"
        id="product-description"
        label="Description"
        type="textarea"
      />
    </FormDialog>
  );
}
