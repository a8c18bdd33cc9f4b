import { vendorSchema, type VendorCreate, type VendorUpdate } from '@logistics/shared/contracts/vendors';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /vendors/{name}: the vendors' calls and hooks (resource-api.ts). */
export const vendorApi = resourceApi<'vendors', typeof vendorSchema, VendorCreate, VendorUpdate>({
  resource: 'vendors',
  rowSchema: vendorSchema,
});
