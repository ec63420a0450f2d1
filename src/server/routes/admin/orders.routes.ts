/**
 * The owner's orders ('commerce.orders'): list and detail with their charges, refund through
 * the payment processor, fulfilment status; and the site's outbox (every email sent or
 * recorded). The site is always the request's site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FULFILLMENT_STATUSES, type Order } from '../../../modules/orders';
import type { OutboxMessage } from '../../../modules/outbox';
import type { Charge } from '../../../modules/payments';
import { DomainError } from '../../../shared/errors';
import { moneyJson, type Currency } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';

const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.coerce.number().int().min(0).optional(),
});
const FulfillmentBody = z.strictObject({ fulfillmentStatus: z.enum(FULFILLMENT_STATUSES) });

function siteOf(request: FastifyRequest) {
  if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
  return request.site;
}

/** CHK-01, CHK-02: the spec's Order fields (Money as value + currency), plus the owner's. */
export function orderDto(order: Order) {
  const money = (amount: number) => moneyJson({ amount, currency: order.currency });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    items: order.items.map((i) => ({ itemId: i.itemId, variantId: i.variantId, sku: i.sku, productName: i.productName, quantity: i.quantity, unitPrice: money(i.unitPrice) })),
    subtotal: money(order.subtotal),
    discountTotal: money(order.discountTotal),
    shippingTotal: money(order.shippingTotal),
    taxTotal: money(order.taxTotal),
    grandTotal: money(order.grandTotal),
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    paymentSummary: order.paymentSummary,
    created: order.created,
    updated: order.updated,
  };
}

function chargeDto(charge: Charge) {
  const currency = charge.currency as Currency;
  return {
    id: charge.id,
    status: charge.status,
    amount: moneyJson({ amount: charge.amount, currency }),
    refundedAmount: moneyJson({ amount: charge.refundedAmount, currency }),
    method: charge.methodSummary,
    providerReference: charge.providerReference,
    created: charge.createdAt,
  };
}

function messageDto(m: OutboxMessage) {
  return { id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, status: m.status, attempts: m.attempts, created: m.created, sent: m.sent };
}

export function registerAdminOrderRoutes(app: FastifyInstance): void {
  const { orders, payments, outbox, orderFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  app.get('/api/admin/orders', guard, async (request) => {
    const page = await orders.listOrders(siteOf(request).id, PageQuery.parse(request.query ?? {}));
    return { orders: page.orders.map(orderDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/orders/:orderId', guard, async (request) => {
    const { orderId } = OrderParams.parse(request.params);
    const websiteId = siteOf(request).id;
    const order = await orders.mustGet(websiteId, orderId);
    return { order: orderDto(order), charges: (await payments.chargesOfOrder(websiteId, orderId)).map(chargeDto) };
  });

  app.post('/api/admin/orders/:orderId/refund', guard, async (request) => {
    const { orderId } = OrderParams.parse(request.params);
    return { order: orderDto(await orderFlows.refundOrder(siteOf(request).id, orderId)) };
  });

  app.put('/api/admin/orders/:orderId/fulfillment', guard, async (request) => {
    const { orderId } = OrderParams.parse(request.params);
    const { fulfillmentStatus } = FulfillmentBody.parse(request.body ?? {});
    return { order: orderDto(await orders.setFulfillmentStatus(siteOf(request).id, orderId, fulfillmentStatus)) };
  });

  app.get('/api/admin/outbox', guard, async (request) => {
    const page = await outbox.listMessages(siteOf(request).id, PageQuery.parse(request.query ?? {}));
    return { messages: page.messages.map(messageDto), nextCursor: page.nextCursor };
  });
}
