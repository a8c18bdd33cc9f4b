import { masterDataApi } from '@logistics/shared/api/resource-api';
import { MasterDataListPage } from '@logistics/shared/ui/master-data-list-page';
import { customerListColumns } from '@logistics/shared/contracts/customers';
import { CustomerFormDialog } from './form-dialog';

/** The customers list: search by name, create, edit and delete where the role may; import where it may create. */
export function CustomersPage() {
  return (
    <MasterDataListPage
      api={masterDataApi('customers')}
      columns={customerListColumns}
      FormDialog={CustomerFormDialog}
    />
  );
}
