/**
 * The checkout page (checkout 201, `/checkout`; GAP-51, GAP-52, GAP-58): the route reads the
 * visitor's cart, and this file shapes it for the theme's `pages/checkout.page` (the order
 * summary as display text, the test-mode banner, the empty-cart message) and for the checkout
 * island's props (the cart as the API answers it, which lines are gift cards, whether the cart
 * may be paid in instalments and under which brand), so the page reads complete before
 * JavaScript and the island starts without fetching anything. No I/O: the rest comes from the
 * site's snapshot.
 */
import type { ShoppingCartView } from '../../flows/cart';
import { ProductType } from '../../shared/enums';
import { instalmentBrandName, instalmentCountryOf, instalmentLocale, type InstalmentContext } from '../../shared/instalments';
import { lineOptionTexts, type LineOption } from '../../shared/line-options';
import { formatMoney, type Currency } from '../../shared/money';
import type { Json, SiteModel } from './site-model';

export const CHECKOUT_PATH = '/checkout';
export const CHECKOUT_EMPTY_TEXT = 'You have nothing in your shopping cart.';

/** What the checkout island may offer for instalments (GAP-52: only when BNPL-04 can hold). */
export interface CheckoutInstalments {
  brand: string;
  minimumAmountCents: number;
  maximumAmountCents: number;
}

/** The island's props: see the file comment. */
export interface CheckoutIslandProps {
  cart: ShoppingCartView | null;
  currency: Currency;
  locale: string;
  testMode: boolean;
  storeUrl: string;
  /** Entry ids of gift card lines: gift cards never pay for gift cards (GAP-61). */
  giftCardEntryIds: string[];
  /** null: the store does not offer instalments, or a line is not physical (BNPL-02). */
  instalments: CheckoutInstalments | null;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function productTypeOf(model: SiteModel, itemId: string): number | null {
  const type = field(model.items.get(itemId)?.json.structuredContent, 'productType');
  return typeof type === 'number' ? type : null;
}

/**
 * Instalments for this cart: every line's product has the provider's messaging available
 * (physical, the account connected in an allowed country, BNPL-02, GAP-63) with limits. The
 * range (BNPL-04) depends on the total, which shipping and coupons change: the island checks it.
 */
export function checkoutInstalments(contexts: Readonly<Record<string, InstalmentContext>>, itemIds: readonly string[]): CheckoutInstalments | null {
  if (itemIds.length === 0) return null;
  const all = itemIds.map((id) => contexts[id]);
  const first = all[0];
  if (first === undefined || all.some((c) => c === undefined || !c.available)) return null;
  const country = instalmentCountryOf(first.paymentAccountCountry);
  if (country === null || first.minimumAmountCents === null || first.maximumAmountCents === null) return null;
  const brand = instalmentBrandName(instalmentLocale(country, first.shopperLanguage));
  if (brand === null) return null;
  return { brand, minimumAmountCents: first.minimumAmountCents, maximumAmountCents: first.maximumAmountCents };
}

/** The line's option values as one line: "Color: Sage, Size: 8 oz"; a gift card's "Value: $50.00". */
function variantText(options: readonly LineOption[], currency: Currency, locale: string): string {
  return lineOptionTexts(options, currency, locale).join(', ');
}

/** `checkout` of the page's context and the island's props, for the visitor's cart (null: none). */
export function checkoutPageParts(model: SiteModel, cart: ShoppingCartView | null): { checkout: Json; props: CheckoutIslandProps } {
  const { currency, locale } = model.snapshot.website;
  const testMode = model.snapshot.products.storeSettings.testMode;
  const storeUrl = model.store?.source.fullUrl ?? '/';
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const entries = cart?.entries ?? [];
  const giftCardEntryIds = entries.filter((e) => productTypeOf(model, e.itemId) === ProductType.GIFT_CARD).map((e) => e.id);
  const props: CheckoutIslandProps = {
    cart,
    currency,
    locale,
    testMode,
    storeUrl,
    giftCardEntryIds,
    instalments: checkoutInstalments(model.snapshot.products.productInstalmentContext, [...new Set(entries.map((e) => e.itemId))]),
  };
  const checkout: Json = {
    isEmpty: entries.length === 0,
    emptyText: CHECKOUT_EMPTY_TEXT,
    testMode,
    storeUrl,
    requiresShipping: cart?.requiresShipping ?? false,
    totalQuantity: cart?.totalQuantity ?? 0,
    items: entries.map((e) => ({
      title: e.title,
      sku: e.chosenVariant.sku,
      variantText: variantText(e.optionValues, currency, locale),
      quantity: e.quantity,
      lineTotalText: money(e.purchasePriceCents * e.quantity),
    })),
    subtotalText: money(cart?.subtotalCents ?? 0),
    hasDiscount: (cart?.discountCents ?? 0) > 0,
    discountText: `−${money(cart?.discountCents ?? 0)}`,
    shippingText: money(cart?.shippingCostCents ?? 0),
    taxText: money(cart?.taxCents ?? 0),
    grandTotalText: money(cart?.grandTotalCents ?? 0),
  };
  return { checkout, props };
}

/**
 * The built-in checkout page of themes without `pages/checkout.page`: the same mounts and
 * data hooks as the default theme's, with less styling.
 */
export const CHECKOUT_PAGE_SOURCE =
  '<section class="CheckoutPage">' +
  '{.if checkout.testMode}<p class="TestModeBanner" role="note"><strong>Test mode</strong> No real payment is taken. Pay with the test card 4242 4242 4242 4242.</p>{.end}' +
  '<h1>Checkout</h1>' +
  '{.if checkout.isEmpty}<p class="CheckoutPage-empty">{checkout.emptyText|html}</p><p><a href="{checkout.storeUrl|htmlattr}">Continue shopping</a></p>{.or}' +
  '<div class="CheckoutPage-form" data-island="checkout"><noscript><p>Checkout needs JavaScript. Please turn it on to enter your details and pay.</p></noscript>' +
  '<script type="application/json" data-island-props="checkout">{islands.checkout|json-script}</script></div>' +
  '<aside class="CheckoutSummary" aria-labelledby="checkout-summary-title"><h2 id="checkout-summary-title">Order summary</h2><ul>' +
  '{.repeated section checkout.items}<li>{title|html}{.if variantText} ({variantText|html}){.end} &times; {quantity|html}: {lineTotalText|html}</li>{.end}</ul>' +
  '<dl data-checkout-totals><dt>Subtotal</dt><dd data-total="subtotal">{checkout.subtotalText|html}</dd>' +
  '<dt>Total</dt><dd data-total="grandTotal">{checkout.grandTotalText|html}</dd></dl></aside>{.end}</section>';
