/**
 * The visitor's way into a subscription (SUB-01, SUB-02, SUB-07, GAP-62): the subscribe call
 * checks the product and line with the cart's rules and messages and answers a cart token;
 * the subscription page reads the line by that token; its checkout places the first order
 * through `placeOrder` (the first cycle is charged now, the card is saved for renewals) and
 * the order's transaction creates the subscription (subscription-orders.ts). A retried
 * submit with the same key answers the same order and subscription. Shipping and tax are
 * priced by the owner's rules for the address (subscription-pricing.ts) and locked.
 */
import type { CatalogService, Product, Variant } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { Order, OrderAddress, OrdersService } from '../../modules/orders';
import type { PaymentMethodInput } from '../../modules/payments';
import type { StoreSettingsService } from '../../modules/store-settings';
import type { Subscription, SubscriptionCart, SubscriptionsService } from '../../modules/subscriptions';
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { moneyJson, type Currency } from '../../shared/money';
import { billingPhrase, isBillingPlan, subscriptionPriceText, type BillingPlan } from '../../shared/subscription-phrase';
import { publishedProduct, type CartItemPort } from '../cart';
import { chooseVariant, lineRule, parseAdditionalFields, parseQuantity, unitPrice } from '../cart';
import type { PlaceOrderRequest, PlaceOrderResult, PricedCheckout } from '../checkout';
import { billingAddressOf } from '../checkout';
import { priceSubscriptionLine, type SubscriptionPricingDeps } from './subscription-pricing';
import type { SubscriptionCart as SubscriptionCartViewAnswer, SubscriptionCartAnswer } from '../../shared/api/subscriptions';

export interface SubscriptionCheckoutDeps extends SubscriptionPricingDeps {
  subscriptions: Pick<SubscriptionsService, 'createCart' | 'findCart' | 'findByFirstOrder'>;
  catalog: Pick<CatalogService, 'getProduct'>;
  inventory: Pick<InventoryService, 'getStock'>;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
  content: CartItemPort;
  orders: Pick<OrdersService, 'findByKey' | 'reserveOrderNumber'>;
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
}

export interface SubscriptionVisitor {
  websiteId: string;
  currency: Currency;
  /** The site's title, shown in the emails. */
  storeName?: string | undefined;
  /** The signed-in customer subscribing: their account keeps the subscription (GAP-62). */
  siteUserId?: string | null | undefined;
}

export interface SubscribeInput {
  itemId: string;
  sku?: string | null | undefined;
  qty?: unknown;
  additionalFields?: unknown;
}

export interface SubscriptionCheckoutInput {
  email: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  /** A card: subscriptions renew off-session with the card saved at the processor. */
  payment: Extract<PaymentMethodInput, { type: 'card' }>;
  /** GAP-54: the buyer's shipping option; the cheapest one offered when not given. */
  shippingOptionId?: string | null | undefined;
  idempotencyKey: string;
}

export type SubscriptionCheckoutResult =
  | { status: 'placed'; order: Order; subscription: Subscription }
  | { status: 'requires_action'; action: { type: 'confirm' } };

/** SUB-07: physical goods and services with a valid plan are bought as subscriptions; nothing else is. */
function subscriptionPlanOf(product: Product): BillingPlan {
  const typeAllowed = product.productType === ProductType.PHYSICAL || product.productType === ProductType.SERVICE;
  if (!product.isSubscribable || !typeAllowed || !isBillingPlan(product.subscriptionPlan)) {
    throw new DomainError('SUBSCRIPTION_NOT_AVAILABLE', { itemId: product.itemId });
  }
  return product.subscriptionPlan;
}

/** A product visitors can subscribe to now: it exists, its item is published, it is subscribable. */
async function subscribableProduct(deps: SubscriptionCheckoutDeps, websiteId: string, itemId: string): Promise<{ product: Product; plan: BillingPlan; title: string }> {
  const { product, title } = await publishedProduct(deps, websiteId, itemId);
  return { product, plan: subscriptionPlanOf(product), title };
}

