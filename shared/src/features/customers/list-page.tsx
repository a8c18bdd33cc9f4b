import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { CustomerFormDialog } from './form-dialog';

/** The customers list: search by name, create, edit and delete where the role may; import where it may create. */
export const CustomersPage = masterDataListPage('customers', CustomerFormDialog);
