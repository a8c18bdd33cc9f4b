import { vendorSchema, type VendorCreate, type VendorUpdate } from '@logistics/shared/contracts/vendors';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /vendors/{name}: the vendors' calls and hooks (resource-api.ts). */
const vendors = resourceApi<'vendors', typeof vendorSchema, VendorCreate, VendorUpdate>({
  resource: 'vendors',
  rowSchema: vendorSchema,
});

export const vendorKeys = vendors.keys;
export const fetchVendors = vendors.fetchList;
export const useVendors = vendors.useList;
export const useVendor = vendors.useOne;
export const useCreateVendor = vendors.useCreate;
export const useUpdateVendor = vendors.useUpdate;
export const useDeleteVendor = vendors.useDelete;
