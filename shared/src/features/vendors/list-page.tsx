import { masterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { VendorFormDialog } from './form-dialog';

/** The vendors list: search by name, create, edit and delete where the role may; import where it may create. */
export const VendorsPage = masterDataListPage('vendors', VendorFormDialog);
