import type { Purchase, PurchaseInput } from '@logistics/shared/contracts/purchases';
import {
  namedOption,
  useInventoryOptions,
  useSearchedChoices,
  useVendorOptions,
} from '@logistics/shared/api/reference-options';
import { DocumentHeadFields } from '@logistics/shared/ui/document-head-fields';

/** MR ID, date, vendor and inventory (the last two chosen from the server's lists with a search). */
export function PurchaseHeadFields({ disabled, current }: { disabled?: boolean; current?: Purchase }) {
  const vendors = useSearchedChoices(useVendorOptions, {
    enabled: !disabled,
    current: namedOption(current?.vendor),
  });
  const inventories = useSearchedChoices(useInventoryOptions, {
    enabled: !disabled,
    current: namedOption(current?.inventory),
  });
  // A new purchase is typed from its MR ID on: the field takes the focus.
  const creating = !current;
  return (
    <DocumentHeadFields<PurchaseInput>
      kind="purchase"
      documentId={{ name: 'mr_id', label: 'MR ID' }}
      required={creating}
      autoFocus={creating}
      disabled={disabled}
      fields={[
        { name: 'vendor', label: 'Vendor', required: true, options: vendors, disabled, span: 12 },
        { name: 'inventory', label: 'Inventory', required: true, options: inventories, disabled, span: 12 },
      ]}
    />
  );
}
