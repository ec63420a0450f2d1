import { describe, expect, it } from 'vitest';
import { fakeStore, FAKE_ORIGIN } from '../../../test/support/storefront-site';
import { fixedClock } from '../../shared/clock';
import { createEventBus } from '../../shared/events';
import type { IslandAssets } from './island-assets';
import { createStorefront } from './storefront';

const islands: IslandAssets = {
  built: true,
  scriptTags: (names) => names.map((n) => `<script type="module" src="/assets/islands/${n}.js"></script>`).join(''),
  filesOf: () => [],
  asset: () => undefined,
};

/** The fake store with a connected US provider account (over $1.00, up to $2,000.00). */
function pages(connected = true) {
  const store = fakeStore();
  store.settings.settings.instalments = { connected, paymentAccountCountry: 'US', limits: { minimumAmountCents: 100, maximumAmountCents: 200_000, currency: 'USD' } };
  const storefront = createStorefront({ sources: store.sources, events: createEventBus(), clock: fixedClock(Date.UTC(2026, 10, 21)), log: { warn: () => {} }, islands });
  return async (path: string) => (await storefront.page(store.website, path, { origin: FAKE_ORIGIN, query: {}, requestId: 'r', cspNonce: 'test-nonce' })).body;
}

const mountOf = (html: string) => /<div class="ProductInstalments" data-island="instalments"[^>]*>.*?<\/div>/s.exec(html)?.[0] ?? null;

describe('the instalment message on product pages (server-rendered)', () => {
  it('BNPL-01 BNPL-10 BNPL-12 a physical product shows the message with the brand under its price, and the page loads the instalments island', async () => {
    const html = await pages()('/shop/stoneware-mug');
    const mount = mountOf(html)!;
    expect(mount).toContain('<span class="ProductInstalments-text" aria-live="polite">or 4 interest-free payments of $7.00 with Afterpay</span>');
    expect(mount).toContain('<button type="button" class="ProductInstalments-info" aria-haspopup="dialog" aria-label="About paying with Afterpay">');
    const props = JSON.parse(/data-island-props="instalments">(.*?)<\/script>/s.exec(mount)![1]!);
    expect(props).toMatchObject({ itemId: 'p-mug', currency: 'USD', modalUrl: '/api/commerce/instalments/modal', context: { available: true, minimumAmountCents: 100, maximumAmountCents: 200_000, paymentAccountCountry: 'US' } });
    expect(html.indexOf('class="Product-price"')).toBeLessThan(html.indexOf('class="ProductInstalments"'));
    expect([...html.matchAll(/\/assets\/islands\/([a-z-]+)\.js/g)].map((m) => m[1])).toContain('instalments');
  });

  it('BNPL-01 BNPL-02 none for digital products, services and gift cards; none when the account is not connected', async () => {
    const page = pages();
    for (const path of ['/shop/brewing-guide', '/shop/pottery-class', '/shop/gift-card']) expect(mountOf(await page(path))).toBeNull();
    const html = await pages(false)('/shop/stoneware-mug');
    expect(mountOf(html)).toBeNull();
    expect(html).not.toContain('/assets/islands/instalments.js');
  });
});
