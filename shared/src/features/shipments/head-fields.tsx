import type { Shipment } from '@logistics/shared/contracts/shipments';
import { shipmentStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { vehicleLabel } from '@logistics/shared/contracts/vehicles';
import {
  personLabel,
  useCaptainOptions,
  useVehicleOptions,
  choicesOf,
} from '@logistics/shared/api/reference-options';
import { DocumentHeadFields } from '@logistics/shared/ui/document-head-fields';

const statusOptions = shipmentStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

interface ShipmentHeadValues {
  shipment_id?: string;
  shipment_date?: string;
  captain_id?: string;
  vehicle_vin?: string;
  status?: string | null;
  order_ids?: string[];
}

export function ShipmentHeadFields({ disabled, current }: { disabled: boolean; current?: Shipment }) {
  // Captains and vehicles are few, and the server searches them by e-mail and VIN: their selects filter the
  // loaded list by its whole label (name, e-mail, make, model, year and VIN) instead.
  const captains = choicesOf(
    useCaptainOptions('', !disabled),
    current && { value: current.captain.id, label: personLabel(current.captain) },
  );
  const vehicles = choicesOf(
    useVehicleOptions('', !disabled),
    current && {
      value: current.vehicle.vin,
      label: `${vehicleLabel(current.vehicle)} · ${current.vehicle.vin}`,
    },
  );
  return (
    <DocumentHeadFields<ShipmentHeadValues>
      kind="shipment"
      documentId={{ name: 'shipment_id', id: 'shipment-id', label: 'Shipment ID' }}
      required
      autoFocus={!current}
      disabled={disabled}
      fields={[
        {
          name: 'captain_id',
          label: 'Captain',
          required: true,
          options: captains,
          disabled,
          span: 12,
        },
        {
          name: 'vehicle_vin',
          label: 'Vehicle',
          required: true,
          options: vehicles,
          disabled,
          span: 12,
        },
        {
          name: 'status',
          label: 'Status',
          options: statusOptions,
          placeholder: 'pending',
          allowClear: true,
          disabled,
          span: 12,
        },
      ]}
    />
  );
}
