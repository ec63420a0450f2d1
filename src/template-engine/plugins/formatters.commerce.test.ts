/**
 * The commerce formatters and predicates through the whole engine, with the storefront's
 * default texts (PDP-*, PROD-*, SUB-*).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_FORMATTERS, render } from '../index';
import { installLocalePacks } from '../../server/render/locale-packs';

beforeAll(() => installLocalePacks());

const html = (template: string, data: unknown, locale = 'en') => render(template, data, { locale }).html;
const hasMessage = 'message' in BUILTIN_FORMATTERS;

const physical = (content: Record<string, unknown> = {}) => ({
  id: 'p1',
  collectionId: 'c1',
  structuredContent: { productType: 1, variants: [{ qtyInStock: 5, priceMoney: { value: '10' } }], ...content },
});

describe('add-to-cart-btn', () => {
  it('PDP-10 PROD-06 labels the button Add To Cart and carries the item data', () => {
    const out = html('{item|add-to-cart-btn}', { item: physical() });
    expect(out).toContain('data-collection-id="c1" data-item-id="p1" data-product-type="1"');
    expect(out).toContain('data-original-label="Add To Cart"');
    expect(out).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(out).not.toContain('data-is-subscription');
  });

  it('PDP-11 SUB-03 says Subscribe for subscribable items and names the first subscription option', () => {
    const item = physical({ isSubscribable: true, productSubscriptionOptions: [{ id: 'opt-1' }, { id: 'opt-2' }] });
    const out = html('{item|add-to-cart-btn}', { item });
    expect(out).toContain('data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="opt-1">');
    expect(out).toContain('>Subscribe</div>');
  });

  it('PDP-12 shows the escaped custom label when the item uses one', () => {
    const item = physical({ useCustomAddButtonText: true, customAddButtonText: 'Buy "now" <b>' });
    const out = html('{item|add-to-cart-btn}', { item, localizedStrings: { productAddToCartText: 'Ajouter' } });
    expect(out).toContain('data-use-custom-label="true"');
    expect(out).toContain('data-original-label="Buy &quot;now&quot; &lt;b&gt;"');
  });

  it('PDP-22 marks items with an additional-fields form and embeds the form', () => {
    const item = physical({ additionalFieldsFormId: 'f1', additionalFieldsForm: { name: 'F' } });
    const out = html('{item|add-to-cart-btn}', { item });
    expect(out).toContain('sqs-button-element--primary use-form"');
    expect(out).toContain('data-form="{&quot;name&quot;:&quot;F&quot;}">');
  });
});

describe('quantity-input', () => {
  it('PDP-03 PDP-09 is a number input from 1 to 9999 labelled Quantity', () => {
    const out = html('{item|quantity-input}', { item: physical() });
    expect(out).toContain('<div class="quantity-label">Quantity:</div>');
    expect(out).toContain('aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"');
  });

  it('PDP-07 PDP-08 renders nothing for subscriptions or a last unit', () => {
    expect(html('{item|quantity-input}', { item: physical({ isSubscribable: true }) })).toBe('');
    expect(html('{item|quantity-input}', { item: physical({ variants: [{ qtyInStock: 1 }] }) })).toBe('');
  });
});

describe('product marks and buttons', () => {
  it('PDP-15 marks a sold-out item "sold out", or with its escaped custom text', () => {
    const item = physical({ variants: [{ qtyInStock: 0 }] });
    expect(html('{item|product-status}', { item })).toBe('<div class="product-mark sold-out">sold out</div>');
    const merchandising = { p1: { customSoldOutText: 'Gone & <away>' } };
    expect(html('{item|product-status}', { item, productMerchandisingContext: merchandising })).toBe(
      '<div class="product-mark sold-out">Gone &amp; &lt;away&gt;</div>',
    );
  });

  it('PDP-16 marks an item on sale "sale", and an ordinary item not at all', () => {
    const item = physical({ variants: [{ qtyInStock: 1, onSale: true }] });
    expect(html('{item|product-status}', { item })).toBe('<div class="product-mark sale">sale</div>');
    expect(html('{item|product-status}', { item: physical() })).toBe('');
  });

  it('PDP-14 labels the quick-view button Quick View', () => {
    expect(html('{item|product-quick-view}', { item: physical() })).toBe(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="">Quick View</span>',
    );
  });

  it('PROD-15 shows scarcity only when the merchant enabled it', () => {
    const product = { scarcityEnabled: false, scarcityText: 'Only {qtyInStock} left', scarcityTemplateViews: [{ qtyInStock: 2 }] };
    expect(html('{item|product-scarcity}', { item: physical(), productMerchandisingContext: { p1: product } })).toBe('');
  });

  it('PROD-16 starts restock forms hidden when the view says so', () => {
    const product = { restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: true }], restockNotificationMessages: {} };
    const out = html('{item|product-restock-notification}', { item: physical(), productMerchandisingContext: { p1: product } });
    expect(out).toContain('data-product-id="p1" data-variant-id="v1" hidden>');
  });
});

describe.skipIf(!hasMessage)('texts rendered through messages', () => {
  const twoColors = physical({
    variantOptionOrdering: ['color'],
    variants: [{ attributes: { color: 'red' } }, { attributes: { color: 'blue' } }],
  });

  it('PDP-13 prompts "Select {variantName}", and "Select Value" for gift cards', () => {
    expect(html('{item|variants-select}', { item: twoColors })).toContain('<option value="">Select color</option>');
    const giftCard = { ...twoColors, structuredContent: { ...twoColors.structuredContent, productType: 4 } };
    const out = html('{item|variants-select}', { item: giftCard });
    expect(out).toContain('<option value="">Select Value</option>');
    expect(out).toContain('<div class="variant-option-title">Value: </div>');
  });

  const subscription = (plan: unknown) =>
    physical({ isSubscribable: true, subscriptionPlan: plan, variants: [{ priceMoney: { value: '12.5' } }] });

  it('SUB-08 SUB-09 SUB-11 phrases a subscription price with its plan', () => {
    const price = (plan: unknown) => html('{item|product-price}', { item: subscription(plan) });
    expect(price({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 })).toContain(
      '<span class="sqs-money-native">12.50</span> every 2 weeks for 12 weeks',
    );
    expect(price({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 24 })).toContain(
      '<span class="sqs-money-native">12.50</span> every month for 2 years',
    );
  });

  it('SUB-12 shows Unavailable for a plan without a billing period', () => {
    expect(html('{item|product-price}', { item: subscription({}) })).toBe(
      '\n\n\n<div class="product-price">\nUnavailable\n\n</div>',
    );
  });

  it('formats prices with CLDR when the site asks for it', () => {
    const item = { structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } } };
    const data = { item, featureFlags: { useCLDRMoneyFormat: true } };
    expect(html('{item|product-price}', data, 'de-DE')).toContain('2.500,00\u00a0€');
  });
});

describe('order and cart text', () => {
  it('counts cart units and keeps the retired cart formatters', () => {
    const cart = { entries: [{ quantity: 2 }, { quantity: 3 }] };
    expect(html('{cart|cart-quantity} {cart|cart-url} {cart|cart-subtotal}', { cart })).toBe(
      '<span class="sqs-cart-quantity">5</span> /cart deprecated, do not use',
    );
  });

  it('FMT-01 bookkeeper-money-format divides cents by 100, in the currency of the locale region', () => {
    expect(html('{n|bookkeeper-money-format}', { n: 12345 }, 'en-GB')).toBe('£123.45');
    expect(html('{n|bookkeeper-money-format}', { n: 12345 }, 'none')).toBe('');
    expect(html('{n|percentage-format} {n|percentage-format trim}', { n: 12.5 })).toBe('12.50 12.5');
  });

  it('TPL-05 shows a form answer, N/A without one, and likert answers as phrases', () => {
    const field = (f: unknown) => html('{f|summary-form-field}', { f });
    expect(field({ type: 'text', rawTitle: 'Note', value: 'Hi' })).toContain('Note:</span> Hi\n</div>');
    expect(field({ type: 'name', rawTitle: 'Name', values: {} })).toContain('Name:</span>  \n</div>');
    expect(field({ type: 'text', rawTitle: 'Note' })).toContain('Note:</span> N/A\n</div>');
    expect(field({ type: 'likert', rawTitle: 'L', values: { Q: '-2', R: '7' } })).toContain(
      '<div><span style="font-weight:bold;">Q:</span> Strongly Disagree</div>\n  <div><span style="font-weight:bold;">R:</span> Neutral</div>',
    );
  });
});

describe('money defaults', () => {
  it('FMT-05 FMT-06 prices a variant without a price as 0 in USD', () => {
    const item = { structuredContent: { productType: 1, variants: [{ qtyInStock: 1 }] } };
    expect(html('{item|product-price}', { item })).toBe(
      '\n\n\n<div class="product-price">\n<span class="sqs-money-native">0.00</span>\n</div>',
    );
    expect(html('{item|product-price}', { item, featureFlags: { useCLDRMoneyFormat: true } })).toBe(
      '\n\n\n<div class="product-price">\n$0.00\n</div>',
    );
  });
});

describe('summary-form-field', () => {
  const field = (f: unknown) => html('{f|summary-form-field}', { f });
  const box = (title: string, answer: string) =>
    `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${title}:</span> ${answer}\n</div>`;

  it('TPL-05 renders structured answers: address, name, phone, date, time and checkboxes', () => {
    const address = { Line1: '1 Main St', Line2: '', City: 'Springfield', State: 'IL', Zip: '62701', Country: 'US' };
    expect(field({ type: 'address', rawTitle: 'Ship to', values: address })).toBe(
      box('Ship to', '<div style="padding-left:5px;">\n  <div>1 Main St</div>\n  <div>Springfield, IL 62701 US</div>\n</div>'),
    );
    expect(field({ type: 'name', rawTitle: 'Name', values: { First: 'Ann', Last: 'Lee' } })).toBe(box('Name', 'Ann Lee'));
    const phone = { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' };
    expect(field({ type: 'phone', rawTitle: 'Phone', values: phone })).toBe(box('Phone', '+1 555-123-4567'));
    expect(field({ type: 'date', rawTitle: 'Date', values: { Month: '02', Day: '17', Year: '2021' } })).toBe(box('Date', '02/17/2021'));
    expect(field({ type: 'time', rawTitle: 'Time', values: { Hour: '9', Ampm: 'AM' } })).toBe(box('Time', '9:00:00 AM'));
    expect(field({ type: 'checkbox', rawTitle: 'Extras', values: ['Gift wrap', 'Card'] })).toBe(box('Extras', 'Gift wrap, Card\n'));
  });

  it('TPL-05 escapes what shoppers typed: answers, titles and likert questions', () => {
    expect(field({ type: 'text', rawTitle: 'Note <b>', value: '<script>alert(1)</script> & "x"' })).toBe(
      box('Note &lt;b&gt;', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; "x"'),
    );
    expect(field({ type: 'address', rawTitle: 'A', values: { Line1: '<img src=x onerror=alert(1)>', City: 'Tom & Jerry' } })).toBe(
      box('A', '<div style="padding-left:5px;">\n  <div>&lt;img src=x onerror=alert(1)&gt;</div>\n  <div>Tom &amp; Jerry,   </div>\n</div>'),
    );
    expect(field({ type: 'checkbox', rawTitle: 'C', values: ['<i>a</i>', 'b'] })).toBe(box('C', '&lt;i&gt;a&lt;/i&gt;, b\n'));
    expect(field({ type: 'likert', rawTitle: 'L', values: { '<q>': '2' } })).toBe(
      box('L', '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">&lt;q&gt;:</span> Strongly Agree</div>\n</div>'),
    );
  });

  it('TPL-05 keeps a __proto__ answer as a plain answer', () => {
    const values = JSON.parse('{"__proto__": "1", "Speed": "2"}') as unknown;
    expect(field({ type: 'likert', rawTitle: 'L', values })).toBe(
      box(
        'L',
        '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">__proto__:</span> Agree</div>\n' +
          '  <div><span style="font-weight:bold;">Speed:</span> Strongly Agree</div>\n</div>',
      ),
    );
  });
});

describe('commerce predicates', () => {
  it('PROD-09..PROD-13 answer for the current item', () => {
    const items = [
      physical({ variants: [{ qtyInStock: 0 }, { qtyInStock: 0, price: 2 }] }),
      physical({ variants: [{ onSale: true, qtyInStock: 1 }] }),
    ];
    const template =
      '{.repeated section items}{.sold-out?}S{.end}{.on-sale?}O{.end}{.has-variants?}H{.end}{.varied-prices?}V{.end}|{.end}';
    expect(html(template, { items })).toBe('SHV|O|');
  });
});
