/**
 * The cart page with the visitor's cart, before any script runs (CART-25, CART-26, GAP-57):
 * entries with variant attributes, quantities and line totals; subtotal, discount, tax and
 * total; the checkout minimum; the empty text; private caching; and no other visitor's or
 * site's cart.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { pricingFor } from '../../../../test/support/pricing';

const propsOf = (html: string) => JSON.parse(/<script nonce="[^"]+" type="application\/json" data-island-props="cart-page">(.*?)<\/script>/s.exec(html)![1]!);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describeDatabase('the cart page', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host), pricing: pricingFor(app, shop.site.id) };
  };

  // Without a cart cookie the page reads nothing: storefront.routes.test.ts counts the queries of /cart.
  it('CART-25 a visitor without a cart sees the empty text; the page is never cached', async () => {
    const { app, host } = await setup();
    const res = await app.inject({ method: 'GET', url: '/cart', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<p class="CartPage-empty" tabindex="-1">You have nothing in your shopping cart.</p>');
    expect(res.body).not.toContain('CartEntries');
    expect(propsOf(res.body)).toMatchObject({ cart: null, checkoutUrl: '/checkout', currency: 'USD' });
    await app.close();
  });

  it('CART-25 CART-09 entries with title, variant attributes, quantity and line total; subtotal, discount, tax and total; a checkout link', async () => {
    const { app, visitor, products, pricing } = await setup();
    await pricing.coupon({ code: 'SAVE10', type: 'PERCENTAGE', percentOff: 10 });
    await pricing.taxRule({ name: 'VAT', rate: '20', country: 'US' });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2 });
    await visitor.add({ itemId: products.ebook.itemId });
    await visitor.request('POST', '/api/commerce/shopping-cart/coupons', { code: 'save10' });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US' });
    const res = await visitor.request('GET', '/cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = text(res.body);
    expect(page).toContain('Linen Tee Size: L $27.00 each Quantity of Linen Tee Update Remove');
    expect(res.body).toMatch(/<input class="CartQuantity-input" id="cart-quantity-[^"]+" type="number" inputmode="numeric" min="1" max="9999" step="1" value="2">/);
    expect(res.body).toContain('aria-label="Remove Linen Tee"');
    expect(page).toContain('$54.00');
    expect(page).toContain('Glaze Handbook $9.99 each Quantity of Glaze Handbook Update Remove');
    expect(page).toContain('Subtotal $63.99');
    expect(page).toContain('Discount &minus;$6.40');
    expect(page).toContain('Shipping Calculated at checkout Tax $11.52 Total $69.11');
    expect(res.body).toContain('<a class="Button Button--large CartPage-checkoutButton" href="/checkout">Checkout</a>');
    expect(res.body).not.toContain('You have nothing in your shopping cart.');
    const props = propsOf(res.body);
    expect(props.cart).toMatchObject({ totalQuantity: 3, subtotalCents: 6399, validCoupons: [{ code: 'SAVE10' }] });
    expect(Object.keys(props.products)).toEqual([products.tee.itemId, products.ebook.itemId]);
    await app.close();
  });

  it('CART-26 GAP-57 below the checkout minimum: the message with the minimum formatted, and the checkout button disabled', async () => {
    const { app, visitor, products, pricing } = await setup();
    await pricing.settings({ minimumOrderSubtotal: 5000 });
    await visitor.add({ itemId: products.ebook.itemId });
    const res = await visitor.request('GET', '/cart');
    expect(res.body).toContain('<p class="CartPage-minimum" id="cart-minimum">To check out, your order subtotal must be $50.00 or more.</p>');
    expect(res.body).toContain('<button type="button" class="Button Button--large CartPage-checkoutButton" disabled aria-describedby="cart-minimum">Checkout</button>');
    expect(res.body).not.toContain('href="/checkout"');
    await app.close();
  });

  it('a cart emptied by removing its last entry shows the empty text; a cookie of another site shows nothing of it', async () => {
    const { app, visitor, products, host } = await setup();
    const added = (await visitor.add({ itemId: products.ebook.itemId })).json();
    const other = await createCartSite(app);
    const stolen = await app.inject({ method: 'GET', url: '/cart', headers: { host: other.host, cookie: `ss_cart=${visitor.cart}` } });
    expect(stolen.body).toContain('You have nothing in your shopping cart.');
    expect(stolen.body).not.toContain('Glaze Handbook');
    await visitor.request('DELETE', `/api/commerce/shopping-cart/entries/${added.newlyAdded.id}`);
    expect((await visitor.request('GET', '/cart')).body).toContain('You have nothing in your shopping cart.');
    expect((await app.inject({ method: 'GET', url: '/cart', headers: { host, cookie: 'ss_cart=not-a-token' } })).statusCode).toBe(200);
    await app.close();
  });

  it('?format=json gives the cart page context with the visitor\'s cart', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await visitor.request('GET', '/cart?format=json');
    expect(res.headers['content-type']).toContain('application/json');
    const context = res.json();
    expect(context.pageType).toBe(200);
    expect(context.shoppingCart).toMatchObject({ items: 1, subtotal: '$25.00', isEmpty: false, entries: [{ title: 'Linen Tee', attributesList: [{ name: 'Size', value: 'S' }], lineTotalText: '$25.00' }] });
    expect(context.islands['cart-page'].cart.entries).toHaveLength(1);
    await app.close();
  });
});
