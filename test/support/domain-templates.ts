/**
 * fast-check generators of templates that apply the store, content, social, date and i18n
 * formatters and predicates to the page data of domain-data.ts, mostly each to the values it
 * is meant for, sometimes to any of them.
 */
import fc from 'fast-check';

/**
 * Variables with the formatters that fit them. The legacy formatters that the reference leaves
 * as no-ops (money-format, moneyFormat, money-string, i18n-money-format, unit, datetimefield)
 * and `units-metric?`, which it lacks, are left out: we implement them (docs/decisions.md).
 */
const FORMATTED: readonly [string, readonly string[]][] = [
  ['item', [
    'add-to-cart-btn', 'product-checkout', 'product-price', 'subscription-price', 'product-quick-view', 'product-quick-view foo',
    'product-restock-notification', 'product-scarcity', 'product-status', 'quantity-input', 'sale-price', 'normal-price',
    'from-price', 'variants-select', 'item-classes', 'audio-player', 'comment-count', 'comment-link', 'comments',
    'google-calendar-url', 'like-button', 'social-button', 'social-button-inline', 'child-image-meta', 'child-image-meta 1',
    'cover-image-meta', 'image', 'image foo-bar', 'image-meta', 'image-srcset', 'image-srcset 1', 'image-color', 'image-color topLeft',
    'video', 'video load-false color-data', 'width', 'height', 'humanizeDuration', 'resizedHeightForWidth 50',
    'resizedWidthForHeight 50', 'squarespaceThumbnailForWidth 50', 'squarespaceThumbnailForHeight 50', 'AbsUrl',
  ]],
  ['items.0', ['image', 'image-meta', 'item-classes', 'child-image-meta', 'product-price', 'comment-link']],
  ['item.items.0', ['image', 'image-meta', 'image-srcset', 'image-color', 'image-color bottomRight', 'video']],
  ['item.structuredContent.variants.0', ['variant-descriptor', 'from-price', 'sale-price']],
  ['variant', ['variant-descriptor']],
  ['item.structuredContent.variants.0.priceMoney', ['money', 'money style:short', 'money style:name']],
  ['money', ['money', 'money style:short', 'money style:name', 'money style:code', 'message']],
  ['n', [
    'bookkeeper-money-format', 'percentage-format', 'percentage-format trim', 'decimal', 'decimal style:percent',
    'decimal maximumFractionDigits:1 round:down', 'decimal style:short', 'plural', 'humanizeDuration', 'round',
  ]],
  ['ts', [
    'date %F %H:%M %Z', 'date %c', 'date %A %e %B %Y', 'datetime', 'datetime long', 'datetime date:full time:short',
    'datetime skeleton:yMMMEEEd', 'relative-time', 'relative-time allowWeeks:true', 'timesince',
  ]],
  ['item.publishOn', ['date %B %e, %Y', 'datetime medium', 'timesince']],
  ['s,e', ['datetime-interval', 'datetime-interval yMMM', 'datetime-interval EEE']],
  ['msg', ['message money', 'message s e', 'message n n', 'message ts', 'message item.title n']],
  ['field', ['summary-form-field']],
  ['cart', ['cart-quantity', 'cart-url', 'cart-subtotal']],
  ['color', ['website-color']],
  ['item.title', ['capitalize', 'activate-twitter-links', 'color-weight']],
  ['item.body', ['activate-twitter-links', 'capitalize']],
];

const PREDICATES = [
  'has-variants?', 'on-sale?', 'sold-out?', 'varied-prices?', 'calendar-view?', 'child-images?', 'clickable?', 'collection?',
  'collection-page?', 'collection-template-page?', 'collectionTypeNameEquals? blog', 'excerpt?', 'external-link?', 'folder?',
  'has-multiple?', 'index?', 'location?', 'main-image?', 'passthrough?', 'redirect?', 'same-day?', 'serviceNameEmail?',
  'show-past-events?', 'gallery-meta?', 'gallery-design-grid?', 'gallery-design-slideshow?', 'gallery-meta-position-top-left?',
  'gallery-active-alignment-left?', 'gallery-autoplay?', 'gallery-controls?', 'gallery-thumbnails?', 'text?', 'image?',
  'store-item?', 'event?', 'gallery?', 'promotedIMAGE?', 'promotedVIDEO?', 'background-source-video?', 'comments?', 'disqus?',
  'current-type? blog',
];

const formatted = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FORMATTED).chain(([v, fmts]) => fc.constantFrom(...fmts).map((f) => `{${v}|${f}}`)) },
  // any formatter on any of the variables: values of unexpected types
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...FORMATTED.map(([v]) => v)), fc.constantFrom(...FORMATTED.flatMap(([, f]) => f)))
      .map(([v, f]) => `{${v}|${f}}`),
  },
);

const predicate = fc.constantFrom(...PREDICATES);
const literal = fc.constantFrom('\n', ' | ', '<p>', 'A');

/** A template of formatted variables and predicates, inside sections of the page's item. */
export function domainTemplateArbitrary(): fc.Arbitrary<string> {
  const flat = fc.array(fc.oneof(formatted, literal), { minLength: 1, maxLength: 3 }).map((p) => p.join(''));
  const node = fc.oneof(
    { weight: 4, arbitrary: formatted },
    { weight: 1, arbitrary: literal },
    { weight: 2, arbitrary: fc.tuple(predicate, flat, flat).map(([p, a, b]) => `{.section item}{.${p}}${a}{.or}${b}{.end}{.end}`) },
    { weight: 1, arbitrary: fc.tuple(predicate, flat).map(([p, a]) => `{.${p}}${a}{.or}-{.end}`) },
    { weight: 1, arbitrary: fc.tuple(predicate, flat).map(([p, a]) => `{.repeated section items}{.${p}}${a}{.end}{@|item-classes}{.alternates with},{.end}`) },
    { weight: 1, arbitrary: fc.constantFrom('image', 'image-meta', 'child-image-meta', 'image-color').map((f) => `{.repeated section item.items}{@|${f}}{.end}`) },
  );
  return fc.array(node, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
}

export const LOCALES = ['en', 'en', 'de', 'fr', 'ja', 'es'] as const;
