import { describe, expect, it } from 'vitest';
import { createEngine } from '../../template-engine';
import { CHECKOUT_PAGE_SOURCE, checkoutInstalments } from './checkout-page';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';

const context = (instalment: object) => ({ available: true, minimumAmountCents: 3500, maximumAmountCents: 200000, shopperLanguage: 'en', paymentAccountCountry: 'US', ...instalment });

describe('checkout page parts', () => {
  it('BNPL-02 GAP-63 instalments for a cart only when every product has them, with the brand of the account country', () => {
    expect(checkoutInstalments({ a: context({}), b: context({}) }, ['a', 'b'])).toEqual({ brand: 'Afterpay', minimumAmountCents: 3500, maximumAmountCents: 200000 });
    expect(checkoutInstalments({ a: context({ paymentAccountCountry: 'GB' }) }, ['a'])).toMatchObject({ brand: 'Clearpay' });
    expect(checkoutInstalments({ a: context({}), b: context({ available: false }) }, ['a', 'b'])).toBeNull();
    expect(checkoutInstalments({ a: context({}) }, ['a', 'unknown'])).toBeNull();
    expect(checkoutInstalments({ a: context({ minimumAmountCents: null }) }, ['a'])).toBeNull();
    expect(checkoutInstalments({}, [])).toBeNull();
  });

  it('GAP-51 GAP-58 the built-in page (themes without checkout.page): banner, summary, island mount, empty cart', () => {
    const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
    const tree = engine.compile(CHECKOUT_PAGE_SOURCE).template;
    const checkout = { isEmpty: false, testMode: true, storeUrl: '/shop', items: [{ title: 'Mug <1>', variantText: 'Size: 8 oz', quantity: 2, lineTotalText: '$56.00' }], subtotalText: '$56.00', grandTotalText: '$56.00' };
    const filled = engine.render(tree, { checkout, islands: { checkout: { cart: null } } }, { partials: {}, locale: 'en-US', now: 0 });
    expect(filled.errors).toEqual([]);
    expect(filled.html).toContain('<strong>Test mode</strong>');
    expect(filled.html).toContain('<li>Mug &lt;1&gt; (Size: 8 oz) &times; 2: $56.00</li>');
    expect(filled.html).toContain('<dd data-total="grandTotal">$56.00</dd>');
    expect(filled.html).toContain('data-island="checkout"');
    const empty = engine.render(tree, { checkout: { ...checkout, isEmpty: true, testMode: false, emptyText: 'You have nothing in your shopping cart.' } }, { partials: {}, locale: 'en-US', now: 0 });
    expect(empty.html).toContain('<p class="CheckoutPage-empty">You have nothing in your shopping cart.</p><p><a href="/shop">Continue shopping</a></p>');
    expect(empty.html).not.toContain('data-island');
    expect(empty.html).not.toContain('Test mode');
  });
});
