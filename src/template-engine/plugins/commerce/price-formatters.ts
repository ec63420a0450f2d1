/**
 * Formatters that print prices and numbers of the store: the legacy cent amounts
 * (`from-price`, `normal-price`, `sale-price`), the price blocks (`product-price`,
 * `subscription-price`) and the CLDR number helpers used by store pages.
 */
import type { Formatter } from '../../plugin';
import { asString } from '../../values';
import { Decimal } from '@phensley/cldr-core';
import { parseDecimal } from '../i18n-money';
import { PRODUCT_PRICE_TEMPLATE } from '../templates/product-price';
import { SUBSCRIPTION_PRICE_TEMPLATE } from '../templates/subscription-price';
import { legacyCents } from './money';
import { productPriceView, subscriptionPriceView } from './price-views';
import { fromPriceMoney, normalPriceMoney, salePriceMoney } from './prices';

const ZERO = new Decimal('0');

/** A price in cents as text, e.g. `{@|from-price}` → "1250" for 12.50. */
function centsFormatter(pick: (item: unknown) => unknown): Formatter {
  return (_args, vars) => {
    const first = vars[0]!;
    first.value = legacyCents(pick(first.value)).toString();
  };
}

export const fromPrice = centsFormatter(fromPriceMoney);
export const normalPrice = centsFormatter(normalPriceMoney);
export const salePrice = centsFormatter(salePriceMoney);

/** `{item|product-price}`: the item's price block; arguments are currency options. */
export const productPrice: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  first.value = ctx.execute(PRODUCT_PRICE_TEMPLATE, productPriceView(first.value, args, ctx), { isolated: true });
};

/** `{item|subscription-price}`: the subscription price of the item's cheapest variant. */
export const subscriptionPrice: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  first.value = ctx.execute(SUBSCRIPTION_PRICE_TEMPLATE, subscriptionPriceView(first.value, args, ctx), {
    isolated: true,
  });
};

/**
 * `{cents|bookkeeper-money-format}`: an amount in cents in the currency of the locale's
 * region, e.g. 12345 → "$123.45" for en-US. Empty without locale data.
 */
export const bookkeeperMoneyFormat: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const cldr = ctx.cldr;
  if (cldr === undefined) {
    first.value = '';
    return;
  }
  const cents = parseDecimal(asString(first.value)) ?? ZERO;
  const region = cldr.General.locale().tag.region();
  first.value = cldr.Numbers.formatCurrency(cents.divide(100), cldr.Numbers.getCurrencyForRegion(region));
};

/**
 * `{n|percentage-format}`: a number with two to three decimals, grouped
 * ("123,456.00"); with `trim`, trailing zero decimals are dropped. No percent sign:
 * templates add their own.
 */
export const percentageFormat: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const cldr = ctx.cldr;
  if (cldr === undefined) {
    first.value = '';
    return;
  }
  const n = parseDecimal(asString(first.value)) ?? ZERO;
  first.value = cldr.Numbers.formatDecimal(n, {
    minimumFractionDigits: args.includes('trim') ? 0 : 2,
    maximumFractionDigits: 3,
  });
};
