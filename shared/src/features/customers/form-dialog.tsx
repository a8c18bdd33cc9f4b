import { customerCreateSchema, type Customer } from '@logistics/shared/contracts/customers';
import { useCreateCustomer, useCustomer, useUpdateCustomer } from '@logistics/shared/api/customers';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

const api = { useOne: useCustomer, useCreate: useCreateCustomer, useUpdate: useUpdateCustomer };

/** Create and edit a customer; the edit sends the row's version. */
export function CustomerFormDialog(props: ResourceFormDialogProps<Customer>) {
  return (
    <MasterDataFormDialog
      {...props}
      resource="customers"
      api={api}
      schema={customerCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'email', label: 'Email', type: 'email' },
        { name: 'phone', label: 'Phone' },
        { name: 'address', label: 'Address' },
      ]}
    />
  );
}
