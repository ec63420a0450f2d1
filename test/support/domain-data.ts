/**
 * fast-check generators of plausible store, content, social, date and i18n data (products
 * with variants and prices, items with images, events with dates, money, form answers) for
 * the differential test; domain-templates.ts generates the templates that format it.
 * Shopper-typed form answers hold no markup: we escape them and the reference does not
 * (docs/decisions.md).
 */
import fc from 'fast-check';

const ITEM_ID = '560c37c1a7c8465c4a71d99a';
const text = fc.constantFrom('', 'Blue Shirt', 'Tom & Jerry', 'Sale <b>now</b>', 'ünï "q"', 'a b c', 'x');
const plainText = fc.constantFrom('', 'Jane', 'Main St 5', '42', 'yes', 'a b');
const cents = fc.oneof(fc.integer({ min: 0, max: 500000 }), fc.constantFrom(0, 99, 100, 1999, 123456789));
const currency = fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'CHF', 'BRL');
const decimalText = fc.oneof(cents.map((c) => (c / 100).toFixed(2)), fc.constantFrom('0', '10', '123456.7890', '-5.5'));
/** An instant between 1970 and 2035, with a few fixed ones that fall on day or year edges. */
const instant = fc.oneof(
  fc.integer({ min: 0, max: 2_050_000_000_000 }),
  fc.constantFrom(1582571080000, 1613557565000, 1384518630000, 1609459199000, 1627849845000),
);
export const NOW = 1627849845000;

export const money = fc.oneof(
  fc.record({ value: decimalText, currency }, { requiredKeys: ['value'] }),
  fc.record({ decimalValue: decimalText, currencyCode: currency }),
);

const billingPeriod = fc.record({ unit: fc.constantFrom('WEEK', 'MONTH', 'YEAR'), value: fc.integer({ min: 1, max: 3 }) });
const subscriptionPlan = fc.record(
  { billingPeriod, numBillingCycles: fc.integer({ min: 0, max: 12 }) },
  { requiredKeys: ['billingPeriod'] },
);
const pricingOption = fc.record(
  { priceMoney: money, salePriceMoney: money, onSale: fc.boolean(), subscriptionPlan },
  { requiredKeys: ['priceMoney', 'subscriptionPlan'] },
);

const attributes = fc.dictionary(fc.constantFrom('Color', 'Size', 'fit'), fc.constantFrom('Red', 'Blue', 'S', 'M & L', 'loose'), {
  maxKeys: 2,
  noNullPrototype: true,
});

export const variant = fc.record(
  {
    id: fc.constantFrom('v1', 'v2'),
    sku: fc.constantFrom('SKU1', 'SKU2'),
    price: cents,
    salePrice: cents,
    onSale: fc.boolean(),
    priceMoney: money,
    salePriceMoney: money,
    qtyInStock: fc.integer({ min: 0, max: 12 }),
    unlimited: fc.boolean(),
    attributes,
    optionValues: fc.array(fc.record({ value: fc.constantFrom('blue', 'large', 'M & L') }), { maxLength: 3 }),
    pricingOptions: fc.array(pricingOption, { maxLength: 2 }),
  },
  { requiredKeys: ['price', 'qtyInStock'] },
);

const structuredContent = fc.record(
  {
    productType: fc.constantFrom(1, 1, 2, 3, 4, 0),
    variants: fc.array(variant, { maxLength: 3 }),
    isSubscribable: fc.constantFrom(true, false, 'true'),
    subscriptionPlan,
    variantOptionOrdering: fc.constantFrom(['Color', 'Size'], ['fit'], []),
    useCustomAddButtonText: fc.boolean(),
    customAddButtonText: text,
  },
  { requiredKeys: ['productType', 'variants'] },
);

const colorData = fc.record({
  topLeftAverage: fc.constantFrom('111111', 'abcdef', 'fff'),
  topRightAverage: fc.constantFrom('222222', '000000'),
  bottomLeftAverage: fc.constantFrom('333333', 'ffffff'),
  bottomRightAverage: fc.constantFrom('444444', 'a0a0a0'),
  centerAverage: fc.constantFrom('555555', 'ededed'),
});

const location = fc.record(
  {
    addressTitle: text,
    addressLine1: fc.constantFrom('123 Main St.', ''),
    addressLine2: fc.constantFrom('Apt 5', ''),
    addressCountry: fc.constantFrom('US', 'France'),
    mapLat: fc.double({ min: -80, max: 80, noNaN: true }),
    mapLng: fc.double({ min: -170, max: 170, noNaN: true }),
  },
  { requiredKeys: [] },
);

