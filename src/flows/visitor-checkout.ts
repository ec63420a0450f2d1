/**
 * The visitor's checkout (GAP-51): the open cart, priced as the cart shows it
 * (cart-checkout.ts), becomes a PricedCheckout that `placeOrder` charges and turns into an
 * order; a placed order closes the cart. A retried submit with the same key answers the order
 * that key made, even after its cart is closed, so it never makes a second order or charge.
 */
import type { CartService } from '../modules/cart';
import type { Order, OrderAddress, OrdersService } from '../modules/orders';
import type { PaymentMethodInput } from '../modules/payments';
import { DomainError } from '../shared/errors';
import type { Currency } from '../shared/money';
import type { CartForCheckout } from './cart-checkout';
import type { PlaceOrderRequest, PlaceOrderResult, PricedCheckout } from './place-order';

export interface VisitorCheckoutDeps {
  cartForCheckout(visitor: { websiteId: string; currency: Currency; token: string | null }): Promise<CartForCheckout | null>;
  cart: Pick<CartService, 'markPurchased'>;
  orders: Pick<OrdersService, 'findByKey'>;
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
}

export interface CheckoutVisitor {
  websiteId: string;
  currency: Currency;
  token: string | null;
  /** The site's title, shown in the confirmation email. */
  storeName: string;
}

export interface VisitorCheckoutInput {
  email: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  payment: PaymentMethodInput;
  idempotencyKey: string;
}

export type VisitorCheckoutResult =
  | { status: 'placed'; order: Order }
  | { status: 'requires_action'; action: { type: 'confirm' } };

/**
 * No store toggle for test mode exists yet (GAP-58), so orders are live: they take stock
 * (GAP-59). The payments still go through the built-in test processor.
 */
const TEST_MODE = false;

function pricedCheckout(cart: CartForCheckout, visitor: CheckoutVisitor, input: VisitorCheckoutInput): PricedCheckout {
  return {
    websiteId: visitor.websiteId,
    idempotencyKey: input.idempotencyKey,
    purchasedCartId: cart.cartId,
    testMode: TEST_MODE,
    currency: cart.currency,
    customerEmail: input.email,
    // A purely digital or service cart ships nothing: its address is not kept.
    shippingAddress: cart.requiresShipping ? input.shippingAddress : null,
    billingAddress: input.billingAddress,
    lines: cart.lines,
    subtotal: cart.subtotal,
    discountTotal: cart.discountTotal,
    shippingTotal: cart.shippingTotal,
    taxTotal: cart.taxTotal,
    grandTotal: cart.grandTotal,
    storeName: visitor.storeName,
  };
}

/** A placed order closes its cart (GAP-51: isPurchased, orderId); closing twice changes nothing. */
async function afterPlacement(deps: VisitorCheckoutDeps, websiteId: string, result: PlaceOrderResult): Promise<VisitorCheckoutResult> {
  if (result.status === 'requires_action') return { status: 'requires_action', action: result.action };
  if (result.order.purchasedCartId !== null) await deps.cart.markPurchased(websiteId, result.order.purchasedCartId, result.order.id);
  return { status: 'placed', order: result.order };
}

/** Places the visitor's order; see the file comment. */
export async function checkOutVisitor(deps: VisitorCheckoutDeps, visitor: CheckoutVisitor, input: VisitorCheckoutInput): Promise<VisitorCheckoutResult> {
  const existing = await deps.orders.findByKey(visitor.websiteId, input.idempotencyKey);
  if (existing !== null) return afterPlacement(deps, visitor.websiteId, { status: 'placed', order: existing, replayed: true });
  const cart = await deps.cartForCheckout(visitor);
  if (cart === null || cart.lines.length === 0) throw new DomainError('CHECKOUT_CART_EMPTY');
  if (cart.requiresShipping && input.shippingAddress === null) {
    throw new DomainError('VALIDATION_FAILED', { errors: { shippingAddress: 'A shipping address is required.' } });
  }
  const result = await deps.placeOrder({ checkout: pricedCheckout(cart, visitor, input), payment: input.payment });
  return afterPlacement(deps, visitor.websiteId, result);
}

/** Finishes a checkout whose payment needed the buyer's extra step. */
export async function confirmVisitorCheckout(deps: VisitorCheckoutDeps, websiteId: string, idempotencyKey: string): Promise<VisitorCheckoutResult> {
  return afterPlacement(deps, websiteId, await deps.confirmOrderPayment(websiteId, idempotencyKey));
}
