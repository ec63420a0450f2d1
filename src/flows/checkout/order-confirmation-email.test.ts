/**
 * The order confirmation email's addresses (GAP-51, GAP-52, GAP-64): the shipping address as
 * before, and the billing address in the text and HTML parts only when it is not the shipping
 * address or nothing ships; everything the buyer typed is escaped in the HTML part.
 */
import { describe, expect, it } from 'vitest';
import type { Order, OrderAddress } from '../../modules/orders';
import { orderConfirmationEmail } from './order-confirmation-email';

const SHIPPING: OrderAddress = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
const BILLING: OrderAddress = { firstName: 'Ada', lastName: 'Byron', line1: '12 St James Sq', line2: 'Floor 2', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };
const SHIPPING_TEXT = 'Shipping to:\nAda Lovelace\n1 Main St\n12345 Springfield\nUS';
const BILLING_TEXT = 'Billing address:\nAda Byron\n12 St James Sq\nFloor 2\nSW1Y 4JH London\nGB';
const BILLING_HTML = '<p>Billing address:<br>Ada Byron<br>12 St James Sq<br>Floor 2<br>SW1Y 4JH London<br>GB</p>';

/** An order with the fields the email reads; the addresses as the test says. */
const orderWith = (shippingAddress: OrderAddress | null, billingAddress: OrderAddress | null) =>
  ({
    id: 'order-1',
    orderNumber: 7,
    testMode: false,
    customerEmail: 'ada@example.com',
    currency: 'USD',
    items: [{ itemId: 'i', variantId: 'v', sku: 'BOX-1', productName: 'Clay Box', quantity: 1, unitPrice: 1000, options: [], position: 0, downloadsUsed: 0 }],
    subtotal: 1000,
    discountTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    grandTotal: 1000,
    shippingAddress,
    billingAddress,
  }) as unknown as Order;

describe('order confirmation email: addresses', () => {
  it('GAP-51 GAP-52 a billing address other than the shipping address follows it, in the text and the HTML', () => {
    const mail = orderConfirmationEmail(orderWith(SHIPPING, BILLING), 'Clay Shop');
    expect(mail.text.endsWith(`${SHIPPING_TEXT}\n\n${BILLING_TEXT}`)).toBe(true);
    expect(mail.html).toContain(`<p>Shipping to:<br>Ada Lovelace<br>1 Main St<br>12345 Springfield<br>US</p>${BILLING_HTML}`);
    // One that differs in a single line is another address.
    expect(orderConfirmationEmail(orderWith(SHIPPING, { ...SHIPPING, line2: 'Flat 2' }), 'Clay Shop').text).toContain('Billing address:\nAda Lovelace\n1 Main St\nFlat 2');
  });

  it('GAP-51 GAP-52 a billing address that is the shipping address (however typed), or none, is not repeated', () => {
    for (const billing of [SHIPPING, { ...SHIPPING, city: ' SPRINGFIELD ', countryCode: 'us' }, null]) {
      const mail = orderConfirmationEmail(orderWith(SHIPPING, billing), 'Clay Shop');
      expect(mail.text.endsWith(SHIPPING_TEXT)).toBe(true);
      expect(mail.text).not.toContain('Billing address');
      expect(mail.html).not.toContain('Billing address');
    }
  });

  it('GAP-51 GAP-52 an order that ships nothing shows its billing address alone, and nothing when it has none', () => {
    const billed = orderConfirmationEmail(orderWith(null, BILLING), undefined);
    expect(billed.text.endsWith(`Total: 10.00 USD\n\n${BILLING_TEXT}`)).toBe(true);
    expect(billed.text).not.toContain('Shipping to');
    expect(billed.html?.endsWith(BILLING_HTML)).toBe(true);
    const none = orderConfirmationEmail(orderWith(null, null), undefined);
    expect(none.text.endsWith('Total: 10.00 USD')).toBe(true);
    expect(none.html).not.toContain('address');
  });

  it('GAP-52 the billing address is escaped in the HTML part', () => {
    const mail = orderConfirmationEmail(orderWith(SHIPPING, { ...BILLING, firstName: '<b>Ada</b>', line1: `1 "Q" & O'Neil St` }), 'Clay Shop');
    expect(mail.html).toContain('Billing address:<br>&lt;b&gt;Ada&lt;/b&gt; Byron<br>1 &quot;Q&quot; &amp; O&#39;Neil St<br>');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.text).toContain(`<b>Ada</b> Byron\n1 "Q" & O'Neil St`);
  });
});
