import { ArrowLeftOutlined } from '@logistics/shared/ui/icons';
import { Button, Card, Descriptions, Flex, Input } from '@logistics/shared/ui/antd';
import { StackedTable } from '@logistics/shared/ui/stacked-table';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '@logistics/shared/ui/router';
import { NOT_AVAILABLE } from '@logistics/shared/contracts/format';
import type { InventoryStockRow } from '@logistics/shared/contracts/inventories';
import { pathOf } from '@logistics/shared/contracts/menus';
import { inventoryApi } from '@logistics/shared/api/inventories';
import { NO_RESULTS, tableTexts } from '@logistics/shared/ui/data-table';
import { PageTitle } from '@logistics/shared/ui/page-title';
import { searchClear } from '@logistics/shared/ui/table-toolbar';
import { useRole } from '@logistics/shared/ui/role';
import { DetailRead, detailReadTexts } from '@logistics/shared/ui/load-failed';
import { inventoryStockColumns } from './columns';

export const INVENTORY_DETAIL_TEXTS = {
  back: 'Back',
  stock: 'Products',
  searchProducts: tableTexts.searchPlaceholder('product'),
} as const;

const orNa = (value: string | null) => (value == null || value === '' ? NOT_AVAILABLE : value);

/** The role that works in one inventory and so has no list to go back to. */
const NO_BACK_ROLE = 'inventory-in-charge';

/**
 * /{prefix}/inventories/:name (inventory/:name for the inventory-in-charge): name, address, email, description
 * and phone (N/A when absent), and the inventory's stock, searchable by product.
 */
export function InventoryDetailPage() {
  const role = useRole();
  const navigate = useNavigate();
  const { name } = useParams<{ name: string }>();
  const query = inventoryApi.useOne(name);
  const [search, setSearch] = useState('');

  const stock = useMemo(() => {
    const rows = query.data?.inventories ?? [];
    const text = search.trim().toLowerCase();
    return text ? rows.filter((row) => row.product.toLowerCase().includes(text)) : rows;
  }, [query.data, search]);

  const listPath = pathOf(role, 'inventories');
  const back =
    role !== NO_BACK_ROLE && listPath ? (
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
        {INVENTORY_DETAIL_TEXTS.back}
      </Button>
    ) : null;

  return (
    <DetailRead read={query} back={back} {...detailReadTexts('inventories')}>
      {(inventory) => (
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="center" wrap gap="middle">
            <PageTitle>{inventory.name}</PageTitle>
            {back}
          </Flex>
          <Card>
            <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} bordered size="small">
              <Descriptions.Item label="Name">{inventory.name}</Descriptions.Item>
              <Descriptions.Item label="Address">{orNa(inventory.address)}</Descriptions.Item>
              <Descriptions.Item label="Email">{orNa(inventory.email)}</Descriptions.Item>
              <Descriptions.Item label="Phone">{orNa(inventory.phone)}</Descriptions.Item>
              <Descriptions.Item label="Description">{orNa(inventory.description)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card
            title={INVENTORY_DETAIL_TEXTS.stock}
            extra={
              <Input
                allowClear={searchClear}
                aria-label={INVENTORY_DETAIL_TEXTS.searchProducts}
                placeholder={INVENTORY_DETAIL_TEXTS.searchProducts}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                style={{ width: 'min(240px, 45vw)' }}
              />
            }
          >
            <StackedTable<InventoryStockRow>
              rowKey="id"
              columns={inventoryStockColumns}
              dataSource={stock}
              pageSize={10}
              emptyText={NO_RESULTS}
            />
          </Card>
        </Flex>
      )}
    </DetailRead>
  );
}
