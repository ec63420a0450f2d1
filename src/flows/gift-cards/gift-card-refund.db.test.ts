/**
 * Partial and full refunds of orders paid with gift cards (GAP-61, GAP-52): the card's part
 * first through the processor, then the gift cards most recently applied first; credits in
 * each card's ledger tied to the refund, once per refund; never more than was paid.
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { giftCardRefundBed } from '../../../test/support/gift-card-refunds';
import { isDomainError } from '../../shared/errors';

describeDatabase('refunding orders paid with gift cards', (db) => {
  it('GAP-61 GAP-52 a partial refund of an order paid only by gift card credits the card, tied to the refund, with no processor call', async () => {
    const { t, issue, place, refund, balance, refundMails } = await giftCardRefundBed(db());
    const gift = await issue(5000);
    const order = await place([{ card: gift, amount: 3100 }]);
    expect(await balance(gift)).toBe(1900);
    const calls = t.provider.calls;
    const after = await refund(order, { amount: 1000, idempotencyKey: 'gc-only-1' });
    expect(after).toMatchObject({ status: 'partially_refunded', refundedTotal: 1000 });
    const made = after.refunds[0]!;
    expect(made).toMatchObject({ amount: 1000, status: 'succeeded', tenders: [{ kind: 'gift_card', giftCardId: gift.id, last4: gift.last4, amount: 1000 }] });
    expect(await balance(gift)).toBe(2900);
    const movements = await t.giftCards.movements(t.websiteId, gift.id);
    expect(movements.map((m) => m.kind)).toEqual(['issue', 'redeem', 'refund']);
    expect(movements[2]).toMatchObject({ amount: 1000, orderId: order.id, refundId: made.id });
    expect(t.provider.calls).toBe(calls);
    const [mail] = await refundMails();
    expect(mail!.text).toContain('Test Store has refunded 10.00 USD for your order #1.');
    expect(mail!.text).toContain(`10.00 USD back on your gift card ending ${gift.last4}, ready to spend again.`);
    expect(mail!.text).toContain('Refunded so far: 10.00 USD.');
    expect(mail!.text).not.toContain('back to your card');
    // By lines, at their price; then more than is left is refused and moves nothing.
    const byLines = await refund(order, { lines: [{ sku: order.items[0]!.sku, quantity: 1 }], idempotencyKey: 'gc-only-2' });
    expect(byLines).toMatchObject({ status: 'partially_refunded', refundedTotal: 2250 });
    expect(await balance(gift)).toBe(4150);
    const over = await refund(order, { amount: 851, idempotencyKey: 'gc-only-3' }).catch((e: unknown) => e);
    expect(isDomainError(over, 'REFUND_EXCEEDS_REMAINING') && over.details).toEqual({ remaining: '8.50 USD', remainingAmount: 850 });
    expect(await balance(gift)).toBe(4150);
    expect(t.provider.calls).toBe(calls);
  });

  it("GAP-61 GAP-52 a refund past the card's part takes the card's part through the processor, then the gift cards, most recently applied first", async () => {
    const { issue, place, refund, balance, cardRefunded, refundMails } = await giftCardRefundBed(db());
    const first = await issue(1000);
    const second = await issue(800);
    const order = await place([{ card: first, amount: 1000 }, { card: second, amount: 800 }]);
    expect(await cardRefunded(order)).toBe(0);
    const after = await refund(order, { amount: 2000, idempotencyKey: 'mixed-1' });
    expect(after).toMatchObject({ status: 'partially_refunded', refundedTotal: 2000 });
    expect(after.refunds[0]!.tenders).toEqual([
      { kind: 'card', amount: 1300 },
      { kind: 'gift_card', giftCardId: second.id, last4: second.last4, amount: 700 },
    ]);
    expect(await cardRefunded(order)).toBe(1300);
    expect([await balance(first), await balance(second)]).toEqual([0, 700]);
    const text = (await refundMails())[0]!.text;
    expect(text).toContain('Test Store has refunded 20.00 USD for your order #1.');
    expect(text).toContain('13.00 USD back to your card ending 4242; your bank may take a few days to show it.');
    expect(text).toContain(`7.00 USD back on your gift card ending ${second.last4}, ready to spend again.`);
    expect(text).not.toContain(first.last4);
    // The next refund finishes the second card, then reaches the first.
    const next = await refund(order, { amount: 500, idempotencyKey: 'mixed-2' });
    expect(next.refunds[1]!.tenders).toEqual([
      { kind: 'gift_card', giftCardId: second.id, last4: second.last4, amount: 100 },
      { kind: 'gift_card', giftCardId: first.id, last4: first.last4, amount: 400 },
    ]);
    expect([await balance(first), await balance(second)]).toEqual([400, 800]);
    expect(await cardRefunded(order)).toBe(1300);
  });

  it('GAP-61 GAP-52 a retry with the same key credits nothing twice; a refund left pending after the processor answered is resumed once', async () => {
    const { t, issue, place, refund, balance, credited, cardRefunded } = await giftCardRefundBed(db());
    const gift = await issue(2000);
    const order = await place([{ card: gift, amount: 2000 }]);
    await refund(order, { amount: 1500, idempotencyKey: 'retry-1' });
    const movements = (await t.giftCards.movements(t.websiteId, gift.id)).length;
    const calls = t.provider.calls;
    const again = await refund(order, { amount: 1500, idempotencyKey: 'retry-1' });
    expect(again).toMatchObject({ refundedTotal: 1500, refunds: [expect.objectContaining({ tenders: [{ kind: 'card', amount: 1100 }, expect.objectContaining({ amount: 400 })] })] });
    expect((await t.giftCards.movements(t.websiteId, gift.id)).length).toBe(movements);
    expect(t.provider.calls).toBe(calls);
    expect(await balance(gift)).toBe(400);
    await expect(refund(order, { amount: 1400, idempotencyKey: 'retry-1' })).rejects.toSatisfy((e) => isDomainError(e, 'REFUND_KEY_REUSED'));

    // A second order: the processor refunded the card's part, then the process died.
    const other = await place([{ card: gift, amount: 400 }]);
    const held = await t.orders.reserveRefund(t.websiteId, other.id, { idempotencyKey: 'retry-2', amount: 2800, capturedTotal: 2700 });
    expect(held.refund!.tenders).toEqual([{ kind: 'card', amount: 2700 }, expect.objectContaining({ giftCardId: gift.id, amount: 100 })]);
    const charge = (await t.payments.chargesOfOrder(t.websiteId, other.id))[0]!;
    await t.payments.refundPart(t.websiteId, charge.id, { amount: 2700, idempotencyKey: `${held.refund!.id}@${charge.id}` });
    const resumed = await refund(other, { amount: 2800, idempotencyKey: 'retry-2' });
    expect(resumed).toMatchObject({ status: 'partially_refunded', refundedTotal: 2800 });
    expect(await refund(other, { amount: 2800, idempotencyKey: 'retry-2' })).toMatchObject({ refundedTotal: 2800 });
    expect(await cardRefunded(other)).toBe(2700);
    expect(await credited(gift, other)).toBe(100);
    expect(await balance(gift)).toBe(100);
  });

  it('GAP-61 GAP-52 concurrent partial refunds never refund more than was paid, card and gift cards together', async () => {
    const { issue, place, refund, balance, credited, cardRefunded } = await giftCardRefundBed(db());
    const gift = await issue(5000);
    const giftOnly = await place([{ card: gift, amount: 3100 }]);
    const race = await Promise.allSettled([refund(giftOnly, { amount: 2000, idempotencyKey: 'race-1' }), refund(giftOnly, { amount: 2000, idempotencyKey: 'race-2' })]);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(isDomainError((race.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason, 'REFUND_EXCEEDS_REMAINING')).toBe(true);
    expect(await credited(gift, giftOnly)).toBe(2000);
    expect(await balance(gift)).toBe(3900);

    const other = await issue(2000);
    const mixed = await place([{ card: other, amount: 2000 }]);
    const both = await Promise.allSettled([refund(mixed, { amount: 900, idempotencyKey: 'race-3' }), refund(mixed, { amount: 900, idempotencyKey: 'race-4' })]);
    expect(both.every((r) => r.status === 'fulfilled')).toBe(true);
    expect([await cardRefunded(mixed), await credited(other, mixed)]).toEqual([1100, 700]);
    // A whole refund racing a partial one: whichever is reserved first, the total is what was paid.
    await Promise.allSettled([refund(mixed), refund(mixed, { amount: 1000, idempotencyKey: 'race-5' })]);
    const [card, gifts] = [await cardRefunded(mixed), await credited(other, mixed)];
    expect([card, gifts]).toEqual([1100, 2000]);
    expect(await balance(other)).toBe(2000);
  });

  it('GAP-61 a partial then a full refund gives each card exactly what it paid, disables the cards the order bought, and repeats nothing', async () => {
    const { t, issue, place, refund, balance, credited, cardRefunded, refundMails } = await giftCardRefundBed(db());
    const first = await issue(700);
    const second = await issue(900);
    const order = await place([{ card: first, amount: 700 }, { card: second, amount: 900 }], { buysGiftCard: true });
    expect(order.grandTotal).toBe(5600);
    const [bought] = (await t.giftCards.list(t.websiteId, { orderId: order.id })).giftCards;
    await refund(order, { amount: 4500, idempotencyKey: 'then-full-1' });
    expect([await cardRefunded(order), await credited(second, order), await credited(first, order)]).toEqual([4000, 500, 0]);
    expect((await t.giftCards.mustGet(t.websiteId, bought!.id)).status).toBe('active');
    const full = await refund(order);
    expect(full).toMatchObject({ status: 'refunded', refundedTotal: 5600 });
    expect(full.refunds[1]!.tenders).toEqual([
      { kind: 'gift_card', giftCardId: second.id, last4: second.last4, amount: 400 },
      { kind: 'gift_card', giftCardId: first.id, last4: first.last4, amount: 700 },
    ]);
    expect([await credited(first, order), await credited(second, order)]).toEqual([700, 900]);
    expect([await balance(first), await balance(second)]).toEqual([700, 900]);
    expect((await t.giftCards.mustGet(t.websiteId, bought!.id)).status).toBe('disabled');
    const whole = (await refundMails()).find((m) => m.text.includes('has refunded 11.00 USD'))!.text;
    expect(whole).toContain(`4.00 USD back on your gift card ending ${second.last4}`);
    expect(whole).toContain(`7.00 USD back on your gift card ending ${first.last4}`);
    expect(whole).toContain('Your order is now refunded in full.');
    const again = await refund(order);
    expect(again.refunds).toHaveLength(2);
    expect([await balance(first), await balance(second)]).toEqual([700, 900]);
    await expect(refund(order, { amount: 1, idempotencyKey: 'then-full-2' })).rejects.toSatisfy((e) => isDomainError(e, 'REFUND_EXCEEDS_REMAINING'));
  });

  it('GAP-61 a card credited by a whole refund made before refunds were split is not credited again', async () => {
    const { t, issue, place, refund, balance, credited, cardRefunded } = await giftCardRefundBed(db());
    const gift = await issue(1000);
    const order = await place([{ card: gift, amount: 1000 }]);
    await refund(order, { amount: 600, idempotencyKey: 'old-1' });
    // What the gift card step of a whole refund did before: every card gets back what the order took.
    await t.giftCards.creditOrder(t.websiteId, order.id);
    const rest = await refund(order);
    expect(rest.refunds[1]!.tenders).toEqual([{ kind: 'card', amount: 1500 }]);
    expect([await cardRefunded(order), await credited(gift, order)]).toEqual([2100, 1000]);
    expect(await balance(gift)).toBe(1000);
    const more = await refund(order, { amount: 1, idempotencyKey: 'old-2' }).catch((e: unknown) => e);
    expect(isDomainError(more, 'REFUND_EXCEEDS_REMAINING') && more.details.remainingAmount).toBe(0);
  });
});
