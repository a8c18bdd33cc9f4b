import { masterDataApi } from '@logistics/shared/api/resource-api';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { vendorListColumns } from '@logistics/shared/contracts/vendors';
import { VendorFormDialog } from './form-dialog';

/** The vendors list: search by name, create, edit and delete where the role may; import where it may create. */
export function VendorsPage() {
  return (
    <MasterDataListPage
      api={masterDataApi('vendors')}
      columns={vendorListColumns}
      FormDialog={VendorFormDialog}
    />
  );
}
