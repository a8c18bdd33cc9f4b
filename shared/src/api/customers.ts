import {
  customerSchema,
  type CustomerCreate,
  type CustomerUpdate,
} from '@logistics/shared/contracts/customers';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /customers/{id}: the customers' calls and hooks (resource-api.ts). */
export const customerApi = resourceApi<'customers', typeof customerSchema, CustomerCreate, CustomerUpdate>({
  resource: 'customers',
  rowSchema: customerSchema,
});
