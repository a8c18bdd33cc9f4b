import { ArrowLeftOutlined, EditOutlined } from '@logistics/shared/ui/icons';
import { Button, Card, Descriptions, Flex } from '@logistics/shared/ui/antd';
import { StackedTable } from '@logistics/shared/ui/stacked-table';
import { StatusTag } from '@logistics/shared/ui/readable-tag';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '@logistics/shared/ui/router';
import { formatDate, NOT_AVAILABLE } from '@logistics/shared/contracts/format';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { ACTIONS_COLUMN_LABEL } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import type { Sale } from '@logistics/shared/contracts/sales';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import { printTexts } from '@logistics/shared/contracts/print';
import { worksInOwnInventory } from '@logistics/shared/api/reference-options';
import { shipmentApi } from '@logistics/shared/api/shipments';
import { PageTitle } from '@logistics/shared/ui/page-title';
import { useRole } from '@logistics/shared/ui/role';
import { DetailRead, detailReadTexts } from '@logistics/shared/ui/load-failed';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';
// A sale can be edited from the detail's table, with the sales feature's own dialog; composing it here keeps
// one sale dialog in the product.
import { SaleFormDialog } from '../sales/form-dialog';
import { DetailsAndHistoryTabs } from '@logistics/shared/ui/history-panel';
import { ShipmentNote } from './note';
import { PrintButton } from '@logistics/shared/ui/print-document';
import { shipmentSaleColumns } from './columns';

export const SHIPMENT_DETAIL_TEXTS = {
  back: 'Back',
  sales: 'Sales',
  ownSales: 'Sales from your inventory',
  editSale: 'Edit',
} as const;

/**
 * /{prefix}/shipments/:sid: shipment ID, date, captain name and e-mail, vehicle make, model, year and VIN,
 * status, and the table of its sales, where a sale can be edited.
 */
export function ShipmentDetailPage() {
  const role = useRole();
  const navigate = useNavigate();
  const { sid } = useParams<{ sid: string }>();
  const query = shipmentApi.useOne(sid);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`${prefixOf(role)}/shipments`)}>
      {SHIPMENT_DETAIL_TEXTS.back}
    </Button>
  );
  return (
    <DetailRead read={query} back={back} {...detailReadTexts('shipments')}>
      {(shipment) => <ShipmentDetails shipment={shipment} back={back} />}
    </DetailRead>
  );
}

function ShipmentDetails({ shipment, back }: { shipment: Shipment; back: ReactNode }) {
  const role = useRole();
  const [editing, setEditing] = useState<Sale | null>(null);
  const canOpenSale = can(role, 'sales', 'open-edit');

  const columns = canOpenSale
    ? [
        ...shipmentSaleColumns,
        {
          key: 'actions',
          title: <VisuallyHidden>{ACTIONS_COLUMN_LABEL}</VisuallyHidden>,
          render: (_: unknown, sale: Sale) => (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`${SHIPMENT_DETAIL_TEXTS.editSale} ${sale.bill_id}`}
              onClick={() => setEditing(sale)}
            >
              {SHIPMENT_DETAIL_TEXTS.editSale}
            </Button>
          ),
        },
      ]
    : shipmentSaleColumns;

  const details = (
    <Flex vertical gap="middle">
      <Card>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} bordered size="small">
          <Descriptions.Item label="Shipment ID">{shipment.shipment_id}</Descriptions.Item>
          <Descriptions.Item label="Date">{formatDate(shipment.shipment_date)}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusTag status={shipment.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Captain Name">{shipment.captain.name}</Descriptions.Item>
          <Descriptions.Item label="Captain Email">{shipment.captain.email}</Descriptions.Item>
          <Descriptions.Item label="Vehicle Make">{shipment.vehicle.make}</Descriptions.Item>
          <Descriptions.Item label="Vehicle Model">
            {shipment.vehicle.model ?? NOT_AVAILABLE}
          </Descriptions.Item>
          <Descriptions.Item label="Vehicle Year">{shipment.vehicle.year}</Descriptions.Item>
          <Descriptions.Item label="Vehicle VIN">{shipment.vehicle.vin}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={worksInOwnInventory(role) ? SHIPMENT_DETAIL_TEXTS.ownSales : SHIPMENT_DETAIL_TEXTS.sales}>
        <StackedTable<Sale>
          rowKey="id"
          columns={columns}
          dataSource={shipment.items.map((order) => order.sale)}
          emptyText="No results."
        />
      </Card>
    </Flex>
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <PageTitle>{`Shipment ${shipment.shipment_id}`}</PageTitle>
        <Flex gap="small">
          <PrintButton
            label={`${printTexts.shipmentNote} ${shipment.shipment_id}`}
            document={() => <ShipmentNote shipment={shipment} ownInventoryOnly={worksInOwnInventory(role)} />}
          />
          {back}
        </Flex>
      </Flex>
      <DetailsAndHistoryTabs
        subject={{ kind: 'shipment', shipmentId: shipment.shipment_id }}
        details={details}
        framed
      />
      <SaleFormDialog open={editing !== null} row={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
