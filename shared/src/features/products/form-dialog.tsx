import { useEffect } from 'react';
import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { UPDATED_DEFAULT, resourceMessages } from '@logistics/shared/contracts/messages';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@logistics/shared/contracts/dashboard';
import {
  LOW_STOCK_THRESHOLD_LABEL,
  productCreateSchema,
  type Product,
  type ProductInput,
} from '@logistics/shared/contracts/products';
import { useCategories } from '@logistics/shared/api/categories';
import { useCreateProduct, useUpdateProduct } from '@logistics/shared/api/products';
import { useDebouncedSearch, withCurrent } from '@logistics/shared/api/reference-options';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';
import { SelectField } from '@logistics/shared/ui/transaction-fields';

const messages = resourceMessages('products');

interface ProductFormDialogProps {
  open: boolean;
  /** The product to edit; absent to create one. */
  product: Product | null;
  onClose: () => void;
}

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

/** Create and edit a product (SPEC sections 5 and 8); the category is chosen from the categories list. */
export function ProductFormDialog({ open, product, onClose }: ProductFormDialogProps) {
  const toasts = useToasts('products-form');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [search, setSearch] = useDebouncedSearch();
  const categories = useCategories({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) });
  const categoryOptions = withCurrent(
    categories.data?.categories.map((row) => ({ value: row.name, label: row.name })),
    product ? { value: product.category, label: product.category } : null,
  );
  const form = useZodForm(productCreateSchema, { defaultValues: valuesOf(product) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(product));
  }, [open, product, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (product) {
        // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
        const input = Object.fromEntries(
          Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
        ) as typeof values;
        const answer = await update.mutateAsync({
          name: product.name,
          input: { ...input, version: product.version },
        });
        toasts.success(answer.message || UPDATED_DEFAULT);
      } else {
        await create.mutateAsync(values);
        toasts.success(messages.created);
      }
      onClose();
    } catch (error) {
      toasts.error(error, product ? messages.update : messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title={product ? 'Edit Product' : 'Create Product'}
      description={
        product
          ? `Change the details of the product “${product.name}”.`
          : 'Fill in the details of the new product.'
      }
      submitLabel={product ? 'Update' : 'Create'}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId={product ? 'product-edit-form' : 'product-create-form'}
    >
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
