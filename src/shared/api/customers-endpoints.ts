/** The owner's customers calls as endpoint descriptors (no zod); the types come from `customers.ts`. */
import { endpoint, type In, type None } from './endpoint';
import type { CustomerAnswer, CustomerListAnswer, CustomerListQuery, CustomerParams } from './customers';

export const adminCustomerEndpoints = {
  list: endpoint<None, In<typeof CustomerListQuery>, None, CustomerListAnswer>('GET', '/api/admin/customers'),
  get: endpoint<In<typeof CustomerParams>, None, None, CustomerAnswer>('GET', '/api/admin/customers/:customerId'),
} as const;
