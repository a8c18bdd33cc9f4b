import { inventoryEmploymentListColumns } from '@logistics/shared/contracts/inventory-employments';
import type { InventoryEmployment } from '@logistics/shared/contracts/inventory-employments';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * Employee name, inventory, hire date, termination date, resign date and transfer date; a
 * missing date shows N/A (formatDate does that).
 */
export const inventoryEmploymentColumns: readonly DataTableColumn<InventoryEmployment>[] =
  inventoryEmploymentListColumns;
