import { useFormContext } from 'react-hook-form';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import {
  namedOption,
  useInventoryOptions,
  useSearchedChoices,
  worksInOwnInventory,
} from '@logistics/shared/api/reference-options';
import { useRole } from '@logistics/shared/ui/role';
import { DocumentHeadFields } from '@logistics/shared/ui/document-head-fields';

interface TransferHeadValues {
  trf_id?: string;
  transfer_date?: string;
  source_inventory?: string;
  destination_inventory?: string;
}

/**
 * TRF ID, date, source and destination. An inventory-in-charge moves stock out of their own inventory only:
 * the source is theirs and fixed, on create and on edit; and a saved transfer's destination is fixed for them too
 * (another one would take the units back out of it, which only an inventory-manager or the admin may do).
 */
export function TransferHeadFields({ current }: { current?: Transfer }) {
  const role = useRole();
  const sourceFixed = worksInOwnInventory(role);
  const { watch } = useFormContext<TransferHeadValues>();
  const [source, destination] = watch(['source_inventory', 'destination_inventory']);
  const sources = useSearchedChoices(useInventoryOptions, {
    enabled: !sourceFixed,
    current: namedOption(source ?? current?.source_inventory),
  });
  const destinations = useSearchedChoices(useInventoryOptions, {
    current: namedOption(destination ?? current?.destination_inventory),
  });
  return (
    <DocumentHeadFields<TransferHeadValues>
      kind="transfer"
      documentId={{ name: 'trf_id', label: 'TRF ID' }}
      required
      autoFocus
      fields={[
        {
          name: 'source_inventory',
          label: 'Source inventory',
          required: true,
          options: sources,
          placeholder: 'Select the source inventory',
          disabled: sourceFixed,
          span: 12,
        },
        {
          name: 'destination_inventory',
          label: 'Destination inventory',
          required: true,
          options: destinations,
          placeholder: 'Select the destination inventory',
          disabled: sourceFixed && current !== undefined,
          span: 12,
        },
      ]}
    />
  );
}
