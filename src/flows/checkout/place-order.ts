/**
 * Placing an order (CHK-01..03, GAP-51, GAP-52, GAP-58, GAP-59), built so that no buyer is
 * charged twice, no order is lost and no unit is sold twice:
 *  (a) a key that already made an order returns that order; a checkout whose items sold out
 *      is refused before any charge (checkout-availability.ts);
 *  (b) the charge is recorded as pending, then the processor is called outside any transaction
 *      (the processor is idempotent per attempt key, so a retry never moves money twice);
 *  (c) the order's number is reserved (a statement of its own), then in ONE transaction the
 *      order is created, the charge is linked to it, stock is taken (row locks, held to the
 *      commit, so taken late) and the confirmation email is queued in the outbox;
 *  (d) when the stock went meanwhile (another buyer won the race), the charge is refunded and the buyer gets
 *      INVENTORY_INSUFFICIENT ('Sorry, we do not have enough of that item available.').
 * A crash between (b) and (c) leaves a captured charge without an order: `reconcileCharges`
 * (reconcile-charges.ts) completes or refunds it.
 */
import type { CartService } from '../../modules/cart';
import type { GiftCardsService } from '../../modules/gift-cards';
import type { InventoryService } from '../../modules/inventory';
import type { Order, OrdersService } from '../../modules/orders';
import type { OutboxService } from '../../modules/outbox';
import type { Charge, PaymentsService } from '../../modules/payments';
import type { PricingRulesService } from '../../modules/pricing-rules';
import { DomainError } from '../../shared/errors';
import { instalmentSummary } from '../../shared/instalments';
import { amountDue, assertChargeCoversRest, paymentSummaryWithGiftCards, settleGiftCards } from '../gift-cards';
import { DOWNLOAD_LINK_TTL_MS, type DownloadTarget } from '../downloads';
import { orderConfirmationEmail, type EmailDownload } from './order-confirmation-email';
import { newOrderOwnerEmail } from './order-owner-emails';
import { isValidEmail } from '../../shared/email';
import { recordSubscriptionOrder, type SubscriptionOrderServices } from '../subscriptions';
import { assertCheckoutInStock } from './checkout-availability';
import { assertValidCheckout, checkoutFromContext, type PlaceOrderRequest, type PricedCheckout } from './priced-checkout';
import type { InTransaction } from '../transaction';

export type { PlaceOrderRequest, PricedCheckout, PricedCheckoutLine } from './priced-checkout';

/** The services the order's transaction binds to it. */
export interface OrderTransactionServices {
  inventory: Pick<InventoryService, 'takeStock'>;
  orders: Pick<OrdersService, 'createOrder'>;
  payments: Pick<PaymentsService, 'linkToOrder'>;
  outbox: Pick<OutboxService, 'enqueue' | 'enqueueAll'>;
  /** GAP-55: counts the order's coupon uses; refuses a coupon used up meanwhile. */
  pricingRules: Pick<PricingRulesService, 'redeemCoupons'>;
  /** GAP-62: starts the subscription of a first order, or counts the cycle a renewal pays. */
  subscriptions: SubscriptionOrderServices['subscriptions'];
  /** GAP-61: debits the cards that pay, issues the cards bought. */
  giftCards: Pick<GiftCardsService, 'redeem' | 'issue'>;
  /** GAP-51: the cart bought is closed with its order. */
  carts: Pick<CartService, 'markPurchased'>;
}

export interface PlaceOrderDeps {
  orders: Pick<OrdersService, 'findByKey' | 'reserveOrderNumber'>;
  payments: Pick<PaymentsService, 'beginCharge' | 'executeCharge' | 'confirmCharge' | 'refundCharge' | 'latestAttempt'>;
  inTransaction: InTransaction<OrderTransactionServices>;
  /** Stock, read before charging (the order's transaction takes it atomically). */
  inventory: Pick<InventoryService, 'getStock'>;
  /** Signs a digital line's download link (its path and query); without it the email carries none. */
  downloadLink?: ((target: DownloadTarget) => string) | undefined;
}

/** The download links of the order's digital lines, valid DOWNLOAD_LINK_TTL_MS from the order. */
function emailDownloads(deps: PlaceOrderDeps, checkout: PricedCheckout, order: Order): EmailDownload[] {
  const sign = deps.downloadLink;
  if (sign === undefined || checkout.siteOrigin === undefined) return [];
  const expires = order.created + DOWNLOAD_LINK_TTL_MS;
  return checkout.lines.flatMap((line, lineId) =>
    line.downloadable === true ? [{ productName: line.productName, url: `${checkout.siteOrigin}${sign({ websiteId: order.websiteId, orderId: order.id, lineId, expires })}` }] : [],
  );
}

