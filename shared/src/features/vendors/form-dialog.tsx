import { useEffect } from 'react';
import { UPDATED_DEFAULT, resourceMessages } from '@logistics/shared/contracts/messages';
import { vendorCreateSchema, type Vendor, type VendorInput } from '@logistics/shared/contracts/vendors';
import { useCreateVendor, useUpdateVendor } from '@logistics/shared/api/vendors';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';

const messages = resourceMessages('vendors');

interface VendorFormDialogProps {
  open: boolean;
  /** The vendor to edit; absent to create one. */
  vendor: Vendor | null;
  onClose: () => void;
}

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
 * Create and edit a vendor (SPEC sections 5 and 8). The edit validates with the create rules (a vendor keeps its
 * name) and sends the row's version, so a concurrent edit is refused.
 */
export function VendorFormDialog({ open, vendor, onClose }: VendorFormDialogProps) {
  const toasts = useToasts('vendors-form');
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const form = useZodForm(vendorCreateSchema, { defaultValues: valuesOf(vendor) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(vendor));
  }, [open, vendor, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (vendor) {
        // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
        const input = Object.fromEntries(
          Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
        ) as typeof values;
        const answer = await update.mutateAsync({
          name: vendor.name,
          input: { ...input, version: vendor.version },
        });
        toasts.success(answer.message || UPDATED_DEFAULT);
      } else {
        await create.mutateAsync(values);
        toasts.success(messages.created);
      }
      onClose();
    } catch (error) {
      toasts.error(error, vendor ? messages.update : messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title={vendor ? 'Edit Vendor' : 'Create Vendor'}
      description={
        vendor
          ? `Change the details of the vendor “${vendor.name}”.`
          : 'Fill in the details of the new vendor.'
      }
      submitLabel={vendor ? 'Update' : 'Create'}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId={vendor ? 'vendor-edit-form' : 'vendor-create-form'}
    >
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
