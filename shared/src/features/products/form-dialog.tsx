import { DEFAULT_LOW_STOCK_THRESHOLD } from '@logistics/shared/contracts/dashboard';
import {
  LOW_STOCK_THRESHOLD_LABEL,
  productCreateSchema,
  type Product,
} from '@logistics/shared/contracts/products';
import { productApi } from '@logistics/shared/api/products';
import {
  namedOption,
  useCategoryOptions,
  useSearchedChoices,
  withCurrent,
} from '@logistics/shared/api/reference-options';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

/** Create and edit a product; the category is chosen from the categories list. */
export function ProductFormDialog(props: ResourceFormDialogProps<Product>) {
  const categories = useSearchedChoices(useCategoryOptions);
  return (
    <MasterDataFormDialog
      {...props}
      api={productApi}
      schema={productCreateSchema}
      fields={(loaded) => [
        { name: 'name', label: 'Name', required: true },
        {
          name: 'category',
          label: 'Category',
          required: true,
          // The loaded row's category (the saved one's after Reload) is an option whatever the search found.
          options: { ...categories, options: withCurrent(categories.options, namedOption(loaded?.category)) },
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
    />
  );
}
