import { useEffect } from 'react';
import {
  customerCreateSchema,
  type Customer,
  type CustomerInput,
} from '@logistics/shared/contracts/customers';
import { UPDATED_DEFAULT, resourceMessages } from '@logistics/shared/contracts/messages';
import { useCreateCustomer, useUpdateCustomer } from '@logistics/shared/api/customers';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';

const messages = resourceMessages('customers');

interface CustomerFormDialogProps {
  open: boolean;
  /** The customer to edit; absent to create one. */
  customer: Customer | null;
  onClose: () => void;
}

function valuesOf(customer: Customer | null): CustomerInput {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
  };
}

/** Create and edit a customer (SPEC sections 5 and 8); the edit sends the row's version. */
export function CustomerFormDialog({ open, customer, onClose }: CustomerFormDialogProps) {
  const toasts = useToasts('customers-form');
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const form = useZodForm(customerCreateSchema, { defaultValues: valuesOf(customer) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(customer));
  }, [open, customer, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (customer) {
        // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
        const input = Object.fromEntries(
          Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
        ) as typeof values;
        const answer = await update.mutateAsync({
          id: customer.id,
          input: { ...input, version: customer.version },
        });
        toasts.success(answer.message || UPDATED_DEFAULT);
      } else {
        await create.mutateAsync(values);
        toasts.success(messages.created);
      }
      onClose();
    } catch (error) {
      toasts.error(error, customer ? messages.update : messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title={customer ? 'Edit Customer' : 'Create Customer'}
      description={
        customer
          ? `Change the details of the customer “${customer.name}”.`
          : 'Fill in the details of the new customer.'
      }
      submitLabel={customer ? 'Update' : 'Create'}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId={customer ? 'customer-edit-form' : 'customer-create-form'}
    >
      <TextField control={form.control} name="name" id="customer-name" label="Name" required autoFocus />
      <TextField control={form.control} name="email" id="customer-email" label="Email" type="email" />
      <TextField control={form.control} name="phone" id="customer-phone" label="Phone" />
      <TextField control={form.control} name="address" id="customer-address" label="Address" />
    </FormDialog>
  );
}
