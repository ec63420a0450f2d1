/**
 * The cart page's code and shipping forms before JavaScript (POST /cart/coupons,
 * /cart/coupons/remove, /cart/shipping-location, /cart/shipping-option): the same flows and
 * messages as the JSON endpoints, the visitor's crumb as a field, 303 back to /cart where the
 * outcome shows, a small page with the island's title for a refusal, only the visitor's own cart.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { DAY, pricingFor, standardZones, TEST_NOW } from '../../../../test/support/pricing';
import type { Database } from '../../../db/database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
type Fields = Record<string, string | string[]>;

describeDatabase('the cart page code and shipping form posts (GAP-54, GAP-55 before JavaScript)', (db: () => Database) => {
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof createCartSite>>;
  let zones: Awaited<ReturnType<typeof standardZones>>;
  let ip = 0;
  beforeAll(async () => {
    app = await createTestApp(db());
    shop = await createCartSite(app);
    zones = await standardZones(app, shop.site.id);
    const pricing = pricingFor(app, shop.site.id);
    await pricing.coupon({ code: 'Save10', type: 'PERCENTAGE', percentOff: 10 });
    await pricing.coupon({ code: 'OLD', type: 'FIXED_AMOUNT', amountOffCents: 500, expiresAt: TEST_NOW - DAY });
  });
  afterAll(async () => {
    await app.close();
  });

  // Each visitor from its own address, so the per-visitor limits never meet.
  const visitor = (host = shop.host) => cartVisitor(app, host, `198.51.100.${++ip}`);
  const withTee = async (v = visitor()) => {
    await v.add({ itemId: shop.products.tee.itemId, sku: shop.products.tee.skus[2], quantity: 2 });
    return v;
  };
  /** A form post as the browser sends it: the page's crumb as a field, same-origin. */
  const post = (v: CartVisitor, path: string, fields: Fields, options: { crumb?: string | null; headers?: Record<string, string>; host?: string } = {}) => {
    const body = new URLSearchParams();
    const crumb = options.crumb === undefined ? v.crumb : options.crumb;
    if (crumb !== null) body.append('crumb', crumb);
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return v.request('POST', path, body.toString(), { crumb: false, headers: { ...FORM, ...(options.headers ?? SAME_ORIGIN) }, ...(options.host !== undefined && { host: options.host }) });
  };
  const cartPage = async (v: CartVisitor) => (await v.request('GET', '/cart')).body;
  const cartJson = async (v: CartVisitor) => (await v.getCart()).json();
  const choices = async (v: CartVisitor) => {
    const cart = await cartJson(v);
    return { coupons: cart.coupons.map((c: { code: string }) => c.code), location: cart.shippingLocation, option: cart.selectedShippingOption?.id ?? null };
  };
  const expectRefusal = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, title: string, message: string) => {
    expect([res.statusCode, res.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
    expect(res.body).toContain(`<h1>${title}</h1><p>${message}</p><p><a href="/cart">Back to the cart</a></p>`);
  };

  it('GAP-54 GAP-55 works before JavaScript: /cart has code, code-removal, location and option forms, each posting the visitor\'s crumb', async () => {
    const v = await withTee();
    await post(v, '/cart/coupons', { code: 'save10' });
    await post(v, '/cart/shipping-location', { country: 'US' });
    const page = await cartPage(v);
    const crumb = `<input type="hidden" name="crumb" value="${v.crumb}">`;
    expect(page).toContain(`<form class="CartCoupons-form" method="post" action="/cart/coupons" novalidate>${crumb}`);
    expect(page).toMatch(/<input id="cart-coupon-code" class="CartCoupons-input" name="code" /);
    expect(page).toContain(`<form class="CartCoupon-removeForm" method="post" action="/cart/coupons/remove">${crumb}<input type="hidden" name="code" value="Save10"><button type="submit" class="CartCoupon-remove" aria-label="Remove code Save10">Remove</button></form>`);
    expect(page).toContain('<form class="CartShipping-form" method="post" action="/cart/shipping-location" novalidate>');
    expect(page).toContain('<select id="cart-shipping-country" name="country"><option value="">Choose a country</option>');
    // Every country by name, the cart's own chosen.
    expect(page).toContain('<option value="US" selected>United States</option>');
    expect(page).toContain('<option value="CA">Canada</option>');
    expect(page.match(/<option value="[A-Z]{2}"/g)?.length).toBeGreaterThan(240);
    expect(page).toMatch(/name="region" type="text"/);
    expect(page).toMatch(/name="postalCode" type="text"/);
    expect(page).toContain(`<form class="CartShipping-optionsForm" method="post" action="/cart/shipping-option">${crumb}<fieldset class="CartShipping-options">`);
    expect(page).toContain(`<input type="radio" name="optionId" value="${zones.ground}">`);
    expect(page).toContain('<button type="submit" class="Button Button--secondary CartShipping-choose">Choose shipping option</button></form>');
    // The page carries the crumb, so it must never be stored by a cache.
    expect((await v.request('GET', '/cart')).headers['cache-control']).toBe('private, no-store');
  });

  it('GAP-55 applying codes and removing one: 303 to /cart, where the valid code\'s discount and the unusable one\'s reason show', async () => {
    const v = await withTee();
    const applied = await post(v, '/cart/coupons', { code: ' save10 ' });
    expect([applied.statusCode, applied.headers.location]).toEqual([303, '/cart']);
    expect((await post(v, '/cart/coupons', { code: 'old' })).statusCode).toBe(303);
    let page = await cartPage(v);
    expect(page).toContain('<span class="CartCoupon-code">Save10</span><span class="CartCoupon-amount">&minus;$5.40</span>');
    expect(page).toContain('<span class="CartCoupon-code">OLD</span><span class="CartCoupon-reason">This code has expired.</span>');
    expect(page).toContain('<div><dt>Discount</dt><dd>&minus;$5.40</dd></div>');
    expect(page).toContain('<div class="CartTotals-total"><dt>Total</dt><dd>$48.60</dd></div>');
    const removed = await post(v, '/cart/coupons/remove', { code: 'SAVE10' });
    expect([removed.statusCode, removed.headers.location]).toEqual([303, '/cart']);
    page = await cartPage(v);
    expect(page).not.toContain('data-coupon-code="Save10"');
    expect(page).not.toContain('<dt>Discount</dt>');
    expect(page).toContain('<div class="CartTotals-total"><dt>Total</dt><dd>$54.00</dd></div>');
    expect((await choices(v)).coupons).toEqual(['OLD']);
  });

  it('GAP-54 setting the location and choosing an option: 303 to /cart, where the options, the chosen one and the shipping cost show', async () => {
    const v = await withTee();
    const located = await post(v, '/cart/shipping-location', { country: 'ca', region: ' ON ', postalCode: 'M5V 2T6' });
    expect([located.statusCode, located.headers.location]).toEqual([303, '/cart']);
    let page = await cartPage(v);
    expect(page).toContain('<option value="CA" selected>Canada</option>');
    expect(page).toContain('id="cart-shipping-region" name="region" type="text" autocomplete="address-level1" maxlength="100" value="ON"');
    expect(page).toContain('value="M5V 2T6"');
    expect(page).toContain('<span>Ground &mdash; $7.00</span><span class="CartShipping-estimateText"> (3–5 business days)</span>');
    expect(page).toContain('<span>Express &mdash; $25.00</span>');
    expect(page).toContain('<div><dt>Shipping</dt><dd>Calculated at checkout</dd></div>');
    const chosen = await post(v, '/cart/shipping-option', { optionId: zones.express });
    expect([chosen.statusCode, chosen.headers.location]).toEqual([303, '/cart']);
    page = await cartPage(v);
    expect(page).toContain(`<input type="radio" name="optionId" value="${zones.express}" checked>`);
    expect(page).toContain('<div><dt>Shipping</dt><dd>$25.00</dd></div>');
    expect(page).toContain('<div class="CartTotals-total"><dt>Total</dt><dd>$79.00</dd></div>');
    expect(await choices(v)).toEqual({ coupons: [], location: { country: 'CA', region: 'ON', postalCode: 'M5V 2T6' }, option: zones.express });
    // Another country forgets the option, as the API does; empty region and postal code are none.
    expect((await post(v, '/cart/shipping-location', { country: 'FR', region: '', postalCode: '' })).statusCode).toBe(303);
    expect(await choices(v)).toEqual({ coupons: [], location: { country: 'FR', region: null, postalCode: null }, option: null });
  });

  it('GAP-54 GAP-55 without the crumb, with another crumb, or from another site nothing changes: 403 and the session message', async () => {
    const v = await withTee();
    await post(v, '/cart/coupons', { code: 'SAVE10' });
    await post(v, '/cart/shipping-location', { country: 'US' });
    const before = await choices(v);
    const posts: [string, Fields, string][] = [
      ['/cart/coupons', { code: 'OLD' }, 'Unable to apply discount code'],
      ['/cart/coupons/remove', { code: 'SAVE10' }, 'Unable to remove discount code'],
      ['/cart/shipping-location', { country: 'CA' }, 'Unable to estimate shipping'],
      ['/cart/shipping-option', { optionId: zones.express }, 'Unable to estimate shipping'],
    ];
    const refused: { crumb?: string | null; headers?: Record<string, string> }[] = [
      { crumb: null },
      { crumb: visitor().crumb },
      { crumb: '' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { headers: { 'sec-fetch-site': 'same-site' } },
      { headers: { origin: 'http://evil.example' } },
    ];
    for (const [path, fields, title] of posts) {
      for (const options of refused) expectRefusal(await post(v, path, fields, options), 403, title, SESSION_EXPIRED);
    }
    expect(await choices(v)).toEqual(before);
  });

  it('GAP-54 GAP-55 bad input answers 400 with the reason (the island\'s words where it has them) and changes nothing', async () => {
    const v = await withTee();
    await post(v, '/cart/shipping-location', { country: 'US' });
    const before = await choices(v);
    const cases: [string, Fields, string, string][] = [
      ['/cart/coupons', { code: '' }, 'Unable to apply discount code', 'Enter a discount code.'],
      ['/cart/coupons', {}, 'Unable to apply discount code', 'Enter a discount code.'],
      ['/cart/coupons', { code: 'x'.repeat(51) }, 'Unable to apply discount code', 'A discount code has at most 50 characters.'],
      ['/cart/coupons', { code: 'a\u0001b' }, 'Unable to apply discount code', 'A discount code is plain text.'],
      ['/cart/coupons', { code: ['A', 'B'] }, 'Unable to apply discount code', 'One or more fields is invalid, please check your entries.'],
      ['/cart/coupons/remove', { code: '  ' }, 'Unable to remove discount code', 'Enter a discount code.'],
      ['/cart/shipping-location', { country: '' }, 'Unable to estimate shipping', 'Choose a country.'],
      ['/cart/shipping-location', {}, 'Unable to estimate shipping', 'Choose a country.'],
      ['/cart/shipping-location', { country: 'USA' }, 'Unable to estimate shipping', 'A two-letter country code.'],
      ['/cart/shipping-location', { country: ['US', 'CA'] }, 'Unable to estimate shipping', 'One or more fields is invalid, please check your entries.'],
      ['/cart/shipping-option', {}, 'Unable to estimate shipping', 'Choose a shipping option.'],
      ['/cart/shipping-option', { optionId: 'nope' }, 'Unable to estimate shipping', 'That shipping option is not available for your shipping address. Choose another option.'],
      ['/cart/shipping-option', { optionId: zones.international }, 'Unable to estimate shipping', 'That shipping option is not available for your shipping address. Choose another option.'],
    ];
    for (const [path, fields, title, message] of cases) expectRefusal(await post(v, path, fields), 400, title, message);
    expect((await post(v, '/cart/shipping-location', { country: 'US', region: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(await choices(v)).toEqual(before);
    // A body of another kind is refused as well, never a 500.
    const text = await v.request('POST', '/cart/coupons', `crumb=${v.crumb}&code=SAVE10`, { crumb: false, headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await choices(v)).toEqual(before);
  });

  it('GAP-54 GAP-55 malformed bodies past the crumb check (JSON of every shape, broken JSON) answer a 4xx or the redirect, never a 5xx', async () => {
    const v = await withTee();
    const bodies: unknown[] = [{}, [], { code: null, country: null, optionId: null }, { code: { $gt: '' }, country: ['US'], optionId: 42, region: { a: 1 } }, { code: 'x'.repeat(10_000), country: 'ZZZ', postalCode: '\u0000' }];
    const raws = ['{"unterminated', 'null', '"just a string"', '12'];
    const answers: number[] = [];
    for (const path of ['/cart/coupons', '/cart/coupons/remove', '/cart/shipping-location', '/cart/shipping-option']) {
      for (const body of bodies) answers.push((await v.request('POST', path, body, { headers: SAME_ORIGIN })).statusCode);
      for (const raw of raws) answers.push((await v.request('POST', path, raw, { headers: { ...SAME_ORIGIN, 'content-type': 'application/json' } })).statusCode);
    }
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    expect(answers.filter((status) => status < 300)).toEqual([]);
    expect(answers).toContain(400);
  });

  it('GAP-54 GAP-55 a visitor without a cart is told the cart is empty (404); nothing is made', async () => {
    const v = visitor();
    expectRefusal(await post(v, '/cart/coupons', { code: 'SAVE10' }), 404, 'Unable to apply discount code', 'Your cart is empty. Add an item first.');
    expectRefusal(await post(v, '/cart/shipping-location', { country: 'US' }), 404, 'Unable to estimate shipping', 'Your cart is empty. Add an item first.');
    expectRefusal(await post(v, '/cart/shipping-option', { optionId: zones.ground }), 404, 'Unable to estimate shipping', 'Your cart is empty. Add an item first.');
    expect(v.cart).toBeNull();
  });

  it('GAP-54 GAP-55 one site cannot touch another\'s cart: the cart cookie sent to another site\'s host finds no cart there', async () => {
    const other = await createCartSite(app);
    const v = await withTee();
    await post(v, '/cart/coupons', { code: 'SAVE10' });
    await post(v, '/cart/shipping-location', { country: 'US' });
    const before = await choices(v);
    const elsewhere = { host: other.host };
    expectRefusal(await post(v, '/cart/coupons', { code: 'OLD' }, elsewhere), 404, 'Unable to apply discount code', 'Your cart is empty. Add an item first.');
    expectRefusal(await post(v, '/cart/coupons/remove', { code: 'SAVE10' }, elsewhere), 404, 'Unable to remove discount code', 'Your cart is empty. Add an item first.');
    expectRefusal(await post(v, '/cart/shipping-location', { country: 'CA' }, elsewhere), 404, 'Unable to estimate shipping', 'Your cart is empty. Add an item first.');
    expectRefusal(await post(v, '/cart/shipping-option', { optionId: zones.express }, elsewhere), 404, 'Unable to estimate shipping', 'Your cart is empty. Add an item first.');
    expect(await choices(v)).toEqual(before);
    // Another visitor of the same site changes only their own cart.
    const stranger = await withTee();
    expect((await post(stranger, '/cart/coupons/remove', { code: 'SAVE10' })).statusCode).toBe(303);
    expect((await post(stranger, '/cart/shipping-location', { country: 'CA' })).statusCode).toBe(303);
    expect(await choices(v)).toEqual(before);
  });
});
