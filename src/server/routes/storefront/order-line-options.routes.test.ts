/**
 * What a bought line says besides its title, over HTTP: a service's session (its variant's
 * option values, never its SKU) and a gift card's value as money in the site's currency, on
 * the cart page, the checkout page, the order pages and in the confirmation email.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutWith, GIFT_CARD_ENTRY, jane } from '../../../../test/support/gift-cards';
import type { Database } from '../../../db/database';

const SESSION = 'Saturday, December 5, 10 am';

describeDatabase('order line options (variant option values, gift card values)', (db: () => Database) => {
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof createCartSite>>;
  let workshop: { itemId: string; skus: string[] };
  let ip = 0;
  beforeAll(async () => {
    app = await createTestApp(db());
    shop = await createCartSite(app);
    const created = await app.services.storeFlows.createProduct(shop.site.id, {
      item: { title: 'Wheel Workshop', status: 'published' },
      product: { productType: 3, variantOptionOrdering: ['Session'], variants: [{ sku: 'WORKSHOP-SESSION-1', price: 9500, attributes: { Session: SESSION } }] },
      stock: [{ quantity: 6 }],
    });
    workshop = { itemId: created.itemId, skus: created.variants.map((v) => v.sku) };
  });
  afterAll(async () => {
    await app.close();
  });
  const mailTo = async (email: string) =>
    (await db().query<{ text_body: string; html_body: string }>("select text_body, html_body from outbox_messages where website_id = $1 and to_address = $2 and subject like 'Your order%'", [shop.site.id, email]))[0]!;

  it("CART-25 GAP-51 a service's line shows its session, never its SKU, on the order pages and in the email", async () => {
    const visitor = cartVisitor(app, shop.host, `198.51.100.${++ip}`);
    await visitor.add({ itemId: workshop.itemId, sku: 'WORKSHOP-SESSION-1' });
    expect((await visitor.getCart()).json().entries[0].optionValues).toEqual([{ name: 'Session', value: SESSION, amountCents: null }]);
    const placed = (await checkoutWith(visitor, { email: 'potter@example.com' })).json();
    for (const url of [placed.orderConfirmedUrl, placed.orderStatusPageUrl]) {
      const page = (await visitor.request('GET', url)).body;
      expect(page).toContain(`<td>Wheel Workshop<ul class="OrderSummary-options"><li>Session: ${SESSION}</li></ul></td>`);
    }
    const mail = await mailTo('potter@example.com');
    expect(mail.text_body).toContain(`1 × Wheel Workshop (Session: ${SESSION}) — 95.00 USD`);
    expect(mail.text_body).not.toContain('(WORKSHOP-SESSION-1)');
    const owner = (await app.services.orders.mustGet(shop.site.id, placed.order.id)).items[0]!;
    expect(owner.options).toEqual([{ name: 'Session', value: SESSION, amountCents: null }]);
  });

  it('CART-25 GAP-61 a gift card line reads "Value: $25.00" on the cart, checkout and order pages and in the email', async () => {
    const visitor = cartVisitor(app, shop.host, `198.51.100.${++ip}`);
    await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: shop.products.giftCard.itemId, sku: shop.products.giftCard.skus[0], ...jane });
    expect((await visitor.getCart()).json().entries[0].optionValues).toEqual([{ name: 'Value', value: '25', amountCents: 2500 }]);
    const cartPage = (await visitor.request('GET', '/cart')).body;
    expect(cartPage).toContain('<ul class="CartEntry-attributes"><li>Value: $25.00</li></ul>');
    // The island starts from the same entry (its props), and formats amountCents the same way.
    expect(cartPage).toContain('"optionValues":[{"name":"Value","value":"25","amountCents":2500}]');
    expect((await visitor.request('GET', '/checkout')).body).toContain('Value: $25.00');
    const placed = (await checkoutWith(visitor, { email: 'giver@example.com' })).json();
    expect((await visitor.request('GET', placed.orderConfirmedUrl)).body).toContain('<ul class="OrderSummary-options"><li>Value: $25.00</li></ul>');
    expect((await mailTo('giver@example.com')).text_body).toContain('1 × Gift Card (Value: $25.00) — 25.00 USD');
  });
});
