/**
 * The purchase pages outside the cart (GIFT-01, GAP-61, SUB-02, GAP-62, NAV-12): the gift card
 * page (`/checkout/gift-card?itemId=…&sku=…`), the subscription page
 * (`/checkout/subscribe?cartToken=…`) and subscription confirmed (206,
 * `/checkout/subscription-confirmed?subscriptionId=…&token=…`). The route reads what the page
 * shows (one call); this file shapes it for templates and for the page's island props, and holds
 * the built-in templates used when a theme has no `pages/NAME.page`.
 */
import type { GiftCardPageData } from '../../flows/gift-cards';
import type { SubscriptionCartView } from '../../flows/subscriptions';
import type { Order } from '../../modules/orders';
import { cycleTotal, type Subscription } from '../../modules/subscriptions';
import { PageType } from '../../shared/enums';
import { moneyJson } from '../../shared/money';
import { billingPhrase, subscriptionPriceText } from '../../shared/subscription-phrase';
import { orderPageJson } from './order-page';
import type { Json } from './site-model';

export const PURCHASE_PAGES = {
  'gift-card': { path: '/checkout/gift-card', pageType: PageType.PAGE, title: 'Gift card' },
  subscribe: { path: '/checkout/subscribe', pageType: PageType.CHECKOUT, title: 'Subscribe' },
  'subscription-confirmed': { path: '/checkout/subscription-confirmed', pageType: PageType.SUBSCRIPTION_CONFIRMED, title: 'Subscription confirmed' },
} as const;

export type PurchasePageName = keyof typeof PURCHASE_PAGES;

/** What the route found for a page; null fields mean "not found" (the page says so, never an error). */
export type PurchasePageSource =
  | { name: 'gift-card'; data: GiftCardPageData }
  | { name: 'subscribe'; cartToken: string; cart: SubscriptionCartView | null; problem: string | null }
  | { name: 'subscription-confirmed'; subscription: Subscription; firstOrder: Order | null };

/** A page ready for the renderer: its status, the keys it adds to the context, its islands' props. */
export interface PurchasePageView {
  name: PurchasePageName;
  pageType: number;
  status: number;
  context: Json;
  islands: Json;
}

/** The subscription-confirmed page's address: id and access token in the query (GAP-62). */
export function subscriptionConfirmedUrl(subscription: Pick<Subscription, 'id' | 'accessToken'>): string {
  const { path } = PURCHASE_PAGES['subscription-confirmed'];
  return `${path}?subscriptionId=${encodeURIComponent(subscription.id)}&token=${encodeURIComponent(subscription.accessToken)}`;
}

/** The gift card page's address for a product and, when chosen, a denomination (GIFT-01). */
export function giftCardPageUrl(itemId: string, sku: string | null): string {
  const query = new URLSearchParams({ itemId });
  if (sku !== null && sku !== '') query.set('sku', sku);
  return `${PURCHASE_PAGES['gift-card'].path}?${query.toString()}`;
}

const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** A day as the site's visitors read it, e.g. "December 5, 2026". */
function dayText(at: number, locale: string, timeZone: string): string {
  const options = { dateStyle: 'long', timeZone } as const;
  try {
    return new Intl.DateTimeFormat(locale.replace('_', '-'), options).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  }
}

/** The `subscription` of the 206 page: the plan, its state and what cancelling needs. */
export function subscriptionPageJson(s: Subscription, site: { locale: string; timeZone: string }): Json {
  const plan = { billingPeriod: s.billingPeriod, numBillingCycles: s.numBillingCycles };
  // Each cycle charges the locked price, shipping and tax together.
  const total = { amount: cycleTotal(s), currency: s.currency };
  return {
    id: s.id,
    status: s.status,
    statusLabel: STATUS_LABELS[s.status] ?? s.status,
    isActive: s.status === 'active' || s.status === 'past_due',
    testMode: s.testMode,
    customerEmail: s.customerEmail,
    productName: s.productName,
    sku: s.sku,
    quantity: s.quantity,
    unitPrice: moneyJson({ amount: s.unitPrice, currency: s.currency }),
    total: moneyJson(total),
    billingPhrase: billingPhrase(plan) ?? '',
    priceText: subscriptionPriceText(total, plan),
    nextBillingDate: s.nextBillingAt,
    nextBillingText: s.nextBillingAt === null ? '' : dayText(s.nextBillingAt, site.locale, site.timeZone),
    paymentSummary: s.paymentSummary,
  };
}

