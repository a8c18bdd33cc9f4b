import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';

/** Create and edit a customer; the edit sends the row's version. */
export const CustomerFormDialog = masterDataFormDialog('customers', [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone' },
  { name: 'address', label: 'Address' },
]);

/** The customers list: search by name, create, edit and delete where the role may; import where it may create. */
export const CustomersPage = masterDataListPage('customers', CustomerFormDialog);
