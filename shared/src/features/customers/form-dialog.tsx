import { masterDataApi } from '@logistics/shared/api/resource-api';
import { customerCreateSchema, type Customer } from '@logistics/shared/contracts/customers';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

/** Create and edit a customer; the edit sends the row's version. */
export function CustomerFormDialog(props: ResourceFormDialogProps<Customer>) {
  return (
    <MasterDataFormDialog
      {...props}
      api={masterDataApi('customers')}
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
