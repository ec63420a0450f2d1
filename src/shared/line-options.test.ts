import { describe, expect, it } from 'vitest';
import { lineOptionsOf, lineOptionTexts, lineOptionValue } from './line-options';

describe('line options', () => {
  it("CART-25 a variant's option values are shown as they are; never its SKU", () => {
    const options = lineOptionsOf({ Color: 'Sage', Size: '12 oz' }, false, 'USD');
    expect(options).toEqual([
      { name: 'Color', value: 'Sage', amountCents: null },
      { name: 'Size', value: '12 oz', amountCents: null },
    ]);
    expect(lineOptionTexts(options, 'USD')).toEqual(['Color: Sage', 'Size: 12 oz']);
  });

  it("GAP-61 a gift card's value is money in the site's currency and locale", () => {
    expect(lineOptionTexts(lineOptionsOf({ Value: '50.00' }, true, 'USD'), 'USD')).toEqual(['Value: $50.00']);
    expect(lineOptionTexts(lineOptionsOf({ Value: '5000' }, true, 'JPY'), 'JPY')).toEqual(['Value: ¥5,000']);
    expect(lineOptionTexts(lineOptionsOf({ Value: '1250' }, true, 'EUR'), 'EUR', 'de')).toEqual(['Value: 1.250,00\u00a0€']);
    // A value that is not an amount (an owner's own label) is shown as written.
    const labelled = lineOptionsOf({ Design: 'Birthday' }, true, 'USD');
    expect(lineOptionValue(labelled[0]!, () => 'money')).toBe('Birthday');
  });
});
