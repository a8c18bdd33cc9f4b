import { inventoryEmploymentListColumns } from '@logistics/shared/contracts/list-columns';
import type { SupervisorAssignment } from '@logistics/shared/contracts/inventory-employments';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * SPEC section 2: employee name, inventory, hire date, termination date, resign date and transfer date; a
 * missing date shows N/A (formatDate does that).
 */
export const assignmentColumns: readonly DataTableColumn<SupervisorAssignment>[] =
  inventoryEmploymentListColumns;
