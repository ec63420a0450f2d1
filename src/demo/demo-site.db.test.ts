import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/app';
import { describeDatabase } from '../../test/support/database';
import { BlockType, ProductType } from '../shared/enums';
import { DEMO_IMAGE_LIST, type DemoImage } from './demo-images';
import { fixedClock } from '../shared/clock';
import { DEMO_OWNER, ensureDemoSite, type DemoSiteSummary } from './demo-site';
import { cartVisitor } from '../../test/support/cart';

const TEST_NOW = Date.UTC(2026, 10, 21, 12);

/** Small stand-ins for the demo pictures: the real ones take seconds each to render. */
async function standInPictures(): Promise<DemoImage[]> {
  return Promise.all(
    DEMO_IMAGE_LIST.map(async (p, i) => ({
      name: p.name,
      altText: p.altText,
      buffer: await sharp({ create: { width: 60, height: p.width === p.height ? 60 : 36, channels: 3, background: { r: 40 + i * 10, g: 120, b: 90 } } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

describeDatabase('demo site', (db) => {
  let app: FastifyInstance;
  let summary: DemoSiteSummary | null;
  const page = (url: string) => app.inject({ url, headers: { host: 'localhost' } });

  beforeAll(async () => {
    app = await createTestApp(db());
    // The test app's clock: posts are dated before it, whatever day the suite runs.
    summary = await ensureDemoSite(app.services, { loadImages: standInPictures, clock: fixedClock(TEST_NOW) });
  }, 120_000);

  it('creates the default site demo with its settings and an owner who can sign in', async () => {
    const sites = await app.services.sites.listAll();
    expect(sites.map((s) => [s.identifier, s.isDefault])).toEqual([['demo', true]]);
    const site = sites[0]!;
    expect(site.title).toBe('Stoa Studio');
    expect(site.settings).toMatchObject({ siteTagLine: expect.any(String), contactEmail: expect.stringContaining('@'), location: { addressLine1: '14 Harbor Lane' } });
    expect(site.settings.socialAccounts?.length).toBeGreaterThan(0);
    const session = await app.services.accounts.login({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, websiteId: site.id });
    expect(session.owner.email).toBe(DEMO_OWNER.email);
    expect(summary).toMatchObject({ websiteId: site.id, products: 11 });
  });

  it('has a store whose products cover every product type, with a sold-out, an on-sale and a low-stock variant', async () => {
    const websiteId = summary!.websiteId;
    const products = await app.services.storeFlows.listProducts(websiteId);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set([ProductType.PHYSICAL, ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD]));
    const mug = products.find((p) => p.variants.some((v) => v.sku === 'MUG-SAGE-8'))!;
    expect(mug.variantOptionOrdering).toEqual(['Color', 'Size']);
    expect(mug.variants.map((v) => [v.attributes.Color, v.stock.qtyInStock, v.onSale])).toEqual([
      ['Sage', 14, false],
      ['Sage', 2, false],
      ['Charcoal', 0, false],
      ['Charcoal', 9, true],
    ]);
    expect(mug.merchandising.scarcityEnabled).toBe(true);
    // PDP-02: the mug's gallery is its sage and charcoal pictures; each Color's variants show theirs.
    expect(mug.images.map((i) => i.filename)).toEqual(['ceramic-mug-sage.jpg', 'ceramic-mug-charcoal.jpg']);
    const imageOf = (id: string | null) => mug.images.find((i) => i.id === id)?.filename;
    expect(mug.variants.map((v) => [v.attributes.Color, imageOf(v.mainImageId)])).toEqual([
      ['Sage', 'ceramic-mug-sage.jpg'],
      ['Sage', 'ceramic-mug-sage.jpg'],
      ['Charcoal', 'ceramic-mug-charcoal.jpg'],
      ['Charcoal', 'ceramic-mug-charcoal.jpg'],
    ]);
    const subscription = products.find((p) => p.isSubscribable)!;
    expect(subscription.subscriptionPlan).toEqual({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 });
    expect(products.some((p) => p.additionalFieldsFormId !== null && p.useCustomAddButtonText)).toBe(true);
    const giftCard = products.find((p) => p.productType === ProductType.GIFT_CARD)!;
    expect(giftCard.variants.map((v) => v.price)).toEqual([2500, 5000, 10000, 15000]);
    expect(giftCard.variants.every((v) => v.stock.unlimited)).toBe(true);
    // The digital product delivers a real file of the media library (its download).
    const digital = products.find((p) => p.productType === ProductType.DIGITAL)!;
    expect(digital.digitalFileAssetId).not.toBeNull();
    expect((await app.services.media.get(websiteId, digital.digitalFileAssetId!)).filename).toBe('phone-wallpapers.jpg');
    const service = products.find((p) => p.productType === ProductType.SERVICE)!;
    expect(service.variants.every((v) => /^Saturday, /.test(v.attributes.Session ?? ''))).toBe(true);

    const content = await app.services.content.exportContent(websiteId);
    const store = content.collections.find((c) => c.typeName === 'products')!;
    expect(store.urlId).toBe('shop');
    expect(store.items).toHaveLength(11);
    expect(store.items.every((i) => i.assetUrl?.startsWith('/media/') && (i.altText ?? '').length > 0)).toBe(true);
    expect(store.items.filter((i) => i.starred).length).toBe(4);
    expect(content.categories[store.id]!.children.map((c) => c.displayName)).toContain('Workshops');
  });

  it('has pages, a blog with dated, tagged posts, a gallery and the navigation', async () => {
    const content = await app.services.content.exportContent(summary!.websiteId);
    const blog = content.collections.find((c) => c.urlId === 'blog')!;
    expect(blog.items.length).toBeGreaterThanOrEqual(3);
    for (const post of blog.items) {
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.assetUrl).toMatch(/^\/media\//);
      expect(post.author?.displayName).toBeTruthy();
      expect(post.publishOn).toBeLessThan(TEST_NOW);
    }
    // Newest first.
    expect(blog.items.map((p) => p.publishOn)).toEqual([...blog.items.map((p) => p.publishOn)].sort((a, b) => b - a));
    expect(content.collections.find((c) => c.urlId === 'gallery')!.items).toHaveLength(7);
    const home = content.collections.find((c) => c.homepage)!;
    expect(home.layout!.rows[0]!.blocks[0]!.data).toMatchObject({ design: 'poster', assetId: expect.any(String) });
    const main = content.navigation.mainNavigation;
    expect(main.map((e) => e.title)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Contact']);
    expect(main[4]!.items.map((e) => e.title)).toEqual(['Our Story', 'FAQ']);
    expect(content.navigation.secondaryNavigation.length).toBeGreaterThan(0);
  });

  it('serves every demo page from the storefront', async () => {
    for (const url of ['/', '/shop', '/shop/stoneware-mug', '/shop/gift-card', '/blog', '/blog/what-the-kiln-taught-us', '/gallery', '/about', '/faq', '/contact']) {
      expect([url, (await page(url)).statusCode]).toEqual([url, 200]);
    }
    const home = (await page('/')).body;
    expect(home).toContain('Made slowly, for everyday use');
    expect(home).toContain('Speckled Stoneware Mug');
  });

  it('FORM-01 GAP-72 GAP-73 has a Contact form on /contact, a newsletter sign-up on the home page and the tote\'s additional-fields form', async () => {
    const websiteId = summary!.websiteId;
    const forms = await app.services.forms.list(websiteId);
    const byName = (name: string) => forms.find((f) => f.name === name)!;
    const contact = byName('Contact');
    expect(contact).toMatchObject({ kind: 'form', notificationEmail: DEMO_OWNER.email });
    expect(contact.fields.map((f) => [f.type, f.title, 'required' in f && f.required])).toEqual([
      ['name', 'Name', true],
      ['email', 'Email', true],
      ['phone', 'Phone', false],
      ['select', 'Topic', false],
      ['textarea', 'Message', true],
    ]);
    expect(contact.fields.find((f) => f.type === 'select')).toMatchObject({ options: [expect.any(String), expect.any(String), expect.any(String)] });
    expect(contact.fields.find((f) => f.type === 'textarea')).toMatchObject({ maxLength: 1000 });
    const newsletter = byName('Newsletter');
    expect(newsletter).toMatchObject({ kind: 'newsletter', submitLabel: 'Sign up', submissionMessage: 'Thank you for signing up.' });
    const lists = await app.services.mailingLists.listLists(websiteId);
    expect(lists.map((l) => [l.id, l.name])).toEqual([[newsletter.mailingListId, 'Newsletter']]);
    expect(newsletter.fields).toEqual([expect.objectContaining({ type: 'email', required: true })]);

    const contactPage = (await page('/contact')).body;
    expect(contactPage).toContain('Send us a message');
    expect(contactPage).toContain(`"id":"${contact.id}"`);
    expect(contactPage).not.toContain(DEMO_OWNER.email);
    const content = await app.services.content.exportContent(websiteId);
    const homeBlocks = content.collections.find((c) => c.homepage)!.layout!.rows.flatMap((r) => r.blocks);
    expect(homeBlocks.find((b) => b.type === BlockType.NEWSLETTER)!.data).toMatchObject({ formId: newsletter.id });

    const tote = (await app.services.storeFlows.listProducts(websiteId)).find((p) => p.variants.some((v) => v.sku === 'TOTE-PERSONAL'))!;
    const toteForm = await app.services.forms.get(websiteId, tote.additionalFieldsFormId!);
    expect(toteForm.fields).toMatchObject([
      { type: 'textarea', title: 'Embroidery text', required: true, maxLength: 20 },
      { type: 'select', title: 'Thread colour', options: ['Rust', 'Navy', 'Cream'] },
    ]);
    expect((await page('/shop/personalised-canvas-tote')).body).toContain('"title":"Embroidery text"');
  });

  it('GAP-53 GAP-54 GAP-55 a shopper\'s cart estimate shows the demo\'s US and international shipping, Maine sales tax and the WELCOME10 code', async () => {
    const products = await app.services.storeFlows.listProducts(summary!.websiteId);
    const candle = products.find((p) => p.variants.some((v) => v.sku === 'CANDLE-FIG'))!;
    const shopper = cartVisitor(app, 'localhost', '198.51.100.7');
    expect((await shopper.add({ itemId: candle.itemId, sku: 'CANDLE-FIG', quantity: 2 })).statusCode).toBe(200);
    const located = await shopper.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'ME', postalCode: '04101' });
    const options = located.json().shoppingCart.shippingOptions as { id: string; name: string; costCents: number }[];
    expect(options.map((o) => [o.name, o.costCents])).toEqual([
      ['Standard', 600],
      ['Express', 1500],
    ]);
    await shopper.request('PUT', '/api/commerce/shopping-cart/shipping-option', { optionId: options[0]!.id });
    const coupon = (await shopper.request('POST', '/api/commerce/shopping-cart/coupons', { code: 'welcome10' })).json().shoppingCart;
    // $48.00 − 10 % = $43.20; Maine's 5.5 % of that is $2.38 (shipping is not taxed); plus $6.00 standard shipping.
    expect([coupon.subtotalCents, coupon.discountCents, coupon.shippingCostCents, coupon.taxCents, coupon.grandTotalCents]).toEqual([4800, 480, 600, 238, 5158]);
    const abroad = (await shopper.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'FR', region: '', postalCode: '' })).json().shoppingCart;
    expect(abroad.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents])).toEqual([['International', 1800]]);
    expect((await shopper.request('GET', '/cart')).body).not.toContain('No shipping options are available');
  });

  it('does nothing when a site exists', async () => {
    expect(await ensureDemoSite(app.services, { loadImages: standInPictures })).toBeNull();
    expect(await app.services.sites.listAll()).toHaveLength(1);
    expect(await app.services.storeFlows.listProducts(summary!.websiteId)).toHaveLength(11);
  });
});
