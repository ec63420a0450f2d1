import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartEndpoints } from '../shared/api/cart-endpoints';
import { callEndpoint, cookieValue } from './api-client';
import { quantityInCart } from './cart-events';

describe('island plumbing', () => {
  it('reads the crumb cookie the writes send back', () => {
    expect(cookieValue('a=1; crumb=abc%2Ddef; b=2', 'crumb')).toBe('abc-def');
    expect(cookieValue('xcrumb=1', 'crumb')).toBeNull();
    expect(cookieValue('', 'crumb')).toBeNull();
  });

  it('ATC-16 counts the units of one item and variant already in the cart', () => {
    const cart = {
      totalQuantity: 6,
      entries: [
        { itemId: 'a', quantity: 2, chosenVariant: { sku: 'A1' } },
        { itemId: 'a', quantity: 3, chosenVariant: { sku: 'A2' } },
        { itemId: 'a', quantity: 1, chosenVariant: { sku: 'A1' } },
      ],
    };
    expect(quantityInCart(cart, 'a', 'A1')).toBe(3);
    expect(quantityInCart(cart, 'b', 'A1')).toBe(0);
    expect(quantityInCart(null, 'a', 'A1')).toBe(0);
  });
});

describe('contract endpoints from the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path, sends the body with the crumb, and answers the typed result', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('document', { cookie: 'crumb=c1' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ shoppingCart: { entries: [] } }), { status: 200 });
    });
    const result = await callEndpoint(cartEndpoints.changeQuantity, { params: { entryId: 'a/b c' }, body: { quantity: 2 } });
    expect(calls[0]!.url).toBe('/api/commerce/shopping-cart/entries/a%2Fb%20c');
    expect(calls[0]!.init).toMatchObject({ method: 'PUT', body: '{"quantity":2}', headers: { 'x-csrf-token': 'c1', 'content-type': 'application/json' } });
    expect(result).toEqual({ ok: true, data: { shoppingCart: { entries: [] } } });

    await callEndpoint(cartEndpoints.itemStock, { query: { itemId: 'item 1' } });
    expect(calls[1]!.url).toBe('/api/commerce/inventory/stock/?itemId=item+1');
    expect(calls[1]!.init).toMatchObject({ method: 'GET', body: null });
  });

  it('reads a refusal the way the spec does (status, crumbFail, message, data.errors)', async () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad', data: { errors: { itemId: 'Required' } } }), { status: 400 }));
    const result = await callEndpoint(cartEndpoints.addToCart, { body: { itemId: '' } });
    expect(result).toEqual({ ok: false, failure: { status: 400, crumbFail: false, message: 'Bad', code: 'VALIDATION_FAILED', errors: { itemId: 'Required' } } });
  });
});
