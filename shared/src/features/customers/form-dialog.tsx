import {
  customerCreateSchema,
  type Customer,
  type CustomerInput,
} from '@logistics/shared/contracts/customers';
import { useCreateCustomer, useCustomer, useUpdateCustomer } from '@logistics/shared/api/customers';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';

interface CustomerFormDialogProps {
  open: boolean;
  /** The customer to edit; absent to create one. */
  customer: Customer | null;
  onClose: () => void;
}

function valuesOf(customer: Customer | null): CustomerInput {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
  };
}

/** Create and edit a customer; the edit sends the row's version. */
export function CustomerFormDialog({ open, customer, onClose }: CustomerFormDialogProps) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const latest = useCustomer(open ? customer?.id : undefined, customer ?? undefined);
  const { form, dialog } = useMasterDataDialog({
    resource: 'customers',
    open,
    row: customer,
    latest,
    schema: customerCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    create: (values) => create.mutateAsync(values),
    update: (row, input) => update.mutateAsync({ key: row.id, input }),
    pending: create.isPending || update.isPending,
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <TextField control={form.control} name="name" id="customer-name" label="Name" required autoFocus />
      <TextField control={form.control} name="email" id="customer-email" label="Email" type="email" />
      <TextField control={form.control} name="phone" id="customer-phone" label="Phone" />
      <TextField control={form.control} name="address" id="customer-address" label="Address" />
    </FormDialog>
  );
}
