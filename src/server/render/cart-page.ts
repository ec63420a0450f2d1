/**
 * The cart page (show cart 200) with the visitor's cart: the route reads the cart, and this
 * file shapes it for the theme's `pages/cart.page` (CART-25, CART-26: entries with their
 * variant attributes, quantities, line totals, coupons, totals and the checkout minimum, as
 * display text in the site's locale) and for the cart-page island's props (the cart as the
 * API answers it, plus each entry's product page and additional-fields form), so the page is
 * complete before JavaScript and the island starts without fetching anything.
 */
import type { ShoppingCartView } from '../../flows/cart';
import { countries, type Country } from '../../shared/countries';
import { lineOptionValue } from '../../shared/line-options';
import { formatMoney, parseDecimal, type Currency } from '../../shared/money';
import type { Json, SiteModel } from './site-model';

export const CART_EMPTY_TEXT = 'You have nothing in your shopping cart.';

/** CART-26 with the minimum formatted per FMT. */
export function minimumSubtotalText(minimum: string): string {
  return `To check out, your order subtotal must be ${minimum} or more.`;
}

/** What the island needs of an entry's product: where it is shown and its form, if it asks one. */
export interface CartProductJson {
  url: string | null;
  form: unknown;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The products of the cart's entries, from the site's snapshot (no I/O). */
export function cartProducts(model: SiteModel, cart: ShoppingCartView | null): Record<string, CartProductJson> {
  const out: Record<string, CartProductJson> = {};
  for (const entry of cart?.entries ?? []) {
    if (out[entry.itemId] !== undefined) continue;
    const item = model.items.get(entry.itemId)?.json;
    const content = field(item, 'structuredContent');
    const formId = field(content, 'additionalFieldsFormId');
    const form = field(content, 'additionalFieldsForm');
    out[entry.itemId] = {
      url: typeof item?.fullUrl === 'string' ? item.fullUrl : null,
      form: typeof formId === 'string' && form !== undefined && form !== null ? form : null,
    };
  }
  return out;
}

/** An entry's additional-fields answers as label and text, labels from the form when known. */
export function answersOf(json: string | null, form: unknown): { label: string; value: string }[] {
  if (json === null) return [];
  let answers: unknown;
  try {
    answers = JSON.parse(json);
  } catch {
    return [];
  }
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return [];
  const fields = field(form, 'fields');
  const labelOf = (id: string): string => {
    const f = Array.isArray(fields) ? fields.find((x) => field(x, 'id') === id) : undefined;
    const label = field(f, 'title') ?? field(f, 'label');
    return typeof label === 'string' && label !== '' ? label : id;
  };
  return Object.entries(answers as Record<string, unknown>).map(([id, value]) => ({
    label: labelOf(id),
    value: Array.isArray(value) ? value.map(String).join(', ') : value === null || value === undefined || value === '' ? 'N/A' : String(value),
  }));
}

/**
 * `shoppingCart` of the cart page's context: the summary every page has (CART-08 `items`,
 * `subtotal`), the full cart, and the display texts the theme prints.
 */
export function cartPageJson(cart: ShoppingCartView, products: Record<string, CartProductJson>, currency: Currency, locale: string, checkoutUrl: string): Json {
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const selected = cart.selectedShippingOption;
  return {
    ...cart,
    items: cart.totalQuantity,
    subtotal: money(cart.subtotalCents),
    isEmpty: cart.entries.length === 0,
    emptyText: CART_EMPTY_TEXT,
    entries: cart.entries.map((entry) => ({
      ...entry,
      url: products[entry.itemId]?.url ?? null,
      hasForm: (products[entry.itemId]?.form ?? null) !== null || entry.additionalFields !== null,
      attributesList: entry.optionValues.map((option) => ({ name: option.name, value: lineOptionValue(option, money) })),
      answersList: answersOf(entry.additionalFields, products[entry.itemId]?.form ?? null),
      unitPriceText: money(entry.purchasePriceCents),
      lineTotalText: money(entry.purchasePriceCents * entry.quantity),
    })),
    coupons: cart.coupons.map((c) => ({ ...c, discountText: c.valid ? money(c.discountCents + c.shippingDiscountCents) : null })),
    shippingOptions: cart.shippingOptions.map((o) => ({ ...o, costText: o.costCents === 0 ? 'Free' : money(o.costCents), selected: o.id === selected?.id })),
    noShippingOptions: cart.shippingLocation !== null && cart.shippingOptions.length === 0,
    subtotalText: money(cart.subtotalCents),
    hasDiscount: cart.discountCents > 0,
    discountText: money(cart.discountCents),
    shippingText: selected === null ? null : money(cart.shippingCostCents),
    shippingOptionName: selected?.name ?? null,
    hasTax: cart.taxCents > 0 || cart.applicableTaxRules.length > 0,
    taxText: money(cart.taxCents),
    grandTotalText: money(cart.grandTotalCents),
    minimumSubtotalMessage: cart.meetsMinimumOrderSubtotal ? null : minimumSubtotalText(money(parseDecimal(cart.minimumOrderSubtotal.value, currency) ?? 0)),
    canCheckOut: cart.entries.length > 0 && cart.meetsMinimumOrderSubtotal,
    checkoutUrl,
  };
}

/** The countries a shipping estimate may name, in the site's language, made once per snapshot. */
export function shippingCountriesOf(model: SiteModel): Country[] {
  let list = model.memo.get('shipping-countries') as Country[] | undefined;
  if (list === undefined) {
    list = countries(model.snapshot.website.locale);
    model.memo.set('shipping-countries', list);
  }
  return list;
}

/**
 * What the cart page's forms need beyond the cart (GAP-54, GAP-55 before JavaScript): the
 * visitor's crumb, which they post back as a field (the page is rendered for this visitor
 * only), and, for a cart that ships, the countries with the cart's own marked.
 */
export function cartFormsJson(cart: ShoppingCartView, crumb: string, list: () => Country[]): Json {
  const chosen = cart.shippingLocation?.country ?? null;
  return { crumb, shippingCountries: cart.requiresShipping ? list().map((c) => ({ ...c, selected: c.code === chosen })) : [] };
}
