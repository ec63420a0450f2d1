import { describe, expect, it } from 'vitest';
import {
  checkPurchase,
  findVariant,
  GIFT_CARD_DENOMINATION,
  NOT_ENOUGH_STOCK,
  optionNames,
  optionValues,
  parseQuantity,
  soldOutLabel,
  QUANTITY_NOT_A_NUMBER,
  QUANTITY_NOT_WHOLE,
  stockAllowsForm,
  unselectedOptionsMessage,
  VARIANT_UNAVAILABLE,
} from './purchase-rules';
import type { ProductFormProps, VariantView } from './product-form.types';

function variant(sku: string, attributes: Record<string, string>, stock: number | 'unlimited' = 5): VariantView {
  const money = { value: '10.00', currency: 'USD' };
  return { id: `id-${sku}`, sku, priceMoney: money, salePriceMoney: money, onSale: false, qtyInStock: stock === 'unlimited' ? 0 : stock, unlimited: stock === 'unlimited', attributes };
}

function product(over: Partial<ProductFormProps>): ProductFormProps {
  return {
    itemId: 'item-1',
    title: 'Mug',
    productType: 1,
    variants: [],
    variantOptionOrdering: [],
    isSubscribable: false,
    additionalFieldsFormId: null,
    useCustomAddButtonText: false,
    customAddButtonText: '',
    multipleQuantityAllowedForServices: true,
    currency: 'USD',
    locale: 'en',
    ...over,
  };
}

const mug = product({
  variantOptionOrdering: ['Color', 'Size'],
  variants: [variant('SAGE-8', { Color: 'Sage', Size: '8 oz' }), variant('SAGE-12', { Color: 'Sage', Size: '12 oz' }, 0), variant('CHAR-8', { Color: 'Charcoal', Size: '8 oz' })],
});

