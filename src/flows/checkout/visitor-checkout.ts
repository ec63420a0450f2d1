/**
 * The visitor's checkout (GAP-51): the open cart, priced as the cart shows it
 * (cart-checkout.ts), becomes a PricedCheckout that `placeOrder` charges and turns into an
 * order; a placed order closes the cart. A retried submit with the same key answers the order
 * that key made, even after its cart is closed, so it never makes a second order or charge.
 */
import type { CartService } from '../../modules/cart';
import type { GiftCardsService } from '../../modules/gift-cards';
import type { Order, OrderAddress, OrdersService } from '../../modules/orders';
import type { PaymentMethodInput } from '../../modules/payments';
import { DomainError } from '../../shared/errors';
import type { Currency } from '../../shared/money';
import type { ShippingLocation } from '../../modules/pricing-rules';
import type { CatalogService } from '../../modules/catalog';
import type { CartItemPort } from '../cart';
import { assertCheckoutAllowed, type CartForCheckout } from '../cart';
import { assertLinesPublished } from './checkout-availability';
import { assertInstalmentCheckout, type InstalmentCheckoutDeps } from './instalment-checkout';
import type { PlaceOrderRequest, PlaceOrderResult, PricedCheckout } from './place-order';
import { applyGiftCards } from '../gift-cards';
import { billingAddressOf, shippingLocationOf } from './priced-checkout';

const NO_GIFT_CARDS: Pick<GiftCardsService, 'findSpendable'> = { findSpendable: () => Promise.reject(new DomainError('GIFT_CARD_CODE_INVALID')) };

export interface VisitorCheckoutDeps {
  cartForCheckout(visitor: { websiteId: string; currency: Currency; token: string | null; siteUserId?: string | null; shippingLocation?: ShippingLocation | undefined }): Promise<CartForCheckout | null>;
  cart: Pick<CartService, 'markPurchased'>;
  orders: Pick<OrdersService, 'findByKey' | 'reserveOrderNumber'>;
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
  /** What decides whether the cart may be paid in instalments (BNPL); without it, it may not. */
  instalments?: InstalmentCheckoutDeps | undefined;
  /** GAP-58: the store's test-mode toggle (store settings); without it, orders are live. */
  testModeOf?: ((websiteId: string) => Promise<boolean>) | undefined;
  /** GAP-61: reads the cards the visitor's codes name; without it, every code is refused. */
  giftCards?: Pick<GiftCardsService, 'findSpendable'> | undefined;
  /** Whether the cart's products are still for sale, checked before charging. */
  catalog: Pick<CatalogService, 'getProduct'>;
  content: CartItemPort;
}

export interface CheckoutVisitor {
  websiteId: string;
  currency: Currency;
  token: string | null;
  /** The signed-in site user, whose cart is checked out instead of the cookie's. */
  siteUserId?: string | null;
  /** The site's title, shown in the confirmation email. */
  storeName: string;
  /** The site's origin as the visitor reached it, for links in the confirmation email. */
  origin?: string | undefined;
  /** The site's contact email: the owner's "new order" email goes there. */
  ownerEmail?: string | undefined;
}

export interface VisitorCheckoutInput {
  email: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  /** null when gift cards pay the whole order (GAP-61). */
  payment: PaymentMethodInput | null;
  idempotencyKey: string;
  /** Gift card codes paying first, in this order (at most 5). */
  giftCardCodes?: string[] | undefined;
}

export type VisitorCheckoutResult =
  | { status: 'placed'; order: Order }
  | { status: 'requires_action'; action: { type: 'confirm' } };

/**
 * GAP-58: in test mode an order is marked testMode and takes no stock (place-order.ts); a live
 * one takes stock (GAP-59). Both pay through the configured processor, which in this
 * deployment is the built-in test processor (docs/decisions.md).
 */
function pricedCheckout(cart: CartForCheckout, visitor: CheckoutVisitor, input: VisitorCheckoutInput, testMode: boolean): PricedCheckout {
  // A purely digital or service cart ships nothing: its address is not kept.
  const shippingAddress = cart.requiresShipping ? input.shippingAddress : null;
  return {
    websiteId: visitor.websiteId,
    idempotencyKey: input.idempotencyKey,
    purchasedCartId: cart.cartId,
    testMode,
    currency: cart.currency,
    customerEmail: input.email,
    shippingAddress,
    billingAddress: billingAddressOf(input.billingAddress, shippingAddress),
    lines: cart.lines,
    subtotal: cart.subtotal,
    discountTotal: cart.discountTotal,
    shippingTotal: cart.shippingTotal,
    taxTotal: cart.taxTotal,
    grandTotal: cart.grandTotal,
    storeName: visitor.storeName,
    siteOrigin: visitor.origin,
    ownerEmail: visitor.ownerEmail,
    coupons: cart.coupons,
    siteUserId: visitor.siteUserId ?? null,
  };
}

/**
 * A placed order's cart is closed (GAP-51: isPurchased, orderId) in the order's own transaction
 * (place-order.ts). A repeated key answers an order placed before: its cart is closed again,
 * which changes nothing for a cart already closed.
 */
async function afterPlacement(deps: VisitorCheckoutDeps, websiteId: string, result: PlaceOrderResult): Promise<VisitorCheckoutResult> {
  if (result.status === 'requires_action') return { status: 'requires_action', action: result.action };
  if (result.replayed && result.order.purchasedCartId !== null) await deps.cart.markPurchased(websiteId, result.order.purchasedCartId, result.order.id);
  return { status: 'placed', order: result.order };
}

/** Places the visitor's order; see the file comment. */
export async function checkOutVisitor(deps: VisitorCheckoutDeps, visitor: CheckoutVisitor, input: VisitorCheckoutInput): Promise<VisitorCheckoutResult> {
  const existing = await deps.orders.findByKey(visitor.websiteId, input.idempotencyKey);
  if (existing !== null) return afterPlacement(deps, visitor.websiteId, { status: 'placed', order: existing, replayed: true });
  const cart = await deps.cartForCheckout({ ...visitor, shippingLocation: shippingLocationOf(input.shippingAddress) ?? undefined });
  if (cart === null || cart.lines.length === 0) throw new DomainError('CHECKOUT_CART_EMPTY');
  if (cart.requiresShipping && input.shippingAddress === null) {
    throw new DomainError('VALIDATION_FAILED', { errors: { shippingAddress: 'A shipping address is required.' } });
  }
  assertCheckoutAllowed(cart);
  // A product withdrawn since it was added is refused before any charge (stock is checked by placeOrder).
  await assertLinesPublished(deps, visitor.websiteId, cart.lines);
  if (input.payment?.type === 'instalments') await assertInstalmentCheckout(deps.instalments ?? null, cart);
  const testMode = (await deps.testModeOf?.(visitor.websiteId)) ?? false;
  const checkout = await applyGiftCards(deps.giftCards ?? NO_GIFT_CARDS, pricedCheckout(cart, visitor, input, testMode), input.giftCardCodes ?? []);
  const result = await deps.placeOrder({ checkout, payment: input.payment, keyHasNoOrder: true });
  return afterPlacement(deps, visitor.websiteId, result);
}

/** Finishes a checkout whose payment needed the buyer's extra step. */
export async function confirmVisitorCheckout(deps: VisitorCheckoutDeps, websiteId: string, idempotencyKey: string): Promise<VisitorCheckoutResult> {
  return afterPlacement(deps, websiteId, await deps.confirmOrderPayment(websiteId, idempotencyKey));
}
