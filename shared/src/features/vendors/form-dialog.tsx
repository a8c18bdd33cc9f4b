import { masterDataApi } from '@logistics/shared/api/resource-api';
import { vendorCreateSchema, type Vendor } from '@logistics/shared/contracts/vendors';
import { MasterDataFormDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

/**
 * Create and edit a vendor. The edit validates with the create rules (a vendor keeps its
 * name) and sends the row's version, so a concurrent edit is refused.
 */
export function VendorFormDialog(props: ResourceFormDialogProps<Vendor>) {
  return (
    <MasterDataFormDialog
      {...props}
      api={masterDataApi('vendors')}
      schema={vendorCreateSchema}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'email', label: 'Email', type: 'email' },
        { name: 'phone', label: 'Phone' },
        { name: 'address', label: 'Address' },
        { name: 'description', label: 'Description', type: 'textarea' },
      ]}
    />
  );
}
