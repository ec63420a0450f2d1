import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../shared/events';
import { fakeStorefront as setup, FAKE_ORIGIN, TEST_CSP_NONCE } from '../../../test/support/storefront-site';
import { createPageCache } from './page-cache';
import { cacheablePageKey } from './page-cache-key';

const bus = () =>
  createEventBus((e) => {
    throw e;
  });
const request = { origin: FAKE_ORIGIN, query: {}, requestId: 'r', cspNonce: 'n' };

describe('rendered-page cache', () => {
  it('a repeat view is served from the cache with its own nonce in every slot', async () => {
    const { storefront, store } = setup();
    const first = await storefront.page(store.website, '/shop/stoneware-mug', { ...request, cspNonce: 'first-nonce-AAAA' });
    const again = await storefront.page(store.website, '/shop/stoneware-mug', { ...request, cspNonce: 'second-nonce-BBB' });
    expect(first.cached).toBeDefined();
    expect(again.cached).toBe(first.cached);
    expect(again.body).toBe(first.body.replaceAll('first-nonce-AAAA', 'second-nonce-BBB'));
    expect(again.body).toContain('nonce="second-nonce-BBB"');
    expect(again.body).not.toContain('first-nonce-AAAA');
    expect(again.body).not.toContain('stoa-script-nonce-');
  });

  it('a scheduled publish coming due (validUntil) renders afresh with no event', async () => {
    const { storefront, store, clock } = setup();
    store.content.validUntil = clock.now() + 60_000;
    const view = () => storefront.page(store.website, '/shop/stoneware-mug', request);
    expect((await view()).body).toContain('Stoneware Mug</h1>');
    store.content.collections.find((c) => c.urlId === 'shop')!.items[0]!.title = 'Speckled Mug';
    store.content.validUntil = null;
    expect((await view()).body).toContain('Stoneware Mug</h1>');
    clock.advance(60_000);
    expect((await view()).body).toContain('<h1 class="Product-title">Speckled Mug</h1>');
  });

  it('issue 15 §1 cachedPageNow (the fast lane\'s lookup): the page while its model is current; nothing once a scheduled change comes due or the site changes', async () => {
    const { storefront, store, clock, events } = setup();
    store.content.validUntil = clock.now() + 60_000;
    const first = await storefront.page(store.website, '/shop/stoneware-mug', request);
    const key = first.cached!.key;
    expect(storefront.cachedPageNow(store.website.id, key)).toBe(first.cached);
    expect(storefront.cachedPageNow(store.website.id, 'no such key')).toBeUndefined();
    expect(storefront.cachedPageNow('other-site', key)).toBeUndefined();
    clock.advance(60_000);
    expect(storefront.cachedPageNow(store.website.id, key)).toBeUndefined();
    store.content.validUntil = null;
    const again = await storefront.page(store.website, '/shop/stoneware-mug', request);
    expect(storefront.cachedPageNow(store.website.id, key)).toBe(again.cached);
    events.emit({ type: 'site.changed', websiteId: store.website.id });
    expect(storefront.cachedPageNow(store.website.id, key)).toBeUndefined();
  });

  it('site.changed: the next view shows the edit', async () => {
    const { storefront, store, events } = setup();
    const view = () => storefront.page(store.website, '/shop/stoneware-mug', request);
    await view();
    store.content.collections.find((c) => c.urlId === 'shop')!.items[0]!.title = 'Speckled Mug';
    events.emit({ type: 'site.changed', websiteId: store.website.id });
    expect((await view()).body).toContain('<h1 class="Product-title">Speckled Mug</h1>');
    expect(storefront.pages?.size).toBe(1);
  });

  it('the owner\'s draft preview, ?format=json, and views carrying a cart or crumb are never cached', async () => {
    expect(cacheablePageKey('w', '/', { ...request, drafts: true })).toBeNull();
    expect(cacheablePageKey('w', '/', { ...request, format: 'json' })).toBeNull();
    expect(cacheablePageKey('w', '/cart', { ...request, cart: null })).toBeNull();
    expect(cacheablePageKey('w', '/', { ...request, crumb: 'c' })).toBeNull();
    // A page field the key does not name yet is never cached.
    expect(cacheablePageKey('w', '/', { ...request, visitorThing: 'x' } as typeof request)).toBeNull();
    const { storefront, store } = setup();
    expect((await storefront.page(store.website, '/', { ...request, drafts: true })).cached).toBeUndefined();
    expect((await storefront.page(store.website, '/cart', { ...request, cart: null, crumb: 'c' })).cached).toBeUndefined();
    expect((await storefront.page(store.website, '/', { ...request, format: 'json' })).cached).toBeUndefined();
  });

  it('the key holds the site, origin, path and the page query (in any order); not the nonce', () => {
    const key = (over: object, path = '/shop', site = 'w') => cacheablePageKey(site, path, { ...request, ...over });
    expect(key({ query: { page: '2', category: 'Mugs' } })).toBe(key({ query: { category: 'Mugs', page: '2' }, cspNonce: 'other' }));
    expect(key({ query: { page: '2' } })).not.toBe(key({ query: { page: '3' } }));
    expect(key({})).not.toBe(key({}, '/shop', 'w2'));
    expect(key({})).not.toBe(key({ origin: 'https://other.example' }));
    expect(key({})).not.toBe(key({}, '/shop/'));
  });

  it('the not-found page is cached with its 404 status', async () => {
    const { storefront, store } = setup();
    await storefront.page(store.website, '/no-such-page', request);
    const again = await storefront.page(store.website, '/no-such-page', { ...request, cspNonce: TEST_CSP_NONCE });
    expect(again.cached?.status).toBe(404);
    expect(again.status).toBe(404);
  });

  it('is bounded by entries and bytes, least recently used out first; another model\'s entry is never served', () => {
    const cache = createPageCache({ events: bus(), maxEntries: 2, maxBytes: 1000 });
    const model = {};
    cache.put('w', 'a', model, 200, ['a']);
    cache.put('w', 'b', model, 200, ['b']);
    cache.get('a', model);
    cache.put('w', 'c', model, 200, ['c']);
    expect(cache.get('b', model)).toBeUndefined();
    expect(cache.get('a', model)).toBeDefined();
    cache.put('w', 'big', model, 200, ['x'.repeat(400)]);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('a', {})).toBeUndefined();
  });

  it('a change to one site drops only that site\'s pages', () => {
    const events = bus();
    const cache = createPageCache({ events });
    const model = {};
    cache.put('w1', 'k1', model, 200, ['one']);
    cache.put('w2', 'k2', model, 200, ['two']);
    events.emit({ type: 'site.changed', websiteId: 'w1' });
    expect(cache.get('k1', model)).toBeUndefined();
    expect(cache.get('k2', model)?.pieces).toEqual(['two']);
    events.emit({ type: 'events.missed' });
    expect(cache.size).toBe(0);
  });
});
