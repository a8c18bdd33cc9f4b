import {
  customerCreateSchema,
  type Customer,
  type CustomerInput,
} from '@logistics/shared/contracts/customers';
import { useCreateCustomer, useCustomer, useUpdateCustomer } from '@logistics/shared/api/customers';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

function valuesOf(customer: Customer | null): CustomerInput {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
  };
}

/** Create and edit a customer; the edit sends the row's version. */
export function CustomerFormDialog({ open, row: customer, onClose }: ResourceFormDialogProps<Customer>) {
  const { form, dialog } = useMasterDataDialog({
    resource: 'customers',
    api: { useOne: useCustomer, useCreate: useCreateCustomer, useUpdate: useUpdateCustomer },
    open,
    row: customer,
    schema: customerCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
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
