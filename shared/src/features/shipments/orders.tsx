import { Empty, List, Typography } from '@logistics/shared/ui/antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { removeConfirmation } from '@logistics/shared/contracts/messages';
import type { ShipmentOrder } from '@logistics/shared/contracts/shipments';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { useSearchedChoices } from '@logistics/shared/api/reference-options';
import { useSaleOptions } from '@logistics/shared/api/sales';
import { RemoveButton } from '@logistics/shared/ui/confirm-delete-dialog';
import type { SavedLines } from '@logistics/shared/ui/document-dialog';
import { SelectField } from '@logistics/shared/ui/document-fields';

/** The orders' part of a shipment form: the saved orders (`existing`) and the BILL IDs to add. */
interface OrdersValues {
  order_ids?: string[];
  existing?: ShipmentOrder[];
}

export const ORDER_TEXTS = {
  orders: 'Orders',
  addOrders: 'Add orders',
  removeOrder: 'Remove',
  noOrders: 'No orders yet.',
} as const;

/**
 * A multi-select of sales by BILL ID, searched on the server, leaving out the orders the shipment has. It is
 * labelled by what it does ("Add orders"): the section's divider already says "Orders", and saying it twice
 * read as two fields.
 */
export function OrdersField() {
  const sales = useSearchedChoices(useSaleOptions);
  const { control } = useFormContext<OrdersValues>();
  const saved = useWatch({ control, name: 'existing' }) ?? [];
  const options = sales.options.filter(
    (option) => !saved.some((order) => order.sale.bill_id === option.value),
  );
  return (
    <SelectField
      control={control}
      name="order_ids"
      id="shipment-orders"
      label={ORDER_TEXTS.addOrders}
      options={options}
      loading={sales.loading}
      onSearch={sales.onSearch}
      failure={sales.failure}
      multiple
      placeholder="Search sales by BILL ID"
    />
  );
}

/** The shipment's saved orders, each removable (after a confirmation) by a role that may. */
export function SavedOrders({
  shipmentId,
  lines,
  canRemove,
}: {
  shipmentId: string;
  lines: SavedLines;
  canRemove: boolean;
}) {
  const { control } = useFormContext<OrdersValues>();
  const orders = useWatch({ control, name: 'existing' }) ?? [];
  if (orders.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ORDER_TEXTS.noOrders} />;
  }
  return (
    <List
      size="small"
      style={{ marginBottom: 16 }}
      aria-label={ORDER_TEXTS.orders}
      dataSource={orders}
      renderItem={(order, index) => (
        <List.Item
          actions={
            canRemove
              ? [
                  <RemoveButton
                    key="remove"
                    size="small"
                    disabled={lines.busy}
                    aria-label={`${ORDER_TEXTS.removeOrder} ${order.sale.bill_id}`}
                    title={removeConfirmation.orderTitle}
                    message={removeConfirmation.order(order.sale.bill_id, shipmentId)}
                    onRemove={() => lines.remove(index)}
                  >
                    {ORDER_TEXTS.removeOrder}
                  </RemoveButton>,
                ]
              : []
          }
        >
          <Typography.Text strong>{order.sale.bill_id}</Typography.Text>
          <Typography.Text type="secondary">
            {order.sale.customer.name} · {order.sale.inventory} · {statusLabel(order.sale.status)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
