/**
 * The owner's refunds of orders paid with gift cards over HTTP (GAP-61): each refund shows how
 * much went to the card and to each gift card (last 4 of the code only), in the refund's answer
 * and the order's detail; the card's ledger names the refund; the buyer's email says where.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutWith, issueCard, ledgerAndBalance } from '../../../../test/support/gift-cards';
import { ownerSession } from '../../../../test/support/owner';

let addresses = 0;

describeDatabase('owner refunds of gift card orders', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    /** An order of 3 handbooks (29.97) paid by `codes` in that order, the card paying the rest. */
    const buy = async (codes: string[], payment: 'card' | 'none' = 'card') => {
      const visitor = cartVisitor(app, host, `127.0.9.${++addresses}`);
      await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 3 });
      const res = await checkoutWith(visitor, { giftCardCodes: codes, ...(payment === 'none' && { payment: undefined }) });
      expect(res.statusCode).toBe(200);
      return res.json().order as { id: string };
    };
    const refund = (orderId: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: { ...owner.headers, ...headers }, payload });
    return { app, site, owner, buy, refund };
  };
  const usd = (value: string) => expect.objectContaining({ value, currency: 'USD' });

  it('GAP-61 GAP-52 CHK-01 a refund past the card shows the card part and each gift card part, by last 4 only; the order detail and the ledger agree', async () => {
    const { app, site, owner, buy, refund } = await setup();
    const first = await issueCard(app, site.id, 500);
    const second = await issueCard(app, site.id, 700);
    const order = await buy([first.code, second.code]);

    const partial = await refund(order.id, { amount: 2000, idempotencyKey: 'gc-owner-refund-1' });
    expect(partial.statusCode).toBe(200);
    const made = partial.json().order.refunds[0];
    expect(made).toEqual({
      id: expect.any(String),
      amount: usd('20.00'),
      card: usd('17.97'),
      giftCards: [{ giftCardId: second.id, last4: second.last4, amount: usd('2.03') }],
      lines: [],
      restock: false,
      status: 'succeeded',
      failureMessage: null,
      created: expect.any(Number),
    });
    expect(partial.json().order).toMatchObject({ status: 'partially_refunded', refundedTotal: usd('20.00'), grandTotal: usd('29.97') });
    for (const code of [first.code, second.code]) expect(partial.body).not.toContain(code);

    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: owner.headers });
    expect(detail.json().order.refunds).toEqual([made]);
    expect(detail.json().charges).toEqual([expect.objectContaining({ amount: usd('17.97'), refundedAmount: usd('17.97') })]);
    const ledger = await app.inject({ method: 'GET', url: `/api/admin/gift-cards/${second.id}`, headers: owner.headers });
    expect(ledger.json().movements.at(-1)).toMatchObject({ kind: 'refund', amount: usd('2.03'), orderId: order.id, refundId: made.id });
    expect(await ledgerAndBalance(app, site.id, second.id)).toEqual({ ledger: 203, balance: 203 });

    // The rest: nothing left on the card, the second card's rest, then the first card.
    const rest = await refund(order.id);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedTotal: usd('29.97') });
    expect(rest.json().order.refunds[1]).toMatchObject({
      amount: usd('9.97'),
      card: usd('0.00'),
      giftCards: [
        { giftCardId: second.id, last4: second.last4, amount: usd('4.97') },
        { giftCardId: first.id, last4: first.last4, amount: usd('5.00') },
      ],
    });
    expect(await ledgerAndBalance(app, site.id, first.id)).toEqual({ ledger: 500, balance: 500 });
    expect(await ledgerAndBalance(app, site.id, second.id)).toEqual({ ledger: 700, balance: 700 });
    const over = await refund(order.id, { amount: 1, idempotencyKey: 'gc-owner-refund-2' });
    expect(over.json()).toMatchObject({ status: 400, code: 'REFUND_EXCEEDS_REMAINING', message: 'That is more than is left to refund on this order (0.00 USD).' });
    await app.close();
  });

  it('GAP-61 GAP-52 an order paid only by gift card is refunded in part (key in the header), and the buyer is told which card got it', async () => {
    const { app, site, owner, buy, refund } = await setup();
    const gift = await issueCard(app, site.id, 5000);
    const order = await buy([gift.code], 'none');
    const headers = { 'idempotency-key': 'gc-owner-refund-3' };
    const byAmount = await refund(order.id, { amount: 1000 }, headers);
    expect(byAmount.statusCode).toBe(200);
    expect(byAmount.json().order.refunds).toEqual([expect.objectContaining({ amount: usd('10.00'), card: usd('0.00'), giftCards: [{ giftCardId: gift.id, last4: gift.last4, amount: usd('10.00') }] })]);
    const retried = await refund(order.id, { amount: 1000 }, headers);
    expect(retried.json().order.refunds).toHaveLength(1);
    expect(await ledgerAndBalance(app, site.id, gift.id)).toEqual({ ledger: 3003, balance: 3003 });
    const over = await refund(order.id, { amount: 2000, idempotencyKey: 'gc-owner-refund-4' });
    expect(over.json()).toMatchObject({ status: 400, code: 'REFUND_EXCEEDS_REMAINING', message: 'That is more than is left to refund on this order (19.97 USD).' });
    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: owner.headers });
    const mails = outbox.json().messages.filter((m: { subject: string }) => m.subject === 'Refund for your order #1');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`10.00 USD back on your gift card ending ${gift.last4}, ready to spend again.`);
    expect(mails[0].text).not.toContain(gift.code);
    await app.close();
  });
});
