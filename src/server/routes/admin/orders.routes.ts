/**
 * The owner's orders ('commerce.orders'): list (filtered by status, fulfilment and test mode,
 * paged) and detail with their charges, the live sales summary (test orders left out, GAP-58),
 * full or partial refunds split over the card and the gift cards that paid (GAP-61),
 * fulfilment with carrier and tracking (the buyer emailed on request), the confirmation sent
 * again, the order's timeline, a digital line's download count reset; and the site's outbox (every email sent or recorded). The site is always
 * the request's site.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Order, OrderRefund, SalesSummary } from '../../../modules/orders';
import type { OutboxMessage } from '../../../modules/outbox';
import type { Charge } from '../../../modules/payments';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  FulfillmentBody,
  OrderAnswer,
  OrderDetailAnswer,
  OrderListAnswer,
  OrderListQuery,
  OrderPageQuery,
  OrderLineParams,
  OrderParams,
  OutboxAnswer,
  RefundBody,
  RefundHeaders,
  ResendConfirmationBody,
  ResetDownloadsBody,
  SalesSummaryAnswer,
  type CurrencySales,
  type OrderCharge,
  type OrderRefund as OrderRefundAnswer,
  type OutboxMessage as OutboxMessageAnswer,
  type OwnerOrder,
} from '../../../shared/api/orders';
import { moneyJson, type Currency } from '../../../shared/money';
import { zonedDayEnd, zonedDayStart } from '../../../shared/zoned-day';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

/** CHK-01, CHK-02: the spec's Order fields (Money as value + currency), plus the owner's. */
export function orderDto(order: Order): OwnerOrder {
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
    items: order.items.map((i) => ({
      lineId: i.position,
      itemId: i.itemId,
      variantId: i.variantId,
      sku: i.sku,
      productName: i.productName,
      options: i.options,
      quantity: i.quantity,
      unitPrice: money(i.unitPrice),
      downloadsUsed: i.downloadsUsed,
    })),
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
    customerName: order.customerName,
    shipment: order.shipment,
    created: order.created,
    updated: order.updated,
  };
}

/** GAP-61: where a refund went: `card` through the processor, `giftCards` credited (last 4 of each code only). */
function refundDto(refund: OrderRefund, order: Order): OrderRefundAnswer {
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

function salesDto(s: SalesSummary): z.infer<typeof CurrencySales> {
  const money = (amount: number) => moneyJson({ amount, currency: s.currency });
  return { currency: s.currency, orderCount: s.orderCount, grossSales: money(s.grossSales), refunded: money(s.refunded), netSales: money(s.netSales) };
}

function chargeDto(charge: Charge): OrderCharge {
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

function messageDto(m: OutboxMessage): OutboxMessageAnswer {
  return { id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, status: m.status, attempts: m.attempts, created: m.created, sent: m.sent };
}

export function registerAdminOrderRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders, payments, outbox, orderFlows, orderAdminFlows, downloadFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  app.get('/api/admin/orders', { ...guard, schema: { querystring: OrderListQuery, response: { 200: OrderListAnswer } } }, async (request) => {
    const site = siteOf(request);
    const { from, to, ...query } = request.query;
    // The owner's days are the shop's days; `to` includes its whole day.
    const range = { from: from === undefined ? undefined : zonedDayStart(from, site.timeZone), to: to === undefined ? undefined : zonedDayEnd(to, site.timeZone) };
    const page = await orders.listOrders(site.id, { ...query, ...range });
    return { orders: page.orders.map(orderDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/orders/summary', { ...guard, schema: { response: { 200: SalesSummaryAnswer } } }, async (request) => {
    const { sales, testOrderCount } = await orders.salesSummary(siteOf(request).id);
    return { summary: { sales: sales.map(salesDto), testOrderCount } };
  });

  app.get('/api/admin/orders/:orderId', { ...guard, schema: { params: OrderParams, response: { 200: OrderDetailAnswer } } }, async (request) => {
    const { orderId } = request.params;
    const websiteId = siteOf(request).id;
    const order = await orders.mustGet(websiteId, orderId);
    const [charges, timeline, downloads] = await Promise.all([payments.chargesOfOrder(websiteId, orderId), orderAdminFlows.timeline(websiteId, orderId), downloadFlows.downloadCounts(order)]);
    return { order: orderDto(order), charges: charges.map(chargeDto), timeline, downloads };
  });

  const refundSchema = { params: OrderParams, body: bodyOrEmpty(RefundBody), response: { 200: OrderAnswer } };
  app.post('/api/admin/orders/:orderId/refund', { ...guard, schema: refundSchema }, async (request) => {
    const body = request.body;
    const idempotencyKey = body.idempotencyKey ?? RefundHeaders.parse(request.headers)['idempotency-key'];
    const site = siteOf(request);
    const refunded = await orderFlows.refundOrder(site.id, request.params.orderId, { ...body, idempotencyKey, storeName: site.title, actor: request.owner?.userId ?? null });
    return { order: orderDto(refunded) };
  });

  const fulfillmentSchema = { params: OrderParams, body: bodyOrEmpty(FulfillmentBody), response: { 200: OrderAnswer } };
  app.put('/api/admin/orders/:orderId/fulfillment', { ...guard, schema: fulfillmentSchema }, async (request) => {
    const site = siteOf(request);
    const fulfilled = await orderAdminFlows.fulfil(site.id, request.params.orderId, { ...request.body, storeName: site.title, actor: request.owner?.userId ?? null });
    return { order: orderDto(fulfilled) };
  });

  const resendSchema = { params: OrderParams, body: bodyOrEmpty(ResendConfirmationBody), response: { 200: OrderAnswer } };
  app.post('/api/admin/orders/:orderId/confirmation/resend', { ...guard, schema: resendSchema }, async (request) => {
    const site = siteOf(request);
    return { order: orderDto(await orderAdminFlows.resendConfirmation(site.id, request.params.orderId, { storeName: site.title, actor: request.owner?.userId ?? null })) };
  });

  // A digital line may be downloaded DOWNLOAD_LIMIT times again (a buyer who lost the file).
  const resetSchema = { params: OrderLineParams, body: bodyOrEmpty(ResetDownloadsBody), response: { 200: OrderAnswer } };
  app.post('/api/admin/orders/:orderId/lines/:lineId/downloads/reset', { ...guard, schema: resetSchema }, async (request) => {
    return { order: orderDto(await downloadFlows.resetDownloads(siteOf(request).id, request.params.orderId, request.params.lineId)) };
  });

  app.get('/api/admin/outbox', { ...guard, schema: { querystring: OrderPageQuery, response: { 200: OutboxAnswer } } }, async (request) => {
    const page = await outbox.listMessages(siteOf(request).id, request.query);
    return { messages: page.messages.map(messageDto), nextCursor: page.nextCursor };
  });
}