/** An image, a child of a gallery or of a product. */
export const imageItem = fc.record(
  {
    id: fc.constantFrom(ITEM_ID, 'img2'),
    title: text,
    body: fc.constantFrom('', '<p>Body text</p>', 'plain'),
    filename: fc.constantFrom('bar.jpg', 'photo.png'),
    altText: text,
    assetUrl: fc.constantFrom('/foo/bar.jpg', 'https://images.example/a.png', ''),
    originalSize: fc.constantFrom('1000x500', '500x1000', '1000', ''),
    mediaFocalPoint: fc.record({ x: fc.constantFrom(0.3, 0.5, 1), y: fc.constantFrom(0.7, 0.5, 0) }),
    colorData,
    licensedAssetPreview: fc.constantFrom({}, { url: 'x' }),
    systemDataId: fc.constantFrom('tins5sleapweistyink5'),
    systemDataVariants: fc.constantFrom('100w,300w,500w', '1000w', ''),
    recordType: fc.constantFrom(2, 1, 11),
  },
  { requiredKeys: ['assetUrl'] },
);

/** A content item: a product, blog post, event or gallery, with whatever fields it has. */
export const contentItem = fc.record(
  {
    id: fc.constantFrom(ITEM_ID, 'item2'),
    title: text,
    urlId: fc.constantFrom('blue-shirt', 'post'),
    fullUrl: fc.constantFrom('/shop/blue-shirt', 'http://full.com/url'),
    sourceUrl: fc.constantFrom('', 'http://example.com'),
    recordType: fc.constantFrom(1, 2, 7, 11, 12, 16),
    recordTypeLabel: fc.constantFrom('text', 'store-item'),
    body: fc.constantFrom('', '<p>Body</p>', 'Some body text'),
    excerpt: fc.constantFrom('', '<p>Short</p>'),
    structuredContent,
    items: fc.array(imageItem, { maxLength: 3 }),
    assetUrl: fc.constantFrom('/foo/bar.jpg', ''),
    originalSize: fc.constantFrom('1000x500', ''),
    mediaFocalPoint: fc.record({ x: fc.constant(0.3), y: fc.constant(0.7) }),
    colorData,
    mainImageId: fc.constant(ITEM_ID),
    mainImage: fc.record({ assetUrl: fc.constantFrom('http://foo.com/bar.jpg') }),
    publishOn: instant,
    addedOn: instant,
    startDate: instant,
    endDate: instant,
    location,
    tags: fc.array(fc.constantFrom('foo', 'bar baz', 'Ünï'), { maxLength: 2 }),
    categories: fc.array(fc.constantFrom('news', 'big sale'), { maxLength: 2 }),
    author: fc.record({ displayName: fc.constantFrom('John Doe', 'Ann') }),
    starred: fc.boolean(),
    promotedBlockType: fc.constantFrom('image', 'video', ''),
    commentState: fc.constantFrom(0, 1, 2),
    publicCommentCount: fc.constantFrom(0, 1, 2, 17),
    commentCount: fc.constantFrom(0, 1, 5),
    likeCount: fc.constantFrom(0, 1, 123),
    oembed: fc.record({ html: fc.constantFrom('<iframe></iframe>'), providerName: fc.constantFrom('youtube', 'vimeo') }),
    overlay: fc.boolean(),
    passthrough: fc.boolean(),
    customContent: fc.constantFrom({ duration: 125 }, {}),
  },
  { requiredKeys: ['id'] },
);

/** A shopper's answer in the order form: the markup-free answers both engines print alike. */
export const formField = fc.oneof(
  fc.record({ type: fc.constantFrom('text', 'textarea', 'email'), rawTitle: plainText, value: plainText }),
  fc.record({ type: fc.constant('name'), rawTitle: plainText, values: fc.record({ First: plainText, Last: plainText }) }),
  fc.record({
    type: fc.constant('address'),
    rawTitle: plainText,
    values: fc.record({ Line1: plainText, Line2: plainText, City: plainText, State: plainText, Zip: plainText, Country: plainText }),
  }),
  fc.record({ type: fc.constant('phone'), rawTitle: plainText, values: fc.record({ Country: fc.constantFrom('', '1'), Areacode: fc.constant('555'), Prefix: fc.constant('123'), Line: fc.constant('4567') }) }),
  fc.record({ type: fc.constant('date'), rawTitle: plainText, values: fc.record({ Month: fc.constant('02'), Day: fc.constant('17'), Year: fc.constant('2021') }) }),
  fc.record({ type: fc.constant('time'), rawTitle: plainText, values: fc.record({ Hour: fc.constantFrom('', '10'), Minute: fc.constantFrom('', '05'), Second: fc.constantFrom('', '00'), Ampm: fc.constantFrom('AM', 'PM') }, { requiredKeys: [] }) }),
  fc.record({ type: fc.constant('checkbox'), rawTitle: plainText, values: fc.array(plainText, { maxLength: 3 }), value: plainText }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('likert'), rawTitle: plainText, values: fc.dictionary(fc.constantFrom('Speed', 'Taste'), fc.constantFrom('-2', '-1', '0', '1', '2', '7'), { noNullPrototype: true }) }),
);

