/**
 * The owner's orders ('commerce.orders'): list (filtered by status, fulfilment and test mode,
 * paged) and detail with their charges, the live sales summary (test orders left out, GAP-58),
 * full or partial refunds split over the card and the gift cards that paid (GAP-61),
 * fulfilment status; and the site's outbox (every email sent or recorded). The site is always
 * the request's site.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, type Order, type OrderRefund, type SalesSummary } from '../../../modules/orders';
import type { OutboxMessage } from '../../../modules/outbox';
import type { Charge } from '../../../modules/payments';
import { moneyJson, type Currency } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { IdempotencyKey } from '../../http/checkout-input';

const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.coerce.number().int().min(0).optional(),
});
const FulfillmentBody = z.strictObject({ fulfillmentStatus: z.enum(FULFILLMENT_STATUSES) });
const OrderListQuery = PageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  testMode: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
/** Nothing: refund what is left. `amount` (minor units) and/or `lines`: a partial refund, which needs a key. */
const RefundBody = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000_000).optional(),
  lines: z.array(z.strictObject({ sku: z.string().trim().min(1).max(200), quantity: z.number().int().min(1).max(1_000_000) })).min(1).max(500).optional(),
  restock: z.boolean().optional(),
  idempotencyKey: IdempotencyKey.optional(),
});
const RefundHeaders = z.looseObject({ 'idempotency-key': IdempotencyKey.optional() });

/** CHK-01, CHK-02: the spec's Order fields (Money as value + currency), plus the owner's. */
export function orderDto(order: Order) {
  const money = (amount: number) => moneyJson({ amount, currency: order.currency });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    purchasedCartId: order.purchasedCartId,
    siteUserId: order.siteUserId,
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
    refundedTotal: money(order.refundedTotal),
    refunds: order.refunds.map((r) => refundDto(r, order)),
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    paymentSummary: order.paymentSummary,
    // GAP-61: what gift cards paid; the charges paid the rest.
    giftCardPayments: order.giftCardPayments.map((p) => ({ giftCardId: p.giftCardId, last4: p.last4, amount: money(p.amount) })),
    created: order.created,
    updated: order.updated,
  };
}

/** GAP-61: where a refund went: `card` through the processor, `giftCards` credited (last 4 of each code only). */
function refundDto(refund: OrderRefund, order: Order) {
  const money = (amount: number) => moneyJson({ amount, currency: order.currency });
  return {
    id: refund.id,
    amount: money(refund.amount),
    card: money(refund.tenders.reduce((sum, t) => sum + (t.kind === 'card' ? t.amount : 0), 0)),
    giftCards: refund.tenders.flatMap((t) => (t.kind === 'gift_card' ? [{ giftCardId: t.giftCardId, last4: t.last4, amount: money(t.amount) }] : [])),
    lines: refund.lines,
    restock: refund.restock,
    status: refund.status,
    failureMessage: refund.failureMessage,
    created: refund.created,
  };
}

function salesDto(s: SalesSummary) {
  const money = (amount: number) => moneyJson({ amount, currency: s.currency });
  return { currency: s.currency, orderCount: s.orderCount, grossSales: money(s.grossSales), refunded: money(s.refunded), netSales: money(s.netSales) };
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
    const page = await orders.listOrders(siteOf(request).id, OrderListQuery.parse(request.query ?? {}));
    return { orders: page.orders.map(orderDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/orders/summary', guard, async (request) => {
    const { sales, testOrderCount } = await orders.salesSummary(siteOf(request).id);
    return { summary: { sales: sales.map(salesDto), testOrderCount } };
  });

  app.get('/api/admin/orders/:orderId', guard, async (request) => {
    const { orderId } = OrderParams.parse(request.params);
    const websiteId = siteOf(request).id;
    const order = await orders.mustGet(websiteId, orderId);
    return { order: orderDto(order), charges: (await payments.chargesOfOrder(websiteId, orderId)).map(chargeDto) };
  });

  app.post('/api/admin/orders/:orderId/refund', guard, async (request) => {
    const { orderId } = OrderParams.parse(request.params);
    const body = RefundBody.parse(request.body ?? {});
    const idempotencyKey = body.idempotencyKey ?? RefundHeaders.parse(request.headers)['idempotency-key'];
    const site = siteOf(request);
    const refunded = await orderFlows.refundOrder(site.id, orderId, { ...body, idempotencyKey, storeName: site.title, actor: request.owner?.userId ?? null });
    return { order: orderDto(refunded) };
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
