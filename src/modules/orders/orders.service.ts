/**
 * Orders: created once per idempotency key (a retried placement finds the first order), with
 * a per-site order number, lines that keep the catalog's ids as plain strings, and the
 * owner's status changes. `createOrder` is meant to run on a transaction (the place-order
 * flow takes stock, creates the order and links the charge in one).
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { countTestOrders, insertOrder, nextOrderNumber, readOrder, readOrderByKey, readOrders, readSalesSummary, updateOrder } from './orders.repository';
import { FULFILLMENT_STATUSES, type FulfillmentStatus, type NewOrder, type Order, type OrderListFilter, type OrderStatus, type SalesSummary } from './orders.types';
import { createBuyerMethods } from './order-buyers';
import { createDownloadMethods } from './order-downloads';
import { createRefundMethods } from './refunds.service';

export interface OrdersDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService({ db, ids, clock }: OrdersDeps) {
  async function mustGet(websiteId: string, orderId: string): Promise<Order> {
    const order = await readOrder(db, websiteId, orderId);
    if (order === null) throw new DomainError('ORDER_NOT_FOUND', { orderId });
    return order;
  }

  return {
    get: (websiteId: string, orderId: string) => readOrder(db, websiteId, orderId),
    mustGet,
    findByKey: (websiteId: string, idempotencyKey: string) => readOrderByKey(db, websiteId, idempotencyKey),

    /** GAP-51: the order status page (211) is reached by order id plus its access token; null otherwise. */
    async findForBuyer(websiteId: string, orderId: string, accessToken: string): Promise<Order | null> {
      const order = await readOrder(db, websiteId, orderId);
      return order !== null && accessToken.length > 0 && order.accessToken === accessToken ? order : null;
    },

    /** Creates the order of a key, or returns the one the key made before (`created: false`). */
    async createOrder(websiteId: string, input: NewOrder): Promise<{ order: Order; created: boolean }> {
      if (input.items.length === 0) throw new DomainError('VALIDATION_FAILED', { errors: { items: 'An order has at least one item.' } });
      const existing = await readOrderByKey(db, websiteId, input.idempotencyKey);
      if (existing !== null) return { order: existing, created: false };
      const id = ids.next();
      const at = new Date(clock.now());
      const orderNumber = await nextOrderNumber(db, websiteId);
      const { items, ...fields } = input;
      const created = await insertOrder(db, { ...fields, id, websiteId, orderNumber, accessToken: ids.next(), createdAt: at, updatedAt: at }, items);
      const order = created ? await readOrder(db, websiteId, id) : await readOrderByKey(db, websiteId, input.idempotencyKey);
      return { order: order!, created };
    },

    /** Newest first, filtered by status, fulfilment status and test mode; pass `nextCursor` back as `before` for older orders. */
    async listOrders(
      websiteId: string,
      options: { limit?: number | undefined; before?: number | undefined } & OrderListFilter = {},
    ): Promise<{ orders: Order[]; nextCursor: number | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const { status, fulfillmentStatus, testMode, siteUserId } = options;
      const rows = await readOrders(db, websiteId, limit + 1, options.before, { status, fulfillmentStatus, testMode, siteUserId });
      const page = rows.slice(0, limit);
      return { orders: page, nextCursor: rows.length > limit ? page[page.length - 1]!.orderNumber : null };
    },

    async setFulfillmentStatus(websiteId: string, orderId: string, fulfillmentStatus: FulfillmentStatus): Promise<Order> {
      if (!(FULFILLMENT_STATUSES as readonly string[]).includes(fulfillmentStatus)) {
        throw new DomainError('VALIDATION_FAILED', { errors: { fulfillmentStatus: `One of ${FULFILLMENT_STATUSES.join(', ')}.` } });
      }
      if (!(await updateOrder(db, websiteId, orderId, { fulfillmentStatus, updatedAt: new Date(clock.now()) }))) throw new DomainError('ORDER_NOT_FOUND', { orderId });
      return mustGet(websiteId, orderId);
    },

    /** Live sales per currency (test orders left out, GAP-58) and how many test orders there are. */
    async salesSummary(websiteId: string): Promise<{ sales: SalesSummary[]; testOrderCount: number }> {
      const [sales, testOrderCount] = await Promise.all([readSalesSummary(db, websiteId), countTestOrders(db, websiteId)]);
      return { sales, testOrderCount };
    },

    ...createRefundMethods({ db, ids, clock }),
    ...createDownloadMethods({ db }),
    ...createBuyerMethods({ db }),

    async setStatus(websiteId: string, orderId: string, status: OrderStatus): Promise<Order> {
      if (!(await updateOrder(db, websiteId, orderId, { status, updatedAt: new Date(clock.now()) }))) throw new DomainError('ORDER_NOT_FOUND', { orderId });
      return mustGet(websiteId, orderId);
    },
  };
}