export type PlaceOrderResult =
  | { status: 'placed'; order: Order; replayed: boolean }
  /** The buyer must do the payment's extra step, then call `confirmOrderPayment` with the same key. */
  | { status: 'requires_action'; chargeId: string; action: { type: 'confirm' } };

/** Another request finished this purchase's charge first; read its order. */
class ChargeAlreadyLinked extends Error {}

/**
 * Takes the stock, creates the order, links the charge and queues the email, all in one
 * transaction. A purchase that cannot complete (no stock, a variant gone) refunds its
 * charge; an unexpected failure leaves the charge for reconciliation.
 */
export async function completePurchase(deps: PlaceOrderDeps, checkout: PricedCheckout, charge: Charge | null): Promise<PlaceOrderResult> {
  const { websiteId } = checkout;
  try {
    assertChargeCoversRest(charge, checkout);
    // The number first, outside the transaction: the site's counter row is never held by it.
    const orderNumber = await deps.orders.reserveOrderNumber(websiteId);
    const order = await deps.inTransaction(async ({ inventory, orders, payments, outbox, pricingRules, subscriptions, giftCards, carts }) => {
      const { order, created } = await orders.createOrder(
        websiteId,
        {
          idempotencyKey: checkout.idempotencyKey,
          purchasedCartId: checkout.purchasedCartId,
          testMode: checkout.testMode,
          customerEmail: checkout.customerEmail,
          shippingAddress: checkout.shippingAddress,
          billingAddress: checkout.billingAddress,
          currency: checkout.currency,
          items: checkout.lines.map(({ itemId, variantId, sku, productName, quantity, unitPrice, options }) => ({ itemId, variantId, sku, productName, quantity, unitPrice, options: options ?? [] })),
          subtotal: checkout.subtotal,
          discountTotal: checkout.discountTotal,
          shippingTotal: checkout.shippingTotal,
          taxTotal: checkout.taxTotal,
          grandTotal: checkout.grandTotal,
          // BNPL: the order reads '4 instalments of $25.00'.
          paymentSummary: paymentSummaryWithGiftCards(
            charge?.method === 'instalments' ? instalmentSummary({ amount: charge.amount, currency: checkout.currency }) : (charge?.methodSummary ?? null),
            checkout,
          ),
          giftCardPayments: checkout.giftCardPayments,
          siteUserId: checkout.siteUserId ?? null,
        },
        orderNumber,
      );
      // Someone else made this key's order meanwhile.
      if (!created) throw new ChargeAlreadyLinked();
      if (charge !== null && !(await payments.linkToOrder(websiteId, charge.id, order.id))) throw new ChargeAlreadyLinked();
      // GAP-51: the cart closes with its order, whichever path completes the purchase (a
      // reconciled charge too), and never without it.
      if (checkout.purchasedCartId !== null) await carts.markPurchased(websiteId, checkout.purchasedCartId, order.id);
      // The owner hears of every order; a contact email that is not an address sends nothing rather than lose the order.
      const orderUrl = checkout.siteOrigin === undefined ? undefined : `${checkout.siteOrigin}/config/orders/${order.id}`;
      const toOwner = checkout.ownerEmail !== undefined && isValidEmail(checkout.ownerEmail) ? [newOrderOwnerEmail(order, checkout.ownerEmail, checkout.storeName, orderUrl)] : [];
      // The stock rows are locked from here to the commit and every buyer of the same product
      // waits for this one's commit, so they are taken as late as the lock order allows: stock
      // rows before coupons and gift cards (a refund too locks stock before gift cards). A
      // purchase that settles nothing after its stock queues its email first, so that taking the
      // stock is the last statement before the commit.
      const settlesAfterStock = (checkout.coupons?.length ?? 0) > 0 || (checkout.giftCardPayments?.length ?? 0) > 0
        || checkout.lines.some((l) => l.giftCard !== undefined) || checkout.subscription !== undefined;
      const confirmation = (giftCardLines: string[]) => orderConfirmationEmail(order, checkout.storeName, giftCardLines, emailDownloads(deps, checkout, order));
      // The owner's email and the buyer's go in one statement when nothing comes between them.
      await outbox.enqueueAll(websiteId, settlesAfterStock ? toOwner : [...toOwner, confirmation([])]);
      const tracked = checkout.lines.filter((l) => l.stockTracked !== false);
      if (!checkout.testMode && tracked.length > 0) {
        await inventory.takeStock(websiteId, tracked.map((l) => ({ variantId: l.variantId, quantity: l.quantity })), { reason: 'order' });
      }
      if (!settlesAfterStock) return order;
      // A one-use coupon raced by two buyers: the second fails here and its charge is refunded.
      if (checkout.coupons !== undefined && checkout.coupons.length > 0) await pricingRules.redeemCoupons(websiteId, checkout.coupons);
      // A card spent meanwhile fails here (GAP-61): the order rolls back and its charge is refunded.
      await outbox.enqueue(websiteId, confirmation(await settleGiftCards({ giftCards, outbox }, checkout, order)));
      if (checkout.subscription !== undefined) await recordSubscriptionOrder({ subscriptions, outbox }, checkout, order, charge);
      return order;
    });
    return { status: 'placed', order, replayed: false };
  } catch (e) {
    const existing = await orderOfKey(deps, checkout);
    if (existing !== null) return { status: 'placed', order: existing, replayed: true };
    if (e instanceof ChargeAlreadyLinked) throw new DomainError('PAYMENT_IN_PROGRESS', {}, { cause: e });
    if (charge !== null && e instanceof DomainError) await deps.payments.refundCharge(websiteId, charge.id, { unlinkedOnly: true });
    throw e;
  }
}

