import { vendorCreateSchema, type Vendor, type VendorInput } from '@logistics/shared/contracts/vendors';
import { useCreateVendor, useUpdateVendor, useVendor } from '@logistics/shared/api/vendors';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { useMasterDataDialog } from '@logistics/shared/ui/master-data-dialog';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';

function valuesOf(vendor: Vendor | null): VendorInput {
  return {
    name: vendor?.name ?? '',
    email: vendor?.email ?? '',
    phone: vendor?.phone ?? '',
    address: vendor?.address ?? '',
    description: vendor?.description ?? '',
  };
}

/**
 * Create and edit a vendor. The edit validates with the create rules (a vendor keeps its
 * name) and sends the row's version, so a concurrent edit is refused.
 */
export function VendorFormDialog({ open, row: vendor, onClose }: ResourceFormDialogProps<Vendor>) {
  const { form, dialog } = useMasterDataDialog({
    resource: 'vendors',
    api: { useOne: useVendor, useCreate: useCreateVendor, useUpdate: useUpdateVendor },
    open,
    row: vendor,
    schema: vendorCreateSchema,
    valuesOf,
    nameOf: (row) => row.name,
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <TextField control={form.control} name="name" id="vendor-name" label="Name" required autoFocus />
      <TextField control={form.control} name="email" id="vendor-email" label="Email" type="email" />
      <TextField control={form.control} name="phone" id="vendor-phone" label="Phone" />
      <TextField control={form.control} name="address" id="vendor-address" label="Address" />
      <TextField
        control={form.control}
        name="description"
        id="vendor-description"
        label="Description"
        type="textarea"
      />
    </FormDialog>
  );
}
