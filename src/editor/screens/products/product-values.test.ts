import { describe, expect, it } from 'vitest';
import type { ProductWithStock } from '../../../shared/api/catalog';
import type { Item } from '../../../shared/api/content-items';
import { ApiError } from '../../api/owner-client';
import { skuFor } from './variant-bulk-edit';
import { itemUpdateOf, productBodyOf, productValuesSchema, valuesOf } from './product-values';
import { serverErrorsOf } from './server-errors';

const item = { id: 'i1', title: 'Tee', body: '<p>Soft.</p>', excerpt: '', urlId: 'tee', status: 'draft', fullUrl: '/shop/tee' } as Item;
const stock = (qtyInStock: number, unlimited = false) => ({ variantId: 'x', qtyInStock, unlimited });
const product = {
  itemId: 'i1',
  productType: 1,
  isSubscribable: false,
  subscriptionPlan: null,
  variantOptionOrdering: ['Size'],
  additionalFieldsFormId: null,
  digitalFileAssetId: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  merchandising: { scarcityThreshold: 3 },
  images: [],
  version: 4,
  variants: [
    { id: 'v1', sku: 'TEE-S', price: 2000, salePrice: 0, onSale: false, attributes: { Size: 'S' }, position: 0, mainImageId: null, stock: stock(5) },
    { id: 'v2', sku: 'TEE-M', price: 2200, salePrice: 1800, onSale: true, attributes: { Size: 'M' }, position: 1, mainImageId: null, stock: stock(0, true) },
  ],
} as unknown as ProductWithStock;

describe('the product form values', () => {
  it('reads options, prices as decimals in the currency, stock and merchandising from the product', () => {
    const values = valuesOf(item, product, 'USD');
    expect(values.options).toEqual([{ name: 'Size', values: 'S, M' }]);
    expect(values.variants.map((v) => [v.price, v.salePrice, v.onSale, v.stock, v.unlimited])).toEqual([
      ['20.00', '', false, '5', false],
      ['22.00', '18.00', true, '0', true],
    ]);
    expect([values.status, values.scarcityThreshold, values.scarcityEnabled]).toEqual(['hidden', '3', 'default']);
  });

  it('PROD-02 sends minor units, keeps variant ids, and a stock change only for variants whose stock changed', () => {
    const values = valuesOf(item, product, 'USD');
    values.variants[0]!.price = '21.5';
    values.variants[0]!.stock = '7';
    values.variants[1]!.unlimited = false;
    values.variants[1]!.stock = '2';
    values.variants.push({ ...values.variants[0]!, key: 'new', id: undefined, sku: '', stock: '0', saved: null, attributes: { Size: 'L' } });
    values.scarcityEnabled = 'on';
    const { product: body, stock: changes } = productBodyOf(values, 'USD');
    expect(body.variants.map((v) => [v.id ?? null, v.sku ?? null, v.price, v.salePrice, v.onSale])).toEqual([
      ['v1', 'TEE-S', 2150, 0, false],
      ['v2', 'TEE-M', 2200, 1800, true],
      [null, null, 2150, 0, false],
    ]);
    expect(changes).toEqual([{ expected: 5, quantity: 7 }, { unlimited: false, expected: 0, quantity: 2 }, null]);
    expect(body.merchandising).toEqual({ scarcityEnabled: true, scarcityThreshold: 3 });
    expect(body.subscriptionPlan).toBeNull();
  });

  it('sends the slug only when it changed', () => {
    const saved = valuesOf(item, product, 'USD');
    expect(itemUpdateOf({ ...saved, title: ' Tee 2 ' }, saved)).toEqual({ title: 'Tee 2', body: '<p>Soft.</p>', excerpt: '' });
    expect(itemUpdateOf({ ...saved, urlId: 'tee-shirt' }, saved)).toMatchObject({ urlId: 'tee-shirt' });
  });

  it('refuses a price that is not an amount and a stock that is not a count, with messages', () => {
    const values = valuesOf(item, product, 'USD');
    values.variants[0]!.price = 'ten';
    values.variants[1]!.stock = '1.5';
    values.title = ' ';
    const result = productValuesSchema('USD').safeParse(values);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ title: 'Give the product a title.', 'variants.0.price': 'Enter a price such as 19.99.', 'variants.1.stock': 'Enter a whole number of units.' });
  });

  it('puts the server\'s field errors on the form\'s fields and lists them', () => {
    const error = new ApiError({
      status: 400,
      crumbFail: false,
      message: 'Check the product.',
      code: 'VALIDATION_FAILED',
      errors: { 'product.variants.1.sku': 'The SKU TEE-M is used by another product.', 'product.merchandising.scarcityThreshold': 'A threshold is at least 1 unit.', urlId: 'That URL is taken.' },
    });
    expect(serverErrorsOf(error)).toEqual({
      fields: { 'variants.1.sku': 'The SKU TEE-M is used by another product.', scarcityThreshold: 'A threshold is at least 1 unit.', urlId: 'That URL is taken.' },
      messages: ['Variant 2, SKU: The SKU TEE-M is used by another product.', 'Low-stock threshold: A threshold is at least 1 unit.', 'URL slug: That URL is taken.'],
    });
  });

  it('makes bulk SKUs from a prefix and the variant\'s values', () => {
    expect(skuFor('Apron', { Size: 'M', Color: 'Sky blue' })).toBe('APRON-M-SKY-BLUE');
  });
});
