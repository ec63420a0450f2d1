/**
 * The owner's customers ('commerce.orders', like orders): site users and guest buyers with
 * their orders, what they spent and their subscriptions, searched, sorted and paged. The view
 * itself is a flow (src/flows/customers); the site is always the request's site.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Customer } from '../../../flows/customers';
import type { BuyerOrder } from '../../../modules/orders';
import { CustomerAnswer, CustomerListAnswer, CustomerListQuery, CustomerParams, type CustomerOrder, type CustomerSummary } from '../../../shared/api/customers';
import { isCurrency, moneyJson } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { ownerSubscriptionDto } from '../../http/dto/owner-subscription';

const money = (amount: number, currency: string) => (isCurrency(currency) ? moneyJson({ amount, currency }) : { value: String(amount), currency });

function customerDto(c: Customer): CustomerSummary {
  return {
    id: c.id,
    kind: c.kind,
    email: c.email,
    name: c.name,
    orderCount: c.orderCount,
    testOrderCount: c.testOrderCount,
    totalSpent: [...c.totalSpent].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, amount]) => money(amount, currency)),
    lastOrderAt: c.lastOrderAt,
    subscriptionCount: c.subscriptionCount,
    activeSubscriptionCount: c.activeSubscriptionCount,
    accountCreated: c.accountCreated,
  };
}

function orderDto(o: BuyerOrder): CustomerOrder {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    fulfillmentStatus: o.fulfillmentStatus,
    testMode: o.testMode,
    total: money(o.grandTotal, o.currency),
    refunded: money(o.refundedTotal, o.currency),
    created: o.created,
  };
}

export function registerAdminCustomerRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { customerFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  app.get('/api/admin/customers', { ...guard, schema: { querystring: CustomerListQuery, response: { 200: CustomerListAnswer } } }, async (request) => {
    const page = await customerFlows.list(siteOf(request).id, request.query);
    return { customers: page.customers.map(customerDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/customers/:customerId', { ...guard, schema: { params: CustomerParams, response: { 200: CustomerAnswer } } }, async (request) => {
    const found = await customerFlows.get(siteOf(request).id, request.params.customerId);
    return { customer: customerDto(found.customer), orders: found.orders.map(orderDto), subscriptions: found.subscriptions.map(ownerSubscriptionDto) };
  });
}
