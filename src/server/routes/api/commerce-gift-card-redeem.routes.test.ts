/**
 * Paying with gift cards over HTTP (GAP-61): the balance call and its guessing limit, codes at
 * checkout paying all (no card charge) or part (the card pays the rest), cards that cannot
 * pay, two checkouts racing for one card, and a refund giving the card its money back.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutWith, GIFT_CARD_ENTRY, issueCard, jane, ledgerAndBalance, newKey } from '../../../../test/support/gift-cards';
import { ownerSession } from '../../../../test/support/owner';
import { GIFT_CARD_CHECKS_PER_MINUTE } from '../../http/gift-card-code-limit';

const BALANCE = '/api/commerce/gift-cards/balance';
let addresses = 0;
/** Each test its own client address, so the per-IP code limit of one test never reaches another. */
const nextAddress = () => `127.0.${Math.floor(++addresses / 200)}.${(addresses % 200) + 10}`;

describeDatabase('paying with gift cards', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host, nextAddress()) };
  };
  const charges = (websiteId: string, key: string) =>
    db().query<{ status: string; amount: number }>('select status, amount from payments_charges where website_id = $1 and checkout_key = $2 order by attempt', [websiteId, key]);

  it('GAP-61 the balance call answers a valid code, and one generic message for unknown, disabled or foreign codes', async () => {
    const { app, visitor, site } = await setup();
    const gift = await issueCard(app, site.id, 4200);
    const ok = await visitor.request('POST', BALANCE, { code: gift.code.toLowerCase().replace(/(.{4})/g, '$1 ') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ balance: expect.objectContaining({ value: '42.00', currency: 'USD' }), currency: 'USD', last4: gift.last4 });
    const other = await createCartSite(app);
    const foreign = await issueCard(app, other.site.id, 1000);
    const disabled = await issueCard(app, site.id, 1000);
    await app.services.giftCards.disable(site.id, disabled.id);
    for (const code of ['0000-0000-0000-0000', 'hello', foreign.code, disabled.code]) {
      const res = await visitor.request('POST', BALANCE, { code });
      expect(res.json()).toMatchObject({ status: 400, code: 'GIFT_CARD_CODE_INVALID', message: 'That gift card code is not valid.' });
    }
    await app.close();
  });

  it('GAP-61 GAP-75 code checks are limited hard per visitor (429), and a new crumb does not escape the per-IP limit', async () => {
    const { app, visitor, host } = await setup();
    for (let i = 0; i < GIFT_CARD_CHECKS_PER_MINUTE; i++) expect((await visitor.request('POST', BALANCE, { code: 'ABCD-ABCD-ABCD-ABCD' })).statusCode).toBe(400);
    const limited = await visitor.request('POST', BALANCE, { code: 'ABCD-ABCD-ABCD-ABCD' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' });
    const address = nextAddress();
    let last = 0;
    for (let i = 0; i < 40; i++) last = (await cartVisitor(app, host, address).request('POST', BALANCE, { code: 'ABCD-ABCD-ABCD-ABCD' })).statusCode;
    expect(last).toBe(429);
    await app.close();
  });

  it('GAP-61 a card covering the order pays it all: no payment needed, no charge, the order records the card', async () => {
    const { app, visitor, products, site } = await setup();
    const gift = await issueCard(app, site.id, 5000);
    await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 2 });
    const idempotencyKey = newKey();
    const res = await checkoutWith(visitor, { payment: undefined, giftCardCodes: [gift.code], idempotencyKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ grandTotal: 1998, giftCardPayments: [{ last4: gift.last4, amount: 1998 }], paymentSummary: `gift card ending ${gift.last4}` });
    expect(await charges(site.id, idempotencyKey)).toEqual([]);
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 3002, balance: 3002 });
    const mail = await db().query<{ text_body: string }>("select text_body from outbox_messages where website_id = $1 and to_address = 'buyer@example.com'", [site.id]);
    expect(mail[0]!.text_body).toContain(`Paid with gift card ending ${gift.last4}: 19.98 USD`);
    // Nothing was charged, so a whole refund is the card's alone.
    const owner = await ownerSession(app, { websiteId: site.id });
    const refund = await app.inject({ method: 'POST', url: `/api/admin/orders/${res.json().order.id}/refund`, headers: owner.headers, payload: {} });
    expect(refund.json().order.status).toBe('refunded');
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 5000, balance: 5000 });
    await app.close();
  });

  it('GAP-61 a card covering part of the order: the card processor is charged only the rest', async () => {
    const { app, visitor, products, site } = await setup();
    const gift = await issueCard(app, site.id, 1000);
    await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 2 });
    const idempotencyKey = newKey();
    const noPayment = await checkoutWith(visitor, { payment: undefined, giftCardCodes: [gift.code] });
    expect(noPayment.json()).toMatchObject({ status: 400, code: 'GIFT_CARD_PAYMENT_REQUIRED', message: 'Choose how to pay the rest of your order.' });
    const res = await checkoutWith(visitor, { giftCardCodes: [gift.code, gift.code], idempotencyKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ grandTotal: 1998, giftCardPayments: [{ last4: gift.last4, amount: 1000 }], paymentSummary: `card ending 4242 + gift card ending ${gift.last4}` });
    expect(await charges(site.id, idempotencyKey)).toEqual([{ status: 'captured', amount: 998 }]);
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 0, balance: 0 });
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    expect((await checkoutWith(visitor, { giftCardCodes: [gift.code] })).json()).toMatchObject({ status: 409, code: 'GIFT_CARD_EMPTY', message: 'That gift card has no balance left.' });
    await app.close();
  });

  it("GAP-61 unknown, disabled, test-mode and other sites' codes cannot pay; a gift card cannot buy a gift card; at most 5 codes", async () => {
    const { app, visitor, products, site, host } = await setup();
    const other = await createCartSite(app);
    const foreign = await issueCard(app, other.site.id, 5000);
    const disabled = await issueCard(app, site.id, 5000);
    await app.services.giftCards.disable(site.id, disabled.id);
    const testCard = await issueCard(app, site.id, 5000, { testMode: true });
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    for (const code of [foreign.code, disabled.code, testCard.code, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ']) {
      expect((await checkoutWith(visitor, { giftCardCodes: [code] })).json()).toMatchObject({ code: 'GIFT_CARD_CODE_INVALID', message: 'That gift card code is not valid.' });
    }
    expect((await checkoutWith(visitor, { giftCardCodes: ['a', 'b', 'c', 'd', 'e', 'f'] })).json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { giftCardCodes: 'At most 5 gift cards.' } } });
    expect(await ledgerAndBalance(app, other.site.id, foreign.id)).toEqual({ ledger: 5000, balance: 5000 });
    const buyer = cartVisitor(app, host, nextAddress());
    const mine = await issueCard(app, site.id, 5000);
    await buyer.request('POST', GIFT_CARD_ENTRY, { itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], ...jane });
    expect((await checkoutWith(buyer, { payment: undefined, giftCardCodes: [mine.code] })).json()).toMatchObject({
      status: 409,
      code: 'GIFT_CARD_NOT_FOR_GIFT_CARDS',
      message: 'A gift card cannot be used to buy another gift card.',
    });
    await buyer.add({ itemId: products.ebook.itemId, sku: null });
    const mixed = await checkoutWith(buyer, { giftCardCodes: [mine.code] });
    expect(mixed.json().order).toMatchObject({ grandTotal: 3499, giftCardPayments: [{ last4: mine.last4, amount: 999 }] });
    await app.close();
  });

  it('GAP-61 two checkouts spending one card at once never overdraw it: one wins, the other fails and its card charge is refunded', async () => {
    const { app, products, site, host } = await setup();
    const gift = await issueCard(app, site.id, 1500);
    const buyers = [cartVisitor(app, host, nextAddress()), cartVisitor(app, host, nextAddress())];
    for (const b of buyers) await b.add({ itemId: products.ebook.itemId, sku: null, quantity: 2 });
    const keys = [newKey(), newKey()];
    const results = await Promise.all(buyers.map((b, i) => checkoutWith(b, { giftCardCodes: [gift.code], idempotencyKey: keys[i] })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser either read the balance after the winner spent it, or lost the race in the transaction.
    expect([400, 409]).toContain(statuses[1]);
    const loser = results.findIndex((r) => r.statusCode !== 200);
    expect(['GIFT_CARD_BALANCE_CHANGED', 'GIFT_CARD_EMPTY']).toContain(results[loser]!.json().code);
    expect((await charges(site.id, keys[loser]!)).map((c) => c.status)).not.toContain('captured');
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 0, balance: 0 });
    await app.close();
  });

  it('GAP-61 refunding an order paid partly by gift card gives the card its part back in its ledger', async () => {
    const { app, visitor, products, site } = await setup();
    const gift = await issueCard(app, site.id, 1000);
    await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 2 });
    const { order } = (await checkoutWith(visitor, { giftCardCodes: [gift.code] })).json();
    const owner = await ownerSession(app, { websiteId: site.id });
    const seen = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: owner.headers });
    expect(seen.json().order.giftCardPayments).toEqual([{ giftCardId: gift.id, last4: gift.last4, amount: expect.objectContaining({ value: '10.00' }) }]);
    const refund = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers: owner.headers, payload: {} });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().order.status).toBe('refunded');
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 1000, balance: 1000 });
    expect((await app.services.giftCards.movements(site.id, gift.id)).map((m) => m.kind)).toEqual(['issue', 'redeem', 'refund']);
    const again = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers: owner.headers, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 1000, balance: 1000 });
    await app.close();
  });
});
