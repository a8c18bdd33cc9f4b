import { masterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';

/**
 * Create and edit a vendor. The edit validates with the create rules (a vendor keeps its
 * name) and sends the row's version, so a concurrent edit is refused.
 */
export const VendorFormDialog = masterDataFormDialog('vendors', [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone' },
  { name: 'address', label: 'Address' },
  { name: 'description', label: 'Description', type: 'textarea' },
]);

/** The vendors list: search by name, create, edit and delete where the role may; import where it may create. */
export const VendorsPage = masterDataListPage('vendors', VendorFormDialog);
