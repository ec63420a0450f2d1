import { describe, expect, it } from 'vitest';
import { fakeStore, FAKE_ORIGIN } from '../../../test/support/storefront-site';
import { fixedClock } from '../../shared/clock';
import { createEventBus } from '../../shared/events';
import type { IslandAssets } from './island-assets';
import { createStorefront } from './storefront';

/** Islands that say which entries a page asked for. */
const islands: IslandAssets = {
  built: true,
  scriptTags: (names) => names.map((n) => `<script type="module" src="/assets/islands/${n}.js"></script>`).join(''),
  filesOf: () => [],
  asset: () => undefined,
};

function pages(store = fakeStore()) {
  const storefront = createStorefront({ sources: store.sources, events: createEventBus(), clock: fixedClock(Date.UTC(2026, 10, 21)), log: { warn: () => {} }, islands });
  return async (path: string) => (await storefront.page(store.website, path, { origin: FAKE_ORIGIN, query: {}, requestId: 'r', cspNonce: 'test-nonce' })).body;
}

const scriptsOf = (html: string) => [...html.matchAll(/<script type="module" src="\/assets\/islands\/([a-z-]+)\.js">/g)].map((m) => m[1]);

describe('island scripts and the no-script form on storefront pages', () => {
  it('NAV-02 a product page loads the product form (and restock, for its sold-out variant) and the cart pill; other pages only the pill entry; /cart has no pill mount', async () => {
    const page = pages();
    expect(scriptsOf(await page('/shop/stoneware-mug'))).toEqual(['product-form', 'restock', 'cart-pill']);
    expect(scriptsOf(await page('/journal/first-firing'))).toEqual(['cart-pill']);
    const cart = await page('/cart');
    expect(scriptsOf(cart)).toEqual(['cart-page', 'cart-pill']);
    expect(cart).not.toContain('data-island="cart-pill"');
  });

  it('PDP-02 gallery images carry their image id for the island', async () => {
    expect(await pages()('/shop/stoneware-mug')).toContain('<li class="Product-image" data-image-id="p-mug">');
  });

  it('works before JavaScript: a <noscript> form posting to /cart/add with the variants, their prices and stock', async () => {
    const html = await pages()('/shop/stoneware-mug');
    const form = /<noscript><form class="ProductForm-noscript" method="post" action="\/cart\/add">(.*?)<\/form><\/noscript>/s.exec(html)?.[1] ?? '';
    expect(form).toContain('<input type="hidden" name="itemId" value="p-mug">');
    expect([...form.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual(['Select Color', 'Oat — $28.00', 'Moss — $28.00', 'Ink — $28.00 (sold out)']);
    expect(form).toMatch(/<option value="[^"]+" disabled>Ink/);
    expect(form).toContain('type="number" name="quantity" min="1" max="9999" step="1" value="1"');
    expect(form).toContain('>Add To Cart</button>');
  });

  it('no no-script form where the island is needed: subscriptions, items with an additional-fields form, sold-out products', async () => {
    const page = pages();
    for (const path of ['/shop/coffee-subscription', '/shop/cedar-candle', '/shop/bud-vase']) expect(await page(path)).not.toContain('ProductForm-noscript');
    const digital = await page('/shop/brewing-guide');
    expect(digital).toContain('ProductForm-noscript');
    expect(digital).not.toContain('name="quantity"');
  });
});
