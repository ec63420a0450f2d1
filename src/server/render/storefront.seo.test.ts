import { describe, expect, it } from 'vitest';
import { fakeStorefront as setup, FAKE_ORIGIN as ORIGIN } from '../../../test/support/storefront-site';

describe('search engines', () => {
  it('has the title, canonical URL and OpenGraph tags', async () => {
    const { page } = setup();
    const html = (await page('/journal/first-firing')).body;
    expect(html).toContain('<title>Notes from the first firing — Oak &amp; Ember</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/journal/first-firing">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/m-b-1/first-firing.jpg?format=1500w">`);
    expect(html).toContain('<meta name="description" content="What twelve hours at 1240 °C taught us about patience.">');
  });

  it('puts Product JSON-LD on product pages only', async () => {
    const { page } = setup();
    const html = (await page('/shop/bud-vase')).body;
    const ld = JSON.parse(/<script nonce="[^"]+" type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Glass Bud Vase',
      url: `${ORIGIN}/shop/bud-vase`,
      sku: 'SQ20',
      offers: [{ '@type': 'Offer', price: '34.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' }],
    });
    expect((await page('/journal/first-firing')).body).not.toContain('application/ld+json');
  });

  it('serves robots.txt and a sitemap of every page and item', async () => {
    const { storefront, store } = setup();
    const robots = await storefront.robots(store.website, ORIGIN);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /cart');
    const sitemap = (await storefront.sitemap(store.website, ORIGIN)).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/shop/stoneware-mug</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/journal/</loc>`);
    expect(sitemap).not.toContain('/info/');
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/home/</loc>`);
  });
});
