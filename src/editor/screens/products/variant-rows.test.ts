import { describe, expect, it } from 'vitest';
import { combinations, variantName, variantsFor, type VariantRow } from './variant-rows';

const row = (key: string, attributes: Record<string, string>, extra: Partial<VariantRow> = {}): VariantRow => ({
  key,
  id: key,
  sku: `SKU-${key}`,
  price: '20.00',
  salePrice: '',
  onSale: false,
  stock: '3',
  unlimited: false,
  attributes,
  mainImageId: null,
  saved: { qtyInStock: 3, unlimited: false },
  ...extra,
});

describe('the variant grid rows', () => {
  it('PROD-02 makes the cartesian product of the options in option order', () => {
    const combos = combinations([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(combos).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' },
      { Size: 'M', Color: 'Blue' },
    ]);
    expect(combinations([])).toEqual([{}]);
  });

  it('keeps the single variant of a product that gains options, and copies prices to the new combinations', () => {
    const rows = variantsFor([{ name: 'Size', values: ['S', 'M'] }], [row('v1', {}, { price: '12.50' })])!;
    expect(rows.map((r) => [r.id, r.attributes, r.price, r.sku, r.stock])).toEqual([
      ['v1', { Size: 'S' }, '12.50', 'SKU-v1', '3'],
      [undefined, { Size: 'M' }, '12.50', '', '0'],
    ]);
  });

  it('keeps each variant whose values still exist when an option is added or a value removed', () => {
    const start = [row('s', { Size: 'S' }, { price: '10.00' }), row('m', { Size: 'M' }, { price: '11.00' }), row('l', { Size: 'L' })];
    const rows = variantsFor(
      [
        { name: 'Size', values: ['M', 'S'] },
        { name: 'Color', values: ['Red', 'Blue'] },
      ],
      start,
    )!;
    expect(rows.map((r) => [variantName(r), r.id ?? null, r.price])).toEqual([
      ['Size M / Color Red', 'm', '11.00'],
      ['Size M / Color Blue', null, '11.00'],
      ['Size S / Color Red', 's', '10.00'],
      ['Size S / Color Blue', null, '10.00'],
    ]);
  });

  it('refuses more than 250 combinations', () => {
    const many = Array.from({ length: 16 }, (_, i) => String(i));
    expect(variantsFor([{ name: 'A', values: many }, { name: 'B', values: many }], [])).toBeNull();
    expect(variantsFor([{ name: 'A', values: many.slice(0, 10) }, { name: 'B', values: many.slice(0, 10) }], [])).toHaveLength(100);
  });
});