/**
 * POST /api/3/commerce/cart/subscription (SUB-01): the add-to-cart checks and messages
 * (quantity ATC-14/ATC-15, the variant, the service rule, stock) on a line of its own.
 * No quantity input is shown for subscriptions (PDP-07), so a missing qty is 1.
 */
export async function subscribe(deps: SubscriptionCheckoutDeps, visitor: SubscriptionVisitor, input: SubscribeInput): Promise<{ cartToken: string }> {
  const quantity = input.qty === undefined || input.qty === null ? 1 : parseQuantity(input.qty);
  const additionalFields = parseAdditionalFields(input.additionalFields);
  const { product, title } = await subscribableProduct(deps, visitor.websiteId, input.itemId);
  const variant = chooseVariant(product, input.sku);
  const [stock] = await deps.inventory.getStock(visitor.websiteId, [variant.id]);
  const settings = await deps.storeSettings.getStoreSettings(visitor.websiteId);
  lineRule(product, stock ?? { qtyInStock: 0, unlimited: false }, quantity, settings)({ variantQuantity: 0 }, null);
  const { token } = await deps.subscriptions.createCart(visitor.websiteId, { itemId: product.itemId, variantId: variant.id, sku: variant.sku, title, quantity, additionalFields });
  return { cartToken: token };
}

async function cartOf(deps: SubscriptionCheckoutDeps, websiteId: string, cartToken: string): Promise<SubscriptionCart> {
  const cart = await deps.subscriptions.findCart(websiteId, cartToken);
  if (cart === null) throw new DomainError('SUBSCRIPTION_CART_NOT_FOUND');
  return cart;
}

/** The cart's line priced now: its product must still be subscribable and its variant still sold. */
async function pricedLine(deps: SubscriptionCheckoutDeps, cart: SubscriptionCart): Promise<{ product: Product; variant: Variant; plan: BillingPlan; price: number }> {
  const product = await deps.catalog.getProduct(cart.websiteId, cart.itemId);
  if (product === null) throw new DomainError('CART_ITEM_UNAVAILABLE', { itemId: cart.itemId });
  const plan = subscriptionPlanOf(product);
  const variant = product.variants.find((v) => v.id === cart.variantId);
  if (variant === undefined) throw new DomainError('CART_VARIANT_UNAVAILABLE', { itemId: cart.itemId });
  return { product, variant, plan, price: unitPrice(variant) };
}

/** The subscription page's data: the contract's answer (`src/shared/api/subscriptions.ts`). */
export type SubscriptionCartView = SubscriptionCartViewAnswer;

/** GET /api/3/commerce/cart/subscription/{cartToken}: the subscription page's data (SUB-02). */
export async function subscriptionCartView(deps: SubscriptionCheckoutDeps, visitor: SubscriptionVisitor, cartToken: string): Promise<SubscriptionCartAnswer> {
  const cart = await cartOf(deps, visitor.websiteId, cartToken);
  const { product, variant, plan, price } = await pricedLine(deps, cart);
  const subtotal = price * cart.quantity;
  const requiresShipping = product.productType === ProductType.PHYSICAL;
  const totals = await priceSubscriptionLine(deps, { websiteId: visitor.websiteId, amountCents: subtotal, requiresShipping, shippingAddress: null, shippingOptionId: null });
  const grandTotal = subtotal + totals.shippingTotal + totals.taxTotal;
  const money = (amount: number) => ({ amount, currency: visitor.currency });
  return {
    subscriptionCart: {
      itemId: cart.itemId,
      title: cart.title,
      chosenVariant: { sku: variant.sku, attributes: { ...variant.attributes } },
      quantity: cart.quantity,
      additionalFields: cart.additionalFields,
      productType: product.productType,
      requiresShipping,
      subscriptionPlan: plan,
      billingPhrase: billingPhrase(plan)!,
      priceText: subscriptionPriceText(money(price), plan),
      totalText: subscriptionPriceText(money(grandTotal), plan),
      purchasePriceCents: price,
      subtotalCents: subtotal,
      shippingCostCents: totals.shippingTotal,
      taxCents: totals.taxTotal,
      shippingAndTaxAtCheckout: totals.calculatedAtCheckout,
      grandTotalCents: grandTotal,
      subtotalAmount: moneyJson(money(subtotal)),
      grandTotalAmount: moneyJson(money(grandTotal)),
      created: cart.created,
      expires: cart.expires,
      isPurchased: cart.subscriptionId !== null,
    },
  };
}

