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
import { countTestOrders, insertOrder, insertOrderEvent, nextOrderNumber, readOrder, readOrderByKey, readOrderEvents, readOrders, readSalesSummary, updateOrder } from './orders.repository';
import { FULFILLMENT_STATUSES, type FulfillmentStatus, type NewOrder, type Order, type OrderAddress, type OrderEvent, type OrderEventKind, type OrderListFilter, type OrderStatus, type SalesSummary } from './orders.types';
import { createBuyerMethods } from './order-buyers';
import { createDownloadMethods } from './order-downloads';
import { createRefundMethods } from './refunds.service';
import { readRangeSales } from './order-sales';

export interface OrdersDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The buyer's name as the addresses give it (shipping first), for the owner's list and search. */
function customerNameOf(shipping: OrderAddress | null, billing: OrderAddress | null): string {
  const named = [shipping, billing].find((a) => a !== null && `${a.firstName ?? ''}${a.lastName ?? ''}`.trim() !== '');
  return named == null ? '' : [named.firstName, named.lastName].filter((p) => p !== undefined && p.trim() !== '').map((p) => p!.trim()).join(' ');
}

/** A fulfilment change: the status and, when fulfilled, how it was sent. */
export interface FulfilmentChange {
  fulfillmentStatus: FulfillmentStatus;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
  actor?: string | null | undefined;
}

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

    /**
     * The site's next order number, taken by a statement of its own: on the database it commits
     * at once, so no order's transaction holds the site's counter row while it runs (every order
     * of a site would wait for it). A purchase that then fails leaves its number unused.
     */
    reserveOrderNumber: (websiteId: string) => nextOrderNumber(db, websiteId),

    /**
     * Creates the order of a key, or returns the one the key made before (`created: false`).
     * `orderNumber` is one `reserveOrderNumber` gave; without it the number is taken here.
     */
    async createOrder(websiteId: string, input: NewOrder, orderNumber?: number): Promise<{ order: Order; created: boolean }> {
      if (input.items.length === 0) throw new DomainError('VALIDATION_FAILED', { errors: { items: 'An order has at least one item.' } });
      if (orderNumber === undefined) {
        const existing = await readOrderByKey(db, websiteId, input.idempotencyKey);
        if (existing !== null) return { order: existing, created: false };
      }
      const id = ids.next();
      const at = new Date(clock.now());
      const number = orderNumber ?? (await nextOrderNumber(db, websiteId));
      const { items, ...fields } = input;
      const customerName = customerNameOf(fields.shippingAddress, fields.billingAddress);
      // The insert does nothing when the key has an order already; that order is read then.
      const created = await insertOrder(db, { ...fields, id, websiteId, orderNumber: number, customerName, accessToken: ids.next(), createdAt: at, updatedAt: at }, items);
      if (created !== null) return { order: created, created: true };
      return { order: (await readOrderByKey(db, websiteId, input.idempotencyKey))!, created: false };
    },

    /** Newest first, filtered by status, fulfilment status and test mode; pass `nextCursor` back as `before` for older orders. */
    async listOrders(
      websiteId: string,
      options: { limit?: number | undefined; before?: number | undefined } & OrderListFilter = {},
    ): Promise<{ orders: Order[]; nextCursor: number | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const { q, from, to, status, fulfillmentStatus, testMode, siteUserId } = options;
      const rows = await readOrders(db, websiteId, limit + 1, options.before, { q, from, to, status, fulfillmentStatus, testMode, siteUserId });
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

    /**
     * Sets the fulfilment status with the carrier and tracking (kept while fulfilled, cleared
     * otherwise) and records the change for the timeline; meant to run on a transaction.
     */
    async changeFulfilment(websiteId: string, orderId: string, change: FulfilmentChange): Promise<{ before: Order; after: Order; eventId: string }> {
      const before = await mustGet(websiteId, orderId);
      const at = new Date(clock.now());
      const fulfilled = change.fulfillmentStatus === 'fulfilled';
      await updateOrder(db, websiteId, orderId, {
        fulfillmentStatus: change.fulfillmentStatus,
        carrier: fulfilled ? (change.carrier ?? null) : null,
        trackingNumber: fulfilled ? (change.trackingNumber ?? null) : null,
        trackingUrl: fulfilled ? (change.trackingUrl ?? null) : null,
        fulfilledAt: fulfilled ? at : null,
        updatedAt: at,
      });
      const detail = { fulfillmentStatus: change.fulfillmentStatus, carrier: change.carrier ?? null, trackingNumber: change.trackingNumber ?? null };
      const eventId = ids.next();
      await insertOrderEvent(db, { id: eventId, websiteId, orderId, kind: 'fulfilment_changed', detail, actor: change.actor ?? null, createdAt: at });
      return { before, after: await mustGet(websiteId, orderId), eventId };
    },

    /** Records something that happened to an order (the timeline); returns the event's id. */
    async recordEvent(websiteId: string, orderId: string, kind: OrderEventKind, detail: OrderEvent['detail'] = {}, actor: string | null = null): Promise<string> {
      const id = ids.next();
      await insertOrderEvent(db, { id, websiteId, orderId, kind, detail, actor, createdAt: new Date(clock.now()) });
      return id;
    },

    events: (websiteId: string, orderId: string) => readOrderEvents(db, websiteId, orderId),

    /** Live sales per currency (test orders left out, GAP-58) and how many test orders there are. */
    async salesSummary(websiteId: string): Promise<{ sales: SalesSummary[]; testOrderCount: number }> {
      const [sales, testOrderCount] = await Promise.all([readSalesSummary(db, websiteId), countTestOrders(db, websiteId)]);
      return { sales, testOrderCount };
    },

    /** Live, non-test orders created in [start, end) in one currency, with their products (the owner's analytics). */
    rangeSales: (websiteId: string, range: { start: Date; end: Date; currency: string }) => readRangeSales(db, websiteId, range),

    ...createRefundMethods({ db, ids, clock }),
    ...createDownloadMethods({ db }),
    ...createBuyerMethods({ db }),

    async setStatus(websiteId: string, orderId: string, status: OrderStatus): Promise<Order> {
      if (!(await updateOrder(db, websiteId, orderId, { status, updatedAt: new Date(clock.now()) }))) throw new DomainError('ORDER_NOT_FOUND', { orderId });
      return mustGet(websiteId, orderId);
    },
  };
}
