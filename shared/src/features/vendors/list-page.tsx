import { vendorApi } from '@logistics/shared/api/vendors';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { vendorListColumns } from '@logistics/shared/contracts/vendors';
import { VendorFormDialog } from './form-dialog';

/** The vendors list: search by name, create, edit and delete where the role may; import where it may create. */
export function VendorsPage() {
  return <MasterDataListPage api={vendorApi} columns={vendorListColumns} FormDialog={VendorFormDialog} />;
}