/** The subscription a placed first order made, for the cart of `cartToken` only. */
async function placedAnswer(deps: SubscriptionCheckoutDeps, cart: SubscriptionCart, result: PlaceOrderResult): Promise<SubscriptionCheckoutResult> {
  if (result.status === 'requires_action') return { status: 'requires_action', action: result.action };
  const subscription = await deps.subscriptions.findByFirstOrder(cart.websiteId, result.order.id);
  if (subscription === null || subscription.cartId !== cart.id) {
    throw new DomainError('VALIDATION_FAILED', { errors: { idempotencyKey: 'This key was used for another purchase. Use a new key.' } });
  }
  return { status: 'placed', order: result.order, subscription };
}

/** POST /api/3/commerce/cart/subscription/{cartToken}/checkout; see the file comment. */
export async function checkOutSubscription(
  deps: SubscriptionCheckoutDeps,
  visitor: SubscriptionVisitor,
  cartToken: string,
  input: SubscriptionCheckoutInput,
): Promise<SubscriptionCheckoutResult> {
  const cart = await cartOf(deps, visitor.websiteId, cartToken);
  const existing = await deps.orders.findByKey(visitor.websiteId, input.idempotencyKey);
  if (existing !== null) return placedAnswer(deps, cart, { status: 'placed', order: existing, replayed: true });
  if (cart.subscriptionId !== null) throw new DomainError('SUBSCRIPTION_ALREADY_PURCHASED', { cartId: cart.id });
  const { product, variant, plan, price } = await pricedLine(deps, cart);
  const requiresShipping = product.productType === ProductType.PHYSICAL;
  if (requiresShipping && input.shippingAddress === null) {
    throw new DomainError('VALIDATION_FAILED', { errors: { shippingAddress: 'A shipping address is required.' } });
  }
  const subtotal = price * cart.quantity;
  const shippingAddress = requiresShipping ? input.shippingAddress : null;
  const { shippingTotal, taxTotal } = await priceSubscriptionLine(deps, {
    websiteId: visitor.websiteId,
    amountCents: subtotal,
    requiresShipping,
    shippingAddress,
    shippingOptionId: requiresShipping ? (input.shippingOptionId ?? null) : null,
  });
  const checkout: PricedCheckout = {
    websiteId: visitor.websiteId,
    idempotencyKey: input.idempotencyKey,
    purchasedCartId: cart.id,
    // GAP-58: the store's test mode marks the order (it takes no stock) and every renewal of it.
    testMode: (await deps.storeSettings.getStoreSettings(visitor.websiteId)).testMode,
    currency: visitor.currency,
    customerEmail: input.email,
    shippingAddress,
    billingAddress: billingAddressOf(input.billingAddress, shippingAddress),
    lines: [{ itemId: cart.itemId, variantId: variant.id, sku: variant.sku, productName: cart.title, quantity: cart.quantity, unitPrice: price, stockTracked: true }],
    subtotal,
    discountTotal: 0,
    shippingTotal,
    taxTotal,
    grandTotal: subtotal + shippingTotal + taxTotal,
    storeName: visitor.storeName,
    siteUserId: visitor.siteUserId ?? null,
    subscription: { kind: 'start', cartId: cart.id, billingPeriod: plan.billingPeriod, numBillingCycles: plan.numBillingCycles, additionalFields: cart.additionalFields },
  };
  const result = await deps.placeOrder({ checkout, payment: { ...input.payment, savePaymentMethod: true } });
  return placedAnswer(deps, cart, result);
}

/** After the payment's extra step: completes the first order and its subscription. */
export async function confirmSubscriptionCheckout(deps: SubscriptionCheckoutDeps, visitor: SubscriptionVisitor, cartToken: string, idempotencyKey: string): Promise<SubscriptionCheckoutResult> {
  const cart = await cartOf(deps, visitor.websiteId, cartToken);
  return placedAnswer(deps, cart, await deps.confirmOrderPayment(visitor.websiteId, idempotencyKey));
}