const galleryOptions = fc.record(
  {
    design: fc.constantFrom('grid', 'slideshow', 'slider', 'stacked', 'other'),
    'meta-position': fc.constantFrom('top', 'top-left', 'center', 'bottom-right', 'nowhere'),
    'active-alignment': fc.constantFrom('center', 'left', 'right'),
    autoplay: fc.boolean(),
    controls: fc.constantFrom(true, false, 'true'),
    indicators: fc.boolean(),
    thumbnails: fc.boolean(),
    lightbox: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** A page: an item in scope with the website, its settings and a few loose values to format. */
export function domainDataArbitrary(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      item: contentItem,
      items: fc.array(contentItem, { maxLength: 3 }),
      variant,
      money,
      n: fc.oneof(cents, fc.constantFrom(0, 1, 2, -3, 1.5, 0.25)),
      ts: instant,
      s: instant,
      e: instant,
      msg: fc.constantFrom(
        '{0} has {1 plural one{# item} other{# items}}',
        '{0 money} total',
        '{0;1 datetime-interval}',
        '{0 datetime}',
        '{0 decimal} and {1 number}',
      ),
      field: formField,
      cart: fc.record({ entries: fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 4 }) }), { maxLength: 3 }) }),
      color: fc.record({ hue: fc.integer({ min: 0, max: 360 }), saturation: fc.constantFrom(0, 0.3, 1), lightness: fc.constantFrom(0.5, 1), alpha: fc.constantFrom(0.9, 1) }),
      options: galleryOptions,
      collection: fc.record({ id: fc.constant('c1'), typeName: fc.constantFrom('blog', 'products', 'gallery', 'events'), folder: fc.boolean(), calendarView: fc.boolean(), ordering: fc.constantFrom(0, 1) }, { requiredKeys: ['id'] }),
      website: fc.record(
        {
          timeZone: fc.constantFrom('America/New_York', 'Asia/Tokyo', 'Europe/Paris', 'UTC'),
          shareButtonOptions: fc.constantFrom(['facebook', 'twitter'], []),
          disqusShortname: fc.constantFrom('abc123', ''),
          authenticUrl: fc.constantFrom('https://shop.example'),
          useCLDRMoneyFormat: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      websiteSettings: fc.record(
        {
          simpleLikingEnabled: fc.boolean(),
          commentsEnabled: fc.boolean(),
          disqusShortname: fc.constantFrom('abc123', ''),
          storeSettings: fc.record({ multipleQuantityAllowedForServices: fc.boolean() }),
          useCLDRMoneyFormat: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      localizedStrings: fc.record(
        { productAddToCartText: fc.constantFrom('ADD ITEM'), productSummaryFormNoAnswerText: fc.constantFrom('None', ' ') },
        { requiredKeys: [] },
      ),
      productMerchandisingContext: fc.record({
        [ITEM_ID]: fc.record(
          {
            scarcityEnabled: fc.boolean(),
            scarcityText: fc.constantFrom('Only {qtyInStock} left!'),
            scarcityShownByDefault: fc.boolean(),
            scarcityTemplateViews: fc.array(fc.record({ qtyInStock: fc.integer({ min: 0, max: 9 }), attributes }), { maxLength: 2 }),
            mailingListSignUpEnabled: fc.boolean(),
            restockNotificationMessages: fc.record({ buttonText: fc.constant('Sign Up'), CTAText: fc.constant('Get notified') }),
            restockNotificationViews: fc.array(fc.record({ hiddenByDefault: fc.boolean(), variantId: fc.constantFrom(1, 2) }), { maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
      }),
    },
    { requiredKeys: ['item', 'website'] },
  ).map((page) => JSON.parse(JSON.stringify(page)) as Record<string, unknown>); // plain JSON objects, as a page's data is
}
