/**
 * Buying a gift card over HTTP (GIFT-01, GIFT-02, GAP-61): the gift card page's data, its add
 * to cart with the recipient's details, and what the order does with the cards: one card and
 * one recipient email per unit, the email held for the send date, the buyer told.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutWith, GIFT_CARD_ENTRY, jane } from '../../../../test/support/gift-cards';
import { ownerSession } from '../../../../test/support/owner';

describeDatabase('gift card purchase', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const outbox = (websiteId: string) =>
    db().query<{ to_address: string; subject: string; text_body: string; html_body: string; not_before: Date | null }>(
      'select to_address, subject, text_body, html_body, not_before from outbox_messages where website_id = $1 order by created_at, id',
      [websiteId],
    );

  it('GIFT-01 the gift card page data: title, denominations with value and price, the chosen one', async () => {
    const { app, visitor, products } = await setup();
    const res = await visitor.request('GET', `/api/commerce/gift-cards/page-data?itemId=${products.giftCard.itemId}&sku=${products.giftCard.skus[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item: { id: products.giftCard.itemId, title: 'Gift Card' },
      denominations: [
        expect.objectContaining({ sku: products.giftCard.skus[0], attributes: { Value: '25' }, value: expect.objectContaining({ value: '25.00', currency: 'USD' }), price: expect.objectContaining({ value: '25.00' }) }),
        expect.objectContaining({ sku: products.giftCard.skus[1], value: expect.objectContaining({ value: '50.00' }) }),
      ],
      selectedSku: products.giftCard.skus[1],
      limits: { maxMessageLength: 500, maxNameLength: 100, earliestSendDate: expect.stringMatching(/^2026-11-2[01]$/), latestSendDate: expect.stringMatching(/^2027-11-2[01]$/) },
    });
    expect((await visitor.request('GET', `/api/commerce/gift-cards/page-data?itemId=${products.giftCard.itemId}&sku=nope`)).json().selectedSku).toBeNull();
    expect((await visitor.request('GET', `/api/commerce/gift-cards/page-data?itemId=${products.ebook.itemId}`)).json()).toMatchObject({ status: 400, code: 'GIFT_CARD_NOT_A_GIFT_CARD' });
    expect((await visitor.request('GET', '/api/commerce/gift-cards/page-data?itemId=missing')).statusCode).toBe(404);
    await app.close();
  });

  it("GIFT-02 without a denomination (or with one that does not exist) the answer is 'Select a denomination for the Gift Card'", async () => {
    const { app, visitor, products } = await setup();
    for (const sku of [undefined, null, '', 'NOT-A-DENOMINATION']) {
      const res = await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku, ...jane });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'CART_GIFT_CARD_DENOMINATION_REQUIRED', message: 'Select a denomination for the Gift Card' });
    }
    // The denomination is asked for first, even when the recipient is missing too.
    expect((await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId })).json().message).toBe('Select a denomination for the Gift Card');
    expect((await visitor.getCart()).json().entries).toEqual([]);
    await app.close();
  });

  it('GAP-61 a non-gift-card item, bad recipient details or a missing crumb are refused clearly', async () => {
    const { app, visitor, products } = await setup();
    const notGift = await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.ebook.itemId, sku: products.ebook.skus[0], ...jane });
    expect(notGift.json()).toMatchObject({ status: 400, code: 'GIFT_CARD_NOT_A_GIFT_CARD', message: 'That item is not a gift card.' });
    const bad = await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], recipientEmail: 'nope', message: 'x'.repeat(501), sendDate: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['message', 'recipientEmail', 'recipientName', 'sendDate']);
    const noCrumb = await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane }, { crumb: false });
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    expect((await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: 'missing', sku: 'x', ...jane })).statusCode).toBe(404);
    expect((await visitor.getCart()).json().entries).toEqual([]);
    await app.close();
  });

  it('GAP-61 the add answers {shoppingCart, newlyAdded} with the recipient on the entry; another recipient is another line', async () => {
    const { app, visitor, products } = await setup();
    const body = { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane, sendDate: '2026-12-24' };
    const res = await visitor.request('POST', GIFT_CARD_ENTRY, body);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'ss_cart')).toBeDefined();
    const { shoppingCart, newlyAdded } = res.json();
    expect(newlyAdded).toMatchObject({
      itemId: products.giftCard.itemId,
      chosenVariant: { sku: products.giftCard.skus[0] },
      quantity: 1,
      purchasePriceCents: 2500,
      giftCard: { ...jane, sendDate: '2026-12-24', sendAt: expect.any(Number) },
    });
    expect(shoppingCart.entries).toEqual([newlyAdded]);
    await visitor.request('POST', GIFT_CARD_ENTRY, body);
    await visitor.request('POST', GIFT_CARD_ENTRY, { ...body, recipientName: 'Bob', recipientEmail: 'bob@example.com' });
    const cart = (await visitor.getCart()).json();
    expect(cart.entries.map((e: { quantity: number; giftCard: { recipientName: string } }) => [e.giftCard.recipientName, e.quantity])).toEqual([['Jane Doe', 2], ['Bob', 1]]);
    expect(cart).toMatchObject({ subtotalCents: 7500, purelyDigital: true, requiresShipping: false });
    await app.close();
  });

  it('GAP-61 paying issues one code per unit, emails each to the recipient on the send date, and tells the buyer', async () => {
    const { app, visitor, products, site } = await setup();
    const message = 'Happy <b>birthday</b> & "cheers"';
    await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane, message });
    await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane, message });
    await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[1], recipientName: 'Bob', recipientEmail: 'bob@example.com', sendDate: '2026-12-24' });
    const res = await checkoutWith(visitor);
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({ grandTotal: 10000, shippingAddress: null, giftCardPayments: [] });
    const { giftCards } = await app.services.giftCards.list(site.id, { orderId: order.id });
    expect(giftCards.map((c) => [c.recipientEmail, c.initialAmount, c.balance, c.status, c.testMode]).sort()).toEqual([
      ['bob@example.com', 5000, 5000, 'active', false],
      ['jane@example.com', 2500, 2500, 'active', false],
      ['jane@example.com', 2500, 2500, 'active', false],
    ]);
    expect(new Set(giftCards.map((c) => c.code)).size).toBe(3);
    const mail = await outbox(site.id);
    const toJane = mail.filter((m) => m.to_address === 'jane@example.com');
    expect(toJane).toHaveLength(2);
    for (const m of toJane) {
      expect(m.subject).toBe(`Ada sent you a gift card from ${site.title}`);
      expect(m.text_body).toContain('25.00 USD');
      expect(m.text_body).toContain(message);
      expect(m.html_body).toContain('Happy &lt;b&gt;birthday&lt;/b&gt; &amp; &quot;cheers&quot;');
      expect(m.html_body).not.toContain('<b>birthday');
      expect(m.not_before).toBeNull();
    }
    const codes = giftCards.filter((c) => c.recipientEmail === 'jane@example.com').map((c) => `${c.code.slice(0, 4)}-${c.code.slice(4, 8)}-${c.code.slice(8, 12)}-${c.code.slice(12)}`);
    expect(toJane.map((m) => codes.find((code) => m.text_body.includes(code))).sort()).toEqual([...codes].sort());
    const toBob = mail.filter((m) => m.to_address === 'bob@example.com');
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.subject).toBe(`You have received a gift card from ${site.title}`);
    expect(toBob[0]!.not_before?.getTime()).toBe(giftCards.find((c) => c.recipientEmail === 'bob@example.com')!.sendAt);
    expect(toBob[0]!.not_before!.getTime()).toBeGreaterThan(Date.UTC(2026, 11, 23));
    const buyer = mail.filter((m) => m.to_address === 'buyer@example.com');
    expect(buyer).toHaveLength(1);
    expect(buyer[0]!.text_body).toContain('Gift card of 25.00 USD for Jane Doe (jane@example.com): emailed to them now.');
    expect(buyer[0]!.text_body).toContain('Gift card of 50.00 USD for Bob (bob@example.com): emailed to them on 2026-12-24.');
    await app.close();
  });

  it('GAP-61 refunding an order that bought gift cards disables them, so refunded cards cannot be spent', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane });
    const { order } = (await checkoutWith(visitor)).json();
    const [bought] = (await app.services.giftCards.list(site.id, { orderId: order.id })).giftCards;
    const spendable = () => app.services.giftCards.findSpendable(site.id, bought!.code, { currency: 'USD', testMode: false });
    expect((await spendable()).id).toBe(bought!.id);
    const owner = await ownerSession(app, { websiteId: site.id });
    const refund = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers: owner.headers, payload: {} });
    expect(refund.json().order.status).toBe('refunded');
    await expect(spendable()).rejects.toThrow();
    expect((await app.services.giftCards.mustGet(site.id, bought!.id)).status).toBe('disabled');
    await app.close();
  });
});
