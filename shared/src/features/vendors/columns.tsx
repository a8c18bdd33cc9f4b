import { vendorListColumns } from '@logistics/shared/contracts/list-columns';
import type { Vendor } from '@logistics/shared/contracts/vendors';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** Vendors show name, email, phone, address and description. */
export const vendorColumns: readonly DataTableColumn<Vendor>[] = vendorListColumns;