/** The page view of what the route found (see PurchasePageSource). */
export function purchasePageView(source: PurchasePageSource, site: { locale: string; timeZone: string; currency: string; testMode: boolean }): PurchasePageView {
  const { pageType } = PURCHASE_PAGES[source.name];
  switch (source.name) {
    case 'gift-card': {
      const { data } = source;
      const giftCard = { ...data, pageUrl: giftCardPageUrl(data.item.id, data.selectedSku) };
      const props = { ...data, currency: site.currency, locale: site.locale, cartUrl: '/cart', addPath: '/api/commerce/gift-cards/cart-entry' };
      return { name: source.name, pageType, status: 200, context: { giftCard }, islands: { 'gift-card': props } };
    }
    case 'subscribe': {
      const { cart, cartToken, problem } = source;
      const props = {
        cartToken,
        requiresShipping: cart?.requiresShipping ?? false,
        testMode: site.testMode,
        locale: site.locale,
        checkoutPath: `/api/3/commerce/cart/subscription/${encodeURIComponent(cartToken)}/checkout`,
        total: cart === null ? '' : cart.totalText,
      };
      const status = cart === null ? 404 : 200;
      const subscriptionCart = cart === null ? null : { ...cart, variantText: Object.values(cart.chosenVariant.attributes).join(' / ') };
      return { name: source.name, pageType, status, context: { subscriptionCart, subscriptionProblem: problem }, islands: { subscribe: props } };
    }
    case 'subscription-confirmed': {
      const { subscription, firstOrder } = source;
      const view = subscriptionPageJson(subscription, site);
      const order = firstOrder === null ? null : orderPageJson(firstOrder);
      const props = {
        subscriptionId: subscription.id,
        token: subscription.accessToken,
        active: view.isActive,
        cancelPath: `/api/3/commerce/subscriptions/${encodeURIComponent(subscription.id)}/cancel?token=${encodeURIComponent(subscription.accessToken)}`,
      };
      return { name: source.name, pageType, status: 200, context: { subscription: view, order }, islands: { 'subscription-cancel': props } };
    }
  }
}

/** The built-in templates (JSON-T) of themes without `pages/gift-card.page`, `subscribe.page`, `subscription-confirmed.page`. */
export const PURCHASE_PAGE_SOURCES: Record<PurchasePageName, string> = {
  'gift-card':
    '<div class="Container Container--narrow PurchasePage">' +
    '<h1 class="PageHeader-title">{giftCard.item.title|html}</h1>' +
    '<p class="PurchasePage-lead">Sent by email to the person you choose, with your message, on the day you choose.</p>' +
    '<div class="GiftCardPage" data-island="gift-card">' +
    '<noscript><p>Please turn on JavaScript to send a gift card.</p></noscript>' +
    '<script type="application/json" data-island-props="gift-card">{islands.gift-card|json-script}</script></div></div>',
  subscribe:
    '<div class="Container Container--narrow PurchasePage">' +
    '{.if websiteSettings.storeSettings.testMode}<p class="TestModeBanner" role="note"><strong>Test mode</strong> The store is in test mode: no real payment is taken.</p>{.end}' +
    '<h1 class="PageHeader-title">Subscribe</h1>' +
    '{.section subscriptionCart}' +
    '<section class="OrderSummary" aria-labelledby="subscription-line-title"><h2 class="OrderSummary-title" id="subscription-line-title">Your subscription</h2>' +
    '<p class="SubscriptionLine"><strong class="SubscriptionLine-title">{title|html}</strong><br>' +
    '{.if variantText}<span class="SubscriptionLine-variant">{variantText|html}</span> &middot; {.end}' +
    '<span class="SubscriptionLine-quantity">Quantity {quantity|html}</span></p>' +
    '<dl class="OrderSummary-totals">' +
    '<div><dt>Price</dt><dd class="SubscriptionLine-price">{priceText|html}</dd></div>' +
    '<div class="OrderSummary-total"><dt>Due today</dt><dd>{grandTotalAmount|money}</dd></div>' +
    '<div><dt>Then</dt><dd class="SubscriptionLine-total">{totalText|html}</dd></div></dl></section>' +
    '{.if isPurchased}<p class="PurchasePage-problem" role="alert">You have already subscribed with this checkout.</p>{.or}' +
    '<div class="SubscribePage" data-island="subscribe">' +
    '<noscript><p>Please turn on JavaScript to pay for your subscription.</p></noscript>' +
    '<script type="application/json" data-island-props="subscribe">{islands.subscribe|json-script}</script></div>{.end}' +
    '{.or}<p class="PurchasePage-problem" role="alert">{subscriptionProblem|html}</p><p><a href="/">Continue shopping</a></p>{.end}</div>',
  'subscription-confirmed':
    '<div class="Container Container--narrow OrderPage">' +
    '{.if subscription.testMode}<p class="TestModeBanner" role="note"><strong>Test mode</strong> This subscription was started while the store is in test mode: no real payment was taken.</p>{.end}' +
    '<h1 class="PageHeader-title">Thank you for subscribing</h1>' +
    '<p class="OrderPage-lead">We have sent a confirmation to {subscription.customerEmail|html}.</p>' +
    '<dl class="OrderPage-status SubscriptionStatus">' +
    '<div><dt>Plan</dt><dd>{subscription.productName|html} &middot; {subscription.priceText|html}</dd></div>' +
    '<div><dt>Status</dt><dd data-subscription-status>{subscription.statusLabel|html}</dd></div>' +
    '<div><dt>Next payment</dt><dd data-subscription-next>{.if subscription.nextBillingText}{subscription.nextBillingText|html}{.or}&mdash;{.end}</dd></div>' +
    '<div><dt>Payment</dt><dd>{subscription.paymentSummary|html}</dd></div></dl>' +
    '<div class="SubscriptionCancel" data-island="subscription-cancel">' +
    '<script type="application/json" data-island-props="subscription-cancel">{islands.subscription-cancel|json-script}</script></div>' +
    // The order summary block reads `order` from the page's root, so no `.section` scope here.
    '{.if order}<h2 class="OrderSummary-title">First order #{order.orderNumber|html}</h2>{@|apply order-summary.block}' +
    '<p class="OrderPage-links"><a href="{order.orderStatusUrl|htmlattr}">See this order&rsquo;s status</a> &middot; <a href="/">Continue shopping</a></p>{.end}</div>',
};
