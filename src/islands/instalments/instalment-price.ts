/**
 * The price the instalment message speaks of (BNPL-04..07): the chosen variant's current
 * price, or before a choice the lowest of them ('from' when they differ), as the server
 * rendered it. Minor units of the store's currency, read from the variants' money values.
 */
import { isCurrency, parseDecimal } from '../../shared/money';
import type { VariantView } from '../product-form/product-form.types';

export interface MessagePrice {
  amount: number;
  from: boolean;
}

function currentAmount(variant: VariantView): number | null {
  const money = variant.onSale ? variant.salePriceMoney : variant.priceMoney;
  return isCurrency(money.currency) ? parseDecimal(money.value, money.currency) : null;
}

/** The price for `chosen`, or for the product as a whole when nothing is chosen; null without prices. */
export function messagePrice(variants: readonly VariantView[], chosen: VariantView | null): MessagePrice | null {
  if (chosen !== null) {
    const amount = currentAmount(chosen);
    return amount === null ? null : { amount, from: false };
  }
  const amounts = variants.map(currentAmount).filter((a): a is number => a !== null);
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  return { amount: lowest, from: amounts.some((a) => a !== lowest) };
}
