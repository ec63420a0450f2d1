/**
 * Differential test: generated store pages render the commerce formatters and predicates
 * byte for byte as the reference engine does, including the whitespace around embedded
 * templates.
 *
 * Deliberate differences are kept out of the generators: field types and ids that name
 * Object.prototype members (the reference looks them up on the prototype) and likert
 * fields without values (the reference throws), and markup in form answers and titles (we
 * escape shoppers' answers, the reference prints them as typed).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../index';
import { installLocalePacks } from '../../../server/render/locale-packs';
import { renderWithReference } from '../../../../test/support/reference-engine';

const RUNS = 250;

const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, null, ''));
const money = fc.option(
  fc.record(
    {
      value: fc.oneof(fc.constantFrom('1', '2.50', '.5', '0', '100', 'abc', '', '1.005', '19.99'), fc.nat(300)),
      currency: fc.constantFrom('USD', 'EUR', ' JPY ', '', null),
    },
    { requiredKeys: [] },
  ),
);
const plan = fc.record(
  {
    billingPeriod: fc.option(
      fc.record(
        {
          value: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.constantFrom('2', 'x')),
          unit: fc.constantFrom('WEEK', 'MONTH', 'YEAR', 'DAY', ''),
        },
        { requiredKeys: [] },
      ),
    ),
    numBillingCycles: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.constantFrom('3', 52, 104, 24, 26)),
  },
  { requiredKeys: [] },
);
const pricingOption = fc.record({ onSale: flag, priceMoney: money, salePriceMoney: money }, { requiredKeys: [] });
const variant = fc.record(
  {
    onSale: flag,
    price: fc.option(fc.nat(3)),
    salePrice: fc.nat(3),
    priceMoney: money,
    salePriceMoney: money,
    qtyInStock: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom('2', null)),
    unlimited: flag,
    attributes: fc.dictionary(
      fc.constantFrom('color', 'fit', 'Value', 'x"y'),
      fc.oneof(fc.constantFrom('red', 'blue', '<b>', 'a&b'), fc.nat(3)),
    ),
    optionValues: fc.array(fc.record({ value: fc.constantFrom('blue', 'L', 3) }, { requiredKeys: [] }), {
      maxLength: 3,
    }),
    pricingOptions: fc.oneof(fc.array(pricingOption, { maxLength: 3 }), fc.constant({})),
  },
  { requiredKeys: [] },
);
const item = fc.record(
  {
    id: fc.constantFrom('p1', 'p2'),
    collectionId: fc.constant('c1'),
    structuredContent: fc.record(
      {
        productType: fc.constantFrom(1, 2, 3, 4, 5, -1, '1', '3', 0, 'x', null, 1.5),
        variants: fc.oneof(fc.array(variant, { maxLength: 4 }), fc.constant({ a: 1 })),
        onSale: flag,
        priceMoney: money,
        salePriceMoney: money,
        isSubscribable: flag,
        subscriptionPlan: plan,
        variantOptionOrdering: fc.array(fc.constantFrom('color', 'fit', 'Value', 'x"y'), { maxLength: 3 }),
        useCustomAddButtonText: flag,
        customAddButtonText: fc.constantFrom('Buy <now>', '', 5),
        additionalFieldsFormId: fc.constantFrom('f1', ''),
        additionalFieldsForm: fc.constantFrom({ a: 1 }, null),
        productSubscriptionOptions: fc.constantFrom([], [{ id: 'o1' }], 'str', 5),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const localizedStrings = fc.record(
  {
    productPriceFromText: fc.constantFrom('desde {fromPrice}', ''),
    productAddToCartText: fc.constantFrom('Add!', ''),
    productSubscribeText: fc.constantFrom('Sub!', ''),
    productPrice__singlePrice__1Weekly__indefinite: fc.constant('{price} weekly!'),
    productSoldOutText: fc.constantFrom('gone', ''),
    productSaleText: fc.constant('SALE'),
    productVariantSelectText: fc.constantFrom('Pick {variantName}', ''),
    giftCardVariantSelectText: fc.constant('Pick value'),
    giftCardValueDisplayText: fc.constantFrom('Amount', ''),
    productQuantityInputLabel: fc.constantFrom('Qty', ''),
    productQuickViewText: fc.constantFrom('Peek', ''),
    productPriceUnavailable: fc.constant('N/A!'),
  },
  { requiredKeys: [] },
);
const merchandising = fc.constant({
  p1: {
    scarcityEnabled: true,
    scarcityText: 'Only {qtyInStock}!',
    scarcityTemplateViews: [{ qtyInStock: 2 }, { qtyInStock: 1, attributes: { c: 'r' } }],
    customSoldOutText: '<x>',
    restockNotificationViews: [{ variantId: 1, hiddenByDefault: true }],
    restockNotificationMessages: { CTAText: 'cta', buttonText: 'b' },
    mailingListSignUpEnabled: true,
  },
});
const page = fc.record(
  {
    item,
    localizedStrings,
    featureFlags: fc.constant({ useCLDRMoneyFormat: true }),
    websiteSettings: fc.record({
      storeSettings: fc.record({ multipleQuantityAllowedForServices: flag }, { requiredKeys: [] }),
    }),
    productMerchandisingContext: merchandising,
  },
  { requiredKeys: ['item'] },
);

const PRODUCT_TEMPLATE = [
  ...[
    'add-to-cart-btn', 'from-price', 'normal-price', 'sale-price', 'product-checkout', 'product-price',
    'subscription-price', 'product-quick-view', 'product-restock-notification', 'product-scarcity',
    'product-status', 'quantity-input', 'variants-select',
  ].map((name) => `[${name}]{item|${name}}`),
  '[descriptors]{.repeated section item.structuredContent.variants}{@|variant-descriptor}{.end}',
  '{.section item}{.has-variants?}HV{.end}{.on-sale?}OS{.end}{.sold-out?}SO{.end}{.varied-prices?}VP{.end}{.end}',
  '[code]{item|product-price style:code}',
].join('\n');

const scalar = fc.oneof(
  fc.constantFrom('1', '2', '-2', '0', 'x', '', '<b>', 'a&b', true, false, null),
  fc.integer({ min: -3, max: 3 }),
);
/** Form answers: text without markup, which both engines print alike. */
const answer = fc.oneof(
  fc.constantFrom('1', '2', '-2', '0', 'x', '', 'a b', true, false, null),
  fc.integer({ min: -3, max: 3 }),
);
const answers = fc.oneof(
  fc.array(answer, { maxLength: 3 }),
  fc.dictionary(
    fc.constantFrom(
      ...['Line1', 'Line2', 'City', 'Zip', 'Month', 'Year', 'First', 'Last'],
      ...['Areacode', 'Line', 'Country', 'Hour', 'Minute', 'Ampm', 'Q1'],
    ),
    answer,
  ),
  answer,
);
const field = fc.record(
  {
    type: fc.constantFrom('address', 'checkbox', 'date', 'likert', 'name', 'phone', 'time', 'text'),
    rawTitle: fc.constantFrom('T', 'a b', 3),
    value: fc.oneof(answer, fc.constant({ a: 1 })),
    values: answers,
  },
  { requiredKeys: ['type'] },
).filter((f) => f.type !== 'likert' || (f.values !== undefined && f.values !== null));
const formPage = fc.record({
  field,
  localizedStrings: fc.record(
    { productSummaryFormNoAnswerText: fc.constantFrom('  none ', ''), productAnswerMapAgree: fc.constantFrom('Oui', 3) },
    { requiredKeys: [] },
  ),
  cart: fc.record(
    { entries: fc.oneof(fc.array(fc.record({ quantity: scalar }), { maxLength: 3 }), scalar) },
    { requiredKeys: [] },
  ),
  n: fc.oneof(scalar, fc.constantFrom('12345.678', '1e3', '-0.5', 123456, 0.0001)),
});
const FORM_TEMPLATE =
  '{field|summary-form-field}\n{cart|cart-quantity}{cart|cart-subtotal}{cart|cart-url}\n' +
  '{n|bookkeeper-money-format}|{n|percentage-format}|{n|percentage-format trim}|{field|product-quick-view type}';

function sameAsReference(template: string, data: unknown, locale: string): boolean {
  const json = JSON.parse(JSON.stringify(data)) as unknown;
  const theirs = renderWithReference(template, json, { locale });
  if (theirs.threw !== undefined) return true;
  const ours = render(template, json, { locale }).html;
  expect(ours).toBe(theirs.html);
  return true;
}

describe('differential: commerce plugins vs reference engine', () => {
  beforeAll(() => installLocalePacks());

  it('TPL-03 renders generated products like the reference', () => {
    const locales = fc.constantFrom('en', 'de', 'none');
    fc.assert(
      fc.property(page, locales, (p, locale) => sameAsReference(PRODUCT_TEMPLATE, p, locale)),
      { numRuns: RUNS, seed: 20240601 },
    );
  });

  it('TPL-03 renders generated form answers, carts and numbers like the reference', () => {
    const locales = fc.constantFrom('en', 'de-DE', 'ja-JP', 'none');
    fc.assert(
      fc.property(formPage, locales, (p, locale) => sameAsReference(FORM_TEMPLATE, p, locale)),
      { numRuns: RUNS, seed: 20240601 },
    );
  });
});
