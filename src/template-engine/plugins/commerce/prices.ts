/**
 * Which money value an item shows as its "from", normal and sale price, and which
 * subscription pricing options apply. Each function returns a money object
 * (see money.ts) or undefined, which reads as 0 USD.
 */
import type { Decimal } from '@phensley/cldr-core';
import { getChild, getPath, isTruthy, sizeOf } from '../../values';
import { amountOf } from './money';
import { ProductType, productTypeOf, variantList } from './product-state';

/** The price a variant sells at now: its sale price while on sale. */
function currentPriceMoney(variant: unknown): unknown {
  return isTruthy(getChild(variant, 'onSale')) ? getChild(variant, 'salePriceMoney') : getChild(variant, 'priceMoney');
}

/** The lowest current price among the variants; for digital products the product price. */
export function fromPriceMoney(item: unknown): unknown {
  switch (productTypeOf(item)) {
    case ProductType.GIFT_CARD:
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return lowestVariant(variantList(item))?.money;
    case ProductType.DIGITAL:
      return getPath(item, ['structuredContent', 'priceMoney']);
    default:
      return undefined;
  }
}

/** The highest regular price among the variants; for digital products the product price. */
export function normalPriceMoney(item: unknown): unknown {
  switch (productTypeOf(item)) {
    case ProductType.GIFT_CARD:
    case ProductType.PHYSICAL:
    case ProductType.SERVICE: {
      const variants = variantList(item);
      if (variants.length === 0) return undefined;
      let money = getChild(variants[0], 'priceMoney');
      let amount = amountOf(money);
      for (let i = 1; i < variants.length; i++) {
        const candidate = getChild(variants[i], 'priceMoney');
        const candidateAmount = amountOf(candidate);
        if (candidateAmount.compare(amount) > 0) {
          money = candidate;
          amount = candidateAmount;
        }
      }
      return money;
    }
    case ProductType.DIGITAL:
      return getPath(item, ['structuredContent', 'priceMoney']);
    default:
      return undefined;
  }
}

/** The lowest sale price among variants on sale; for digital products the product sale price. */
export function salePriceMoney(item: unknown): unknown {
  switch (productTypeOf(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE: {
      let money: unknown;
      let amount: Decimal | undefined;
      for (const variant of variantList(item)) {
        if (!isTruthy(getChild(variant, 'onSale'))) continue;
        const candidate = getChild(variant, 'salePriceMoney');
        const candidateAmount = amountOf(candidate);
        if (amount === undefined || candidateAmount.compare(amount) < 0) {
          money = candidate;
          amount = candidateAmount;
        }
      }
      return money;
    }
    case ProductType.DIGITAL:
      return getPath(item, ['structuredContent', 'salePriceMoney']);
    default:
      return undefined;
  }
}

/**
 * The subscription pricing options of the cheapest variant (by current price; the first
 * wins a tie). Only physical and service products have them; null otherwise.
 */
export function lowestVariantPricingOptions(item: unknown): unknown {
  const type = productTypeOf(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return null;
  const lowest = lowestVariant(variantList(item));
  return lowest === undefined ? null : getChild(lowest.variant, 'pricingOptions');
}

/** How many pricing options there are, counting an object's keys as the language does. */
export function pricingOptionCount(options: unknown): number {
  return options === null || options === undefined ? 0 : sizeOf(options);
}

/** The current price of the first pricing option: its sale price while on sale. */
export function firstPricingOptionMoney(options: unknown): unknown {
  if (pricingOptionCount(options) === 0) return undefined;
  return currentPriceMoney(getChild(options, 0));
}

function lowestVariant(variants: readonly unknown[]): { variant: unknown; money: unknown } | undefined {
  if (variants.length === 0) return undefined;
  let variant = variants[0];
  let money = currentPriceMoney(variant);
  let amount = amountOf(money);
  for (let i = 1; i < variants.length; i++) {
    const candidateMoney = currentPriceMoney(variants[i]);
    const candidateAmount = amountOf(candidateMoney);
    if (candidateAmount.compare(amount) < 0) {
      variant = variants[i];
      money = candidateMoney;
      amount = candidateAmount;
    }
  }
  return { variant, money };
}