describe('product form checks (spec §5)', () => {
  it('ATC-09 ATC-10 ATC-11 unselected options: one, two, more', () => {
    expect(unselectedOptionsMessage([])).toBeNull();
    expect(unselectedOptionsMessage(['Size'])).toBe('Please select the Size option.');
    expect(unselectedOptionsMessage(['Color', 'Size'])).toBe('Please select the Color and Size options.');
    expect(unselectedOptionsMessage(['Color', 'Size', 'Fit'])).toBe('Please select the Color, Size and Fit options.');
    expect(unselectedOptionsMessage(['A', 'B', 'C', 'D'])).toBe('Please select the A, B, C and D options.');
  });

  it('ATC-14 ATC-15 quantity must be a number, and a whole one', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    for (const text of ['', 'two', '3x', 'NaN', 'Infinity']) expect(parseQuantity(text)).toEqual({ ok: false, message: QUANTITY_NOT_A_NUMBER });
    for (const text of ['1.5', '0.1', '2.25']) expect(parseQuantity(text)).toEqual({ ok: false, message: QUANTITY_NOT_WHOLE });
    expect(QUANTITY_NOT_A_NUMBER).toBe('Quantity must be a number.');
    expect(QUANTITY_NOT_WHOLE).toBe('Quantity must be a whole number.');
  });

  it('PDP-01 options in the product order, values in variant order; the variant every chosen value names', () => {
    expect(optionNames(mug)).toEqual(['Color', 'Size']);
    expect(optionNames(product({ variants: [variant('A', { Fit: 'Slim', Size: 'M' })] }))).toEqual(['Fit', 'Size']);
    expect(optionValues(mug.variants, 'Size')).toEqual(['8 oz', '12 oz']);
    expect(findVariant(mug.variants, ['Color', 'Size'], { Color: 'Sage', Size: '12 oz' })?.sku).toBe('SAGE-12');
    expect(findVariant(mug.variants, ['Color', 'Size'], { Color: 'Charcoal', Size: '12 oz' })).toBeNull();
    expect(findVariant([variant('ONE', {})], [], {})?.sku).toBe('ONE');
  });

  it('ATC-08 ATC-12 ATC-13 checks in order: options, variant, quantity, stock', () => {
    expect(checkPurchase(mug, { Color: '', Size: '' }, '1')).toEqual({ ok: false, message: 'Please select the Color and Size options.' });
    expect(checkPurchase(mug, { Color: 'Sage', Size: '' }, 'x')).toEqual({ ok: false, message: 'Please select the Size option.' });
    expect(checkPurchase(mug, { Color: 'Charcoal', Size: '12 oz' }, '1')).toEqual({ ok: false, message: VARIANT_UNAVAILABLE });
    expect(VARIANT_UNAVAILABLE).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    expect(checkPurchase(mug, { Color: 'Sage', Size: '8 oz' }, '1.5')).toEqual({ ok: false, message: QUANTITY_NOT_WHOLE });
    expect(checkPurchase(mug, { Color: 'Sage', Size: '12 oz' }, '1')).toEqual({ ok: false, message: NOT_ENOUGH_STOCK });
    expect(NOT_ENOUGH_STOCK).toBe('Sorry, we do not have enough of that item available.');
    expect(checkPurchase(mug, { Color: 'Sage', Size: '8 oz' }, '6')).toEqual({ ok: false, message: NOT_ENOUGH_STOCK });
    const ok = checkPurchase(mug, { Color: 'Sage', Size: '8 oz' }, '5');
    expect(ok.ok && [ok.variant.sku, ok.quantity]).toEqual(['SAGE-8', 5]);
  });

  it('PDP-06 a form without a quantity input buys one; digital goods and gift cards never run out (PROD-10)', () => {
    const digital = product({ productType: 2, variants: [variant('D', {}, 0)] });
    const ok = checkPurchase(digital, {}, null);
    expect(ok.ok && ok.quantity).toBe(1);
    const unlimited = product({ variants: [variant('U', {}, 'unlimited')] });
    expect(checkPurchase(unlimited, {}, '9999').ok).toBe(true);
  });

  it('GIFT-02 a gift card without a denomination', () => {
    const card = product({ productType: 4, variantOptionOrdering: ['Value'], variants: [variant('G25', { Value: '$25' }, 0), variant('G50', { Value: '$50' }, 0)] });
    expect(checkPurchase(card, { Value: '' }, null)).toEqual({ ok: false, message: GIFT_CARD_DENOMINATION });
    expect(GIFT_CARD_DENOMINATION).toBe('Select a denomination for the Gift Card');
    expect(checkPurchase(card, { Value: '$50' }, null).ok).toBe(true);
  });

  it('ATC-16 with an additional-fields form, stock must be unlimited or strictly above what the cart holds', () => {
    expect(stockAllowsForm({ unlimited: true, qtyInStock: 0 }, 10)).toBe(true);
    expect(stockAllowsForm({ unlimited: false, qtyInStock: 3 }, 2)).toBe(true);
    expect(stockAllowsForm({ unlimited: false, qtyInStock: 3 }, 3)).toBe(false);
    expect(stockAllowsForm({ unlimited: false, qtyInStock: 0 }, 0)).toBe(false);
  });
});

describe('the add button of a sold-out choice (PDP-15, PROD-09)', () => {
  it("PDP-15 says 'sold out' (or the product's own sold-out text) for a sold-out variant of a physical or service product, before any click", () => {
    const soldOut = variant('SAGE-12', { Color: 'Sage', Size: '12 oz' }, 0);
    expect(soldOutLabel(mug, soldOut)).toBe('sold out');
    expect(soldOutLabel({ ...mug, merchandising: { customSoldOutText: 'Back in May' } }, soldOut)).toBe('Back in May');
    expect(soldOutLabel({ ...mug, productType: 3 }, soldOut)).toBe('sold out');
    expect(soldOutLabel(mug, variant('SAGE-8', {}, 2))).toBeNull();
    expect(soldOutLabel(mug, variant('SAGE-8', {}, 'unlimited'))).toBeNull();
    expect(soldOutLabel(mug, null)).toBeNull();
  });

  it('PROD-10 digital products and gift cards never say sold out', () => {
    const none = variant('E-1', {}, 0);
    expect(soldOutLabel({ ...mug, productType: 2 }, none)).toBeNull();
    expect(soldOutLabel({ ...mug, productType: 4 }, none)).toBeNull();
  });
});
