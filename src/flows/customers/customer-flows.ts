/** The customers use cases a route calls, bound to their dependencies. */
import type { Bound } from '../bound';
import { getCustomer, listCustomers, type CustomerDirectoryDeps } from './customer-directory';

export interface CustomerFlows {
  list: Bound<typeof listCustomers>;
  get: Bound<typeof getCustomer>;
}

export function createCustomerFlows(deps: CustomerDirectoryDeps): CustomerFlows {
  return {
    list: (...args) => listCustomers(deps, ...args),
    get: (...args) => getCustomer(deps, ...args),
  };
}
