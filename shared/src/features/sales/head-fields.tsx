import { useFormContext } from 'react-hook-form';
import type { Sale } from '@logistics/shared/contracts/sales';
import { orderStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import {
  namedOption,
  personLabel,
  useCustomerOptions,
  useInventoryOptions,
  useSearchedChoices,
  worksInOwnInventory,
} from '@logistics/shared/api/reference-options';
import { useRole } from '@logistics/shared/ui/role';
import { DocumentHeadFields } from '@logistics/shared/ui/document-head-fields';
import type { FormField } from '@logistics/shared/ui/form-fields';

const statusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

interface SaleHeadValues {
  bill_id?: string;
  sale_date?: string;
  customer_id?: string;
  shipping_address?: string;
  status?: string | null;
  inventory?: string;
}

/**
 * BILL ID, date, customer, shipping address, status and inventory. `locked` disables all but the status (a role
 * that may save the status only). An inventory-in-charge sells from their own inventory only, on create and on
 * edit alike (the server refuses any other): theirs is fixed, `ownInventory` on create.
 */
export function SaleHeadFields({
  locked,
  current,
  ownInventory,
}: {
  locked: boolean;
  current?: Sale;
  ownInventory?: string | null;
}) {
  const role = useRole();
  const customers = useSearchedChoices(useCustomerOptions, {
    enabled: !locked,
    // The saved customer's address is the sale's already: choosing them again fills nothing.
    current: current && { value: current.customer.id, label: personLabel(current.customer), address: null },
  });
  const inventoryFixed = locked || worksInOwnInventory(role);
  const inventories = useSearchedChoices(useInventoryOptions, {
    enabled: !inventoryFixed,
    current: namedOption(current?.inventory ?? ownInventory),
  });
  const { setValue, getValues } = useFormContext<SaleHeadValues>();
  const customer: FormField<SaleHeadValues> = {
    name: 'customer_id',
    label: 'Customer',
    required: true,
    options: customers,
    placeholder: 'Search customers by name or e-mail',
    disabled: locked,
    span: 12,
    onChosen: (id) => {
      // A new customer's address fills an empty shipping address.
      const address = customers.options.find((option) => option.value === id)?.address;
      if (address && !getValues('shipping_address')) {
        setValue('shipping_address', address, { shouldValidate: true });
      }
    },
  };
  return (
    <DocumentHeadFields<SaleHeadValues>
      kind="sale"
      documentId={{ name: 'bill_id', label: 'BILL ID' }}
      required
      autoFocus={!current}
      disabled={locked}
      fields={[
        customer,
        { name: 'status', label: 'Status', options: statusOptions, allowClear: true, span: 12 },
        { name: 'shipping_address', label: 'Shipping address', required: true, disabled: locked, span: 12 },
        {
          name: 'inventory',
          label: 'Inventory',
          required: true,
          options: inventories,
          disabled: inventoryFixed,
          span: 12,
        },
      ]}
    />
  );
}
