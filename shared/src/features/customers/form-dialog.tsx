import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';

/** Create and edit a customer; the edit sends the row's version. */
export const CustomerFormDialog = masterDataFormDialog('customers', [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone' },
  { name: 'address', label: 'Address' },
]);
