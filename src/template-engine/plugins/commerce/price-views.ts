/**
 * The data the price templates render (templates/product-price.ts and
 * templates/subscription-price.ts).
 *
 * A price shows one of three things, first match wins: a "from" phrase when variants have
 * different prices, a sale price beside the original price, or the normal price. Each
 * phrase is a message pattern (`fromText`, `...PriceText`) with the formatted money in a
 * separate field, so that sites can translate the phrase around the price.
 */
import type { RenderContext } from '../../plugin';
import { asString, getChild, isTruthy } from '../../values';
import { moneyText } from './money';
import {
  firstPricingOptionMoney,
  fromPriceMoney,
  lowestVariantPricingOptions,
  normalPriceMoney,
  pricingOptionCount,
  salePriceMoney,
} from './prices';
import { ProductType, hasVariedPrices, isOnSale, isSubscribable, productTypeOf } from './product-state';
import { defaultSubscriptionPhrase, subscriptionPhraseKey, subscriptionTermsOf } from './subscription-plans';

export interface ProductPriceView {
  fromText?: string;
  formattedFromPrice?: string;
  formattedSalePriceText?: string;
  formattedSalePrice?: string;
  formattedNormalPriceText?: string;
  formattedNormalPrice?: string;
  billingPeriodValue?: number;
  duration?: number;
}

export interface SubscriptionPriceView {
  fromText?: string;
  formattedFromPrice?: string;
  formattedSubscriptionSalePriceText?: string;
  formattedSubscriptionSalePrice?: string;
  formattedNormalSubscriptionPriceText?: string;
  formattedNormalSubscriptionPrice?: string;
}

const PRICE_ONLY = '{price}';
const DEFAULT_FROM_PHRASE = 'from {fromPrice}';
const DEFAULT_UNAVAILABLE = 'Unavailable';

/** The `product-price` view of an item; empty for an item whose type is explicitly undefined. */
export function productPriceView(item: unknown, args: readonly string[], ctx: RenderContext): ProductPriceView {
  if (isSubscribable(item)) return subscriptionProductPriceView(item, args, ctx);
  if (productTypeOf(item) === ProductType.UNDEFINED) return {};
  const fromText = hasVariedPrices(item) ? localizedOr(ctx, 'productPriceFromText', DEFAULT_FROM_PHRASE) : undefined;
  return withPrices({}, item, fromText, PRICE_ONLY, args, ctx);
}

/**
 * Adds the item's prices to a view, each with its phrase: the from price when `fromText` is
 * given (prices vary), the sale price when the item is on sale, and the normal price.
 */
function withPrices(
  view: ProductPriceView,
  item: unknown,
  fromText: string | undefined,
  priceText: string,
  args: readonly string[],
  ctx: RenderContext,
): ProductPriceView {
  if (fromText !== undefined) {
    view.fromText = fromText;
    view.formattedFromPrice = moneyText(fromPriceMoney(item), args, ctx);
  }
  if (isOnSale(item)) {
    view.formattedSalePriceText = priceText;
    view.formattedSalePrice = moneyText(salePriceMoney(item), args, ctx);
  }
  view.formattedNormalPriceText = priceText;
  view.formattedNormalPrice = moneyText(normalPriceMoney(item), args, ctx);
  return view;
}

/**
 * Subscription products phrase every price with the plan ("{price} every month"). A plan
 * without a billing period cannot be bought: SUB-12 shows 'Unavailable' in place of a price.
 */
function subscriptionProductPriceView(item: unknown, args: readonly string[], ctx: RenderContext): ProductPriceView {
  const terms = subscriptionTermsOf(item);
  if (terms === undefined) {
    // The from-branch of the template shows fromText alone; the price field only selects it.
    return { fromText: localizedOr(ctx, 'productPriceUnavailable', DEFAULT_UNAVAILABLE), formattedFromPrice: 'true' };
  }
  const multiplePrices = hasVariedPrices(item);
  const phrase = localizedOr(
    ctx,
    subscriptionPhraseKey(terms, multiplePrices),
    defaultSubscriptionPhrase(terms, multiplePrices),
  );
  const view: ProductPriceView = { billingPeriodValue: terms.billingPeriodValue, duration: terms.duration };
  return withPrices(view, item, multiplePrices ? phrase : undefined, phrase, args, ctx);
}

/**
 * The `subscription-price` view: the price of the first pricing option of the cheapest
 * variant, "from" that price when variants have different prices. Empty without options.
 */
export function subscriptionPriceView(
  item: unknown,
  args: readonly string[],
  ctx: RenderContext,
): SubscriptionPriceView {
  const options = lowestVariantPricingOptions(item);
  if (pricingOptionCount(options) === 0) return {};
  const view: SubscriptionPriceView = {};
  if (hasVariedPrices(item)) {
    view.fromText = localizedOr(ctx, 'productPriceFromText', DEFAULT_FROM_PHRASE);
    view.formattedFromPrice = moneyText(firstPricingOptionMoney(options), args, ctx);
  }
  const first = getChild(options, 0);
  if (isTruthy(getChild(first, 'onSale'))) {
    view.formattedSubscriptionSalePriceText = PRICE_ONLY;
    view.formattedSubscriptionSalePrice = moneyText(getChild(first, 'salePriceMoney'), args, ctx);
  }
  view.formattedNormalSubscriptionPriceText = PRICE_ONLY;
  view.formattedNormalSubscriptionPrice = moneyText(getChild(first, 'priceMoney'), args, ctx);
  return view;
}

/** A site's translation from `localizedStrings`, or the English default when it has none. */
export function localizedOr(ctx: RenderContext, key: string, fallback: string): string {
  const text = ctx.resolve(['localizedStrings', key]);
  return text === undefined ? fallback : asString(text);
}
