import { beforeAll, describe, expect, it } from 'vitest';
import { cldrFor } from '../../locale-data';
import { installLocalePacks } from '../../../server/render/locale-packs';
import { fakeContext } from '../fake-render-context';
import { amountOf, currencyOf, legacyCents, moneyText } from './money';
import {
  firstPricingOptionMoney,
  fromPriceMoney,
  lowestVariantPricingOptions,
  normalPriceMoney,
  salePriceMoney,
} from './prices';

beforeAll(() => installLocalePacks());

const usd = (value: string) => ({ value, currency: 'USD' });
const product = (type: number, content: Record<string, unknown>) => ({ structuredContent: { productType: type, ...content } });
const cents = (money: unknown) => legacyCents(money).toString();

describe('money values', () => {
  it('reads amounts and currencies, defaulting to 0 USD', () => {
    expect(amountOf(usd('12.50')).toString()).toBe('12.50');
    expect(amountOf({ value: 'abc' }).toString()).toBe('0');
    expect(amountOf(undefined).toString()).toBe('0');
    expect(currencyOf({ value: '1', currency: ' EUR ' })).toBe('EUR');
    expect(currencyOf({ value: '1' })).toBe('USD');
  });

  it('converts to cents for the legacy price fields', () => {
    expect(cents(usd('7.50'))).toBe('750');
    expect(cents(usd('.5'))).toBe('50');
    expect(cents(usd('1.005'))).toBe('100.5');
  });

  it('prints legacy money as an en-US amount for storefront scripts to localise', () => {
    const ctx = fakeContext({ scopes: [{}] });
    expect(moneyText(usd('1234.5'), [], ctx)).toBe('<span class="sqs-money-native">1,234.50</span>');
    expect(moneyText(undefined, [], ctx)).toBe('<span class="sqs-money-native">0.00</span>');
  });

  it('prints CLDR money when the site flag asks for it, with currency options', () => {
    const scopes = [{ featureFlags: { useCLDRMoneyFormat: true } }];
    const ctx = { ...fakeContext({ scopes }), cldr: cldrFor('en') };
    expect(moneyText({ value: '2500', currency: 'EUR' }, [], ctx)).toBe('€2,500.00');
    expect(moneyText({ value: '2500', currency: 'EUR' }, ['style:code', 'no-group'], ctx)).toBe('2500.00 EUR');
    expect(moneyText(usd('1'), [], fakeContext({ scopes }))).toBe('');
  });
});

describe('price selection', () => {
  const variants = [
    { priceMoney: usd('1') },
    { onSale: true, priceMoney: usd('3'), salePriceMoney: usd('.10') },
    { priceMoney: usd('.75') },
    { onSale: true, priceMoney: usd('2'), salePriceMoney: usd('.5') },
  ];

  it('the from price is the lowest current price, counting sale prices', () => {
    expect(cents(fromPriceMoney(product(1, { variants })))).toBe('10');
    expect(cents(fromPriceMoney(product(4, { variants })))).toBe('10');
  });

  it('the normal price is the highest regular price', () => {
    expect(cents(normalPriceMoney(product(3, { variants })))).toBe('300');
  });

  it('the sale price is the lowest price among variants on sale; gift cards have none', () => {
    expect(cents(salePriceMoney(product(1, { variants })))).toBe('10');
    expect(cents(salePriceMoney(product(4, { variants })))).toBe('0');
  });

  it('digital products price at product level', () => {
    const digital = product(2, { priceMoney: usd('9'), salePriceMoney: usd('4') });
    expect(cents(fromPriceMoney(digital))).toBe('900');
    expect(cents(normalPriceMoney(digital))).toBe('900');
    expect(cents(salePriceMoney(digital))).toBe('400');
  });

  it('items without a known type or variants price at 0', () => {
    expect(cents(fromPriceMoney(product(-1, {})))).toBe('0');
    expect(cents(normalPriceMoney(product(1, { variants: [] })))).toBe('0');
  });

  it('SUB-07 takes pricing options from the cheapest variant of a physical or service product', () => {
    const options = [{ onSale: true, priceMoney: usd('9'), salePriceMoney: usd('6') }];
    const item = product(1, { variants: [{ priceMoney: usd('5'), pricingOptions: [] }, { priceMoney: usd('4'), pricingOptions: options }] });
    expect(lowestVariantPricingOptions(item)).toBe(options);
    expect(cents(firstPricingOptionMoney(options))).toBe('600');
    expect(lowestVariantPricingOptions(product(2, { variants: [{ pricingOptions: options }] }))).toBeNull();
  });
});