function orderOfKey(deps: PlaceOrderDeps, checkout: PricedCheckout): Promise<Order | null> {
  return deps.orders.findByKey(checkout.websiteId, checkout.idempotencyKey);
}

/** What a recorded charge means for the purchase: go on, wait for the buyer, or refuse. */
async function afterCharge(deps: PlaceOrderDeps, checkout: PricedCheckout, charge: Charge): Promise<PlaceOrderResult> {
  switch (charge.status) {
    case 'captured':
      if (charge.orderId !== null) {
        const order = await orderOfKey(deps, checkout);
        if (order !== null) return { status: 'placed', order, replayed: true };
      }
      return completePurchase(deps, checkout, charge);
    case 'requires_action':
      return { status: 'requires_action', chargeId: charge.id, action: { type: 'confirm' } };
    case 'declined':
    case 'failed':
      throw new DomainError('PAYMENT_DECLINED', { declineMessage: charge.declineMessage ?? 'Your card was declined.', chargeId: charge.id });
    case 'refunding':
    case 'refunded':
      // Only a purchase that could not complete is refunded before it has an order.
      throw new DomainError('INVENTORY_INSUFFICIENT', { chargeId: charge.id });
    case 'pending':
      throw new DomainError('PAYMENT_IN_PROGRESS', { chargeId: charge.id });
  }
}

/** Places the order of a priced checkout; see the file comment. Idempotent per `checkout.idempotencyKey`. */
export async function placeOrder(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { checkout, payment } = request;
  assertValidCheckout(checkout);
  const existing = request.keyHasNoOrder === true ? null : await orderOfKey(deps, checkout);
  if (existing !== null) return { status: 'placed', order: existing, replayed: true };
  // Gift cards may pay part or all of it (GAP-61): the processor is charged what is left.
  const due = amountDue(checkout);
  if (due === 0) return completePurchase(deps, checkout, null);
  if (payment === null) throw new DomainError('GIFT_CARD_PAYMENT_REQUIRED');
  // Refuse what cannot be sold before any money moves; a retry whose charge is live goes on with it.
  const live = await deps.payments.latestAttempt(checkout.websiteId, checkout.idempotencyKey);
  if (live === null || live.status === 'declined' || live.status === 'failed') await assertCheckoutInStock(deps.inventory, checkout);
  const { charge } = await deps.payments.beginCharge(
    checkout.websiteId,
    { checkoutKey: checkout.idempotencyKey, amount: due, currency: checkout.currency, method: payment, context: checkout },
    { latest: live },
  );
  // A pending charge (new, or left by a lost answer) is sent to the processor with its own
  // attempt key: a second call for the same attempt gets the first answer back.
  const answered = charge.status === 'pending' ? await deps.payments.executeCharge(checkout.websiteId, charge, payment) : charge;
  return afterCharge(deps, checkout, answered);
}

/** After the buyer's extra step (requires_action): confirms the charge and completes the purchase. */
export async function confirmOrderPayment(deps: PlaceOrderDeps, websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult> {
  const charge = await deps.payments.latestAttempt(websiteId, idempotencyKey);
  if (charge === null) throw new DomainError('PAYMENT_NOT_FOUND', { idempotencyKey });
  const checkout = checkoutFromContext(charge.context);
  if (checkout === null || checkout.websiteId !== websiteId) throw new DomainError('PAYMENT_NOT_FOUND', { idempotencyKey });
  const existing = await orderOfKey(deps, checkout);
  if (existing !== null) return { status: 'placed', order: existing, replayed: true };
  const confirmed = charge.status === 'requires_action' ? await deps.payments.confirmCharge(websiteId, charge.id) : charge;
  return afterCharge(deps, checkout, confirmed);
}
