import { Row } from '@logistics/shared/ui/antd';
import { useFormContext } from 'react-hook-form';
import type { Purchase, PurchaseInput } from '@logistics/shared/contracts/purchases';
import {
  namedOption,
  useInventoryOptions,
  useSearchedChoices,
  useVendorOptions,
} from '@logistics/shared/api/reference-options';
import { DocumentIdAndDate } from '@logistics/shared/ui/document-fields';
import { FormFields } from '@logistics/shared/ui/form-fields';

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
  const { control } = useFormContext<PurchaseInput>();
  // A new purchase is typed from its MR ID on: the field takes the focus.
  const creating = !current;
  return (
    <Row gutter={16}>
      <DocumentIdAndDate
        control={control}
        documentId={{ name: 'mr_id', id: 'purchase-mr-id', label: 'MR ID' }}
        date={{ name: 'purchase_date', id: 'purchase-date', label: 'Purchase date' }}
        required={creating}
        autoFocus={creating}
        disabled={disabled}
      />
      <FormFields
        control={control}
        idPrefix="purchase"
        fields={[
          { name: 'vendor', label: 'Vendor', required: true, options: vendors, disabled, span: 12 },
          { name: 'inventory', label: 'Inventory', required: true, options: inventories, disabled, span: 12 },
        ]}
      />
    </Row>
  );
}
