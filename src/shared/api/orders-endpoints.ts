/**
 * The owner's order calls as endpoint descriptors (no zod: safe for browser code such as the
 * owner's editor). The types come from the schemas in `orders.ts`, which the routes declare.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type { FulfillmentBody, OrderAnswer, OrderDetailAnswer, OrderLineParams, OrderListAnswer, OrderListQuery, OrderPageQuery, OrderParams, OutboxAnswer, RefundBody, ResendConfirmationBody, ResetDownloadsBody, SalesSummaryAnswer } from './orders';

/** What a client sends: the schema's input. */
type Order = z.output<typeof OrderParams>;
type OrderLine = z.output<typeof OrderLineParams>;

export const ORDERS_PATH = '/api/admin/orders';

export const ordersEndpoints = {
  listOrders: endpoint<None, In<typeof OrderListQuery>, None, OrderListAnswer>('GET', ORDERS_PATH),
  salesSummary: endpoint<None, None, None, SalesSummaryAnswer>('GET', `${ORDERS_PATH}/summary`),
  getOrder: endpoint<Order, None, None, OrderDetailAnswer>('GET', `${ORDERS_PATH}/:orderId`),
  /** No body refunds what is left; a partial refund needs `idempotencyKey` (or the `Idempotency-Key` header). */
  refundOrder: endpoint<Order, None, In<typeof RefundBody>, OrderAnswer>('POST', `${ORDERS_PATH}/:orderId/refund`),
  /** Fulfilled with carrier and tracking; `notifyBuyer` emails the buyer. */
  setFulfillment: endpoint<Order, None, In<typeof FulfillmentBody>, OrderAnswer>('PUT', `${ORDERS_PATH}/:orderId/fulfillment`),
  /** Queues the buyer's order confirmation again. */
  resendConfirmation: endpoint<Order, None, In<typeof ResendConfirmationBody>, OrderAnswer>('POST', `${ORDERS_PATH}/:orderId/confirmation/resend`),
  /** A digital line may be downloaded the full number of times again. */
  resetDownloads: endpoint<OrderLine, None, In<typeof ResetDownloadsBody>, OrderAnswer>('POST', `${ORDERS_PATH}/:orderId/lines/:lineId/downloads/reset`),
  listOutbox: endpoint<None, In<typeof OrderPageQuery>, None, OutboxAnswer>('GET', '/api/admin/outbox'),
} as const;
