import {
  customerSchema,
  type CustomerCreate,
  type CustomerUpdate,
} from '@logistics/shared/contracts/customers';
import { resourceApi } from '@logistics/shared/api/resource-api';

/** /customers/{id}: the customers' calls and hooks (resource-api.ts). */
const customers = resourceApi<'customers', typeof customerSchema, CustomerCreate, CustomerUpdate>({
  resource: 'customers',
  rowSchema: customerSchema,
});

export const customerKeys = customers.keys;
export const fetchCustomers = customers.fetchList;
export const useCustomers = customers.useList;
export const useCustomer = customers.useOne;
export const useCreateCustomer = customers.useCreate;
export const useUpdateCustomer = customers.useUpdate;
export const useDeleteCustomer = customers.useDelete;
