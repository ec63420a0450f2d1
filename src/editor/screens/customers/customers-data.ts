/** The customers screens' query keys and what a customer spent, as text. */
import type { CustomerSort, CustomerSummary } from '../../../shared/api/customers';
import { moneyText } from '../../components/money-text';

export const customerKeys = {
  all: ['customers'] as const,
  list: (q: string, sort: CustomerSort, after: string | undefined) => ['customers', 'list', q, sort, after ?? ''] as const,
  one: (id: string) => ['customers', 'one', id] as const,
};

/** What a customer spent, each currency with its code; 'Nothing yet' when no live order counts. */
export function spentText(customer: Pick<CustomerSummary, 'totalSpent'>): string {
  return customer.totalSpent.length === 0 ? 'Nothing yet' : customer.totalSpent.map(moneyText).join(' + ');
}
