/**
 * The owner's work on a placed order besides refunds: fulfilling it (carrier, tracking; the
 * buyer's shipping email queued in the same transaction as the change), sending the order
 * confirmation again (a copy of the one first queued, so its gift card notes and download links
 * stay), and the order's timeline, read from what is stored: the order (placed), its charges
 * (paid), its refunds, its recorded events (fulfilment, resends) and its emails in the outbox.
 */
import type { FulfilmentChange, Order, OrdersService } from '../../modules/orders';
import type { OutboxMessage, OutboxService } from '../../modules/outbox';
import type { Charge, PaymentsService } from '../../modules/payments';
import { toDecimalString } from '../../shared/money';
import type { InTransaction } from '../transaction';
import { orderConfirmationEmail } from './order-confirmation-email';
import { orderShippedEmail } from './order-owner-emails';

export interface OrderAdminDeps {
  orders: Pick<OrdersService, 'mustGet' | 'events'>;
  payments: Pick<PaymentsService, 'chargesOfOrder'>;
  outbox: Pick<OutboxService, 'messagesByKeys'>;
  inTransaction: InTransaction<{ orders: Pick<OrdersService, 'changeFulfilment' | 'recordEvent' | 'mustGet'>; outbox: Pick<OutboxService, 'enqueue' | 'findByKey'> }>;
}

export interface FulfilRequest extends FulfilmentChange {
  /** Email the buyer the carrier and tracking (only when fulfilled). */
  notifyBuyer?: boolean | undefined;
  storeName?: string | undefined;
}

/** One moment of an order's life as the owner reads it. */
export interface TimelineEntry {
  at: number;
  kind: 'placed' | 'paid' | 'payment_failed' | 'fulfilment' | 'refund' | 'refund_failed' | 'email' | 'confirmation_resent';
  title: string;
  detail: string | null;
}

const CONFIRMATION_KEY = (orderId: string) => `order-confirmation:${orderId}`;

function chargeEntries(charge: Charge, money: (n: number) => string): TimelineEntry[] {
  if (charge.status === 'captured' || charge.status === 'refunding' || charge.status === 'refunded') {
    return [{ at: charge.createdAt, kind: 'paid', title: `Paid ${money(charge.amount)}`, detail: charge.methodSummary || null }];
  }
  if (charge.status === 'declined' || charge.status === 'failed') {
    return [{ at: charge.createdAt, kind: 'payment_failed', title: `Payment of ${money(charge.amount)} declined`, detail: charge.declineMessage }];
  }
  return [];
}

function emailEntry(m: OutboxMessage): TimelineEntry {
  const state = m.status === 'sent' ? 'sent' : m.status === 'failed' ? 'could not be sent' : m.status === 'recorded' ? 'recorded' : 'queued';
  return { at: m.created, kind: 'email', title: `Email to ${m.to} ${state}`, detail: m.subject };
}

export function createOrderAdminFlows(deps: OrderAdminDeps) {
  return {
    /** Changes the fulfilment; a fulfilled order with `notifyBuyer` emails the buyer its tracking. */
    async fulfil(websiteId: string, orderId: string, request: FulfilRequest): Promise<Order> {
      return deps.inTransaction(async ({ orders, outbox }) => {
        const { after, eventId } = await orders.changeFulfilment(websiteId, orderId, request);
        if (request.notifyBuyer === true && after.fulfillmentStatus === 'fulfilled') {
          await outbox.enqueue(websiteId, orderShippedEmail(after, request.storeName, eventId));
        }
        return after;
      });
    },

    /** Queues the order confirmation again (a copy of the first; rebuilt when there is none). */
    async resendConfirmation(websiteId: string, orderId: string, options: { storeName?: string | undefined; actor?: string | null | undefined }): Promise<Order> {
      return deps.inTransaction(async ({ orders, outbox }) => {
        const order = await orders.mustGet(websiteId, orderId);
        const first = await outbox.findByKey(websiteId, CONFIRMATION_KEY(orderId));
        const message = first === null ? orderConfirmationEmail(order, options.storeName) : { to: order.customerEmail, subject: first.subject, text: first.text, html: first.html };
        const eventId = await orders.recordEvent(websiteId, orderId, 'confirmation_resent', { to: order.customerEmail }, options.actor ?? null);
        await outbox.enqueue(websiteId, { ...message, dedupeKey: `${CONFIRMATION_KEY(orderId)}:resend:${eventId}` });
        return order;
      });
    },

    /** The order's life, oldest first. */
    async timeline(websiteId: string, orderId: string): Promise<TimelineEntry[]> {
      const order = await deps.orders.mustGet(websiteId, orderId);
      const money = (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
      const [charges, events, emails] = await Promise.all([
        deps.payments.chargesOfOrder(websiteId, orderId),
        deps.orders.events(websiteId, orderId),
        deps.outbox.messagesByKeys(websiteId, {
          exact: [`order-new:${orderId}`, ...order.refunds.map((r) => `order-refund:${r.id}`)],
          prefixes: [CONFIRMATION_KEY(orderId), `order-shipped:${orderId}:`],
        }),
      ]);
      const entries: TimelineEntry[] = [
        { at: order.created, kind: 'placed', title: `Order #${order.orderNumber} placed`, detail: `${money(order.grandTotal)} by ${order.customerEmail}` },
        ...order.giftCardPayments.map((p): TimelineEntry => ({ at: order.created, kind: 'paid', title: `Paid ${money(p.amount)}`, detail: `Gift card ending ${p.last4}` })),
        ...charges.flatMap((c) => chargeEntries(c, money)),
        ...order.refunds.flatMap((r): TimelineEntry[] =>
          r.status === 'succeeded'
            ? [{ at: r.updated, kind: 'refund', title: `Refunded ${money(r.amount)}`, detail: r.lines.length > 0 ? r.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ') : null }]
            : r.status === 'failed'
              ? [{ at: r.updated, kind: 'refund_failed', title: `Refund of ${money(r.amount)} failed`, detail: r.failureMessage }]
              : [],
        ),
        ...events.map((e): TimelineEntry => {
          if (e.kind === 'confirmation_resent') return { at: e.created, kind: 'confirmation_resent', title: 'Order confirmation sent again', detail: typeof e.detail.to === 'string' ? e.detail.to : null };
          const status = e.detail.fulfillmentStatus;
          const tracking = [e.detail.carrier, e.detail.trackingNumber].filter((v): v is string => typeof v === 'string' && v !== '').join(' ');
          const title = status === 'fulfilled' ? 'Marked as fulfilled' : status === 'cancelled' ? 'Fulfilment cancelled' : 'Marked as unfulfilled';
          return { at: e.created, kind: 'fulfilment', title, detail: tracking === '' ? null : tracking };
        }),
        ...emails.map(emailEntry),
      ];
      // Stable: same-time entries keep the order above (placed before paid before its emails).
      return entries.map((e, i) => ({ e, i })).sort((a, b) => a.e.at - b.e.at || a.i - b.i).map(({ e }) => e);
    },
  };
}

export type OrderAdminFlows = ReturnType<typeof createOrderAdminFlows>;
