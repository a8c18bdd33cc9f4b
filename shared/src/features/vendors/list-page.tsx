import { deleteConfirmation, deleteKindOf } from '@logistics/shared/contracts/messages';
import type { Vendor } from '@logistics/shared/contracts/vendors';
import { useVendors, useDeleteVendor } from '@logistics/shared/api/vendors';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable } from '@logistics/shared/ui/data-table';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { useResourceListPage } from '@logistics/shared/ui/resource-list-page';
import { vendorColumns } from './columns';
import { VendorFormDialog } from './form-dialog';

/** The vendors list: search by name, create, edit and delete where the role may. */
export function VendorsPage() {
  const page = useResourceListPage({
    resource: 'vendors',
    useRows: useVendors,
    useRemove: useDeleteVendor,
    idOf: (row: Vendor) => row.id,
    deleteKey: (row) => row.name,
  });
  return (
    <>
      <DataTable<Vendor>
        title="Vendors"
        columns={vendorColumns}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource="vendors" /> : undefined}
      />
      <VendorFormDialog
        open={page.formDialog.open}
        vendor={page.formDialog.row}
        onClose={page.formDialog.onClose}
      />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title="Delete Vendor"
        message={deleteConfirmation(deleteKindOf.vendors, page.dialogs.row?.name ?? '')}
      />
    </>
  );
}
