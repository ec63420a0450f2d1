import { expect, it } from 'vitest';
import { CARD, orderTestbed } from '../../../test/support/checkout';
import { describeDatabase } from '../../../test/support/database';
import type { GiftCard, NewGiftCard } from '../../modules/gift-cards';
import type { MailTransport } from '../../modules/outbox';
import { isDomainError } from '../../shared/errors';
import type { PricedCheckout } from '../checkout';

const recipient = { recipientName: 'Jane', recipientEmail: 'jane@example.com', senderName: 'Ada', message: 'Enjoy', sendDate: null, sendAt: null };

describeDatabase('gift cards in order placement', (db) => {
  const setup = (options: { transport?: MailTransport } = {}) => {
    const t = orderTestbed(db(), options);
    const issue = async (amount: number, extra: Partial<NewGiftCard> = {}): Promise<GiftCard> =>
      (await t.giftCards.issue(t.websiteId, [{ currency: 'USD', amount, testMode: false, recipient, orderId: null, orderLine: null, orderUnit: null, ...extra }]))[0]!;
    /** A digital line of `unitPrice` (no stock, no shipping), optionally a gift card line. */
    const checkout = (unitPrice: number, overrides: Partial<PricedCheckout> = {}, giftCard?: PricedCheckout['lines'][number]['giftCard']): PricedCheckout => {
      const base = t.checkout([{ variantId: `${t.tag}-digital`, quantity: 1 }]);
      return {
        ...base,
        lines: [{ ...base.lines[0]!, unitPrice, stockTracked: false, ...(giftCard !== undefined && { giftCard }) }],
        subtotal: unitPrice,
        shippingTotal: 0,
        taxTotal: 0,
        grandTotal: unitPrice,
        shippingAddress: null,
        ...overrides,
      };
    };
    return { t, issue, checkout };
  };

  it('GAP-61 two orders racing for one card after both applied it: one is placed, the other fails and its card charge is refunded', async () => {
    const { t, issue, checkout } = setup();
    const gift = await issue(1500);
    const pay = [{ giftCardId: gift.id, last4: gift.last4, amount: 1500 }];
    const orders = [checkout(2500, { giftCardPayments: pay }), checkout(2500, { giftCardPayments: pay })];
    const outcomes = await Promise.all(
      orders.map((c) => t.orderFlows.placeOrder({ checkout: c, payment: CARD.ok }).then((r) => r.status, (e: unknown) => (isDomainError(e) ? e.code : 'crash'))),
    );
    expect(outcomes.sort()).toEqual(['GIFT_CARD_BALANCE_CHANGED', 'placed']);
    const rows = await Promise.all(orders.map((c) => t.chargeRows(c.idempotencyKey)));
    expect(rows.map((r) => r.map((c) => [c.status, c.amount])).sort()).toEqual([[['captured', 1000]], [['refunded', 1000]]]);
    const movements = await t.giftCards.movements(t.websiteId, gift.id);
    expect(movements.reduce((s, m) => s + m.amount, 0)).toBe(0);
    expect((await t.giftCards.mustGet(t.websiteId, gift.id)).balance).toBe(0);
  });

  it('GAP-61 GAP-58 a test-mode order issues cards flagged test, which live orders cannot spend', async () => {
    const { t, checkout } = setup();
    const result = await t.orderFlows.placeOrder({ checkout: checkout(2500, { testMode: true }, { value: 2500, recipient }), payment: CARD.ok });
    if (result.status !== 'placed') throw new Error('not placed');
    const { giftCards } = await t.giftCards.list(t.websiteId, { orderId: result.order.id });
    expect(giftCards).toEqual([expect.objectContaining({ testMode: true, balance: 2500, recipientEmail: 'jane@example.com', orderLine: 0 })]);
    const { messages } = await t.outbox.listMessages(t.websiteId);
    expect(messages.find((m) => m.to === 'jane@example.com')!.subject).toMatch(/^\[Test\] Ada sent you a gift card/);
    await expect(t.giftCards.findSpendable(t.websiteId, giftCards[0]!.code, { currency: 'USD', testMode: false })).rejects.toSatisfy((e) => isDomainError(e, 'GIFT_CARD_CODE_INVALID'));
  });

  it('GAP-61 a gift card line added without the gift card page goes to the buyer', async () => {
    const { t, checkout } = setup();
    const result = await t.orderFlows.placeOrder({ checkout: checkout(5000, {}, { value: 5000, recipient: null }), payment: CARD.ok });
    if (result.status !== 'placed') throw new Error('not placed');
    const { giftCards } = await t.giftCards.list(t.websiteId, { orderId: result.order.id });
    expect(giftCards.map((c) => [c.recipientEmail, c.initialAmount])).toEqual([['buyer@example.com', 5000]]);
  });

  it('GAP-61 the recipient email waits in the outbox until the send date', async () => {
    const sent: string[] = [];
    const { t, checkout } = setup({ transport: { send: async (m) => void sent.push(`${m.to}: ${m.subject}`) } });
    const sendAt = t.clock.now() + 3 * 24 * 3_600_000;
    await t.orderFlows.placeOrder({ checkout: checkout(2500, {}, { value: 2500, recipient: { ...recipient, sendDate: '2026-11-24', sendAt } }), payment: CARD.ok });
    await t.orderFlows.deliverOutbox();
    expect(sent).toEqual(['buyer@example.com: Your order #1 is confirmed']);
    t.clock.set(sendAt - 1);
    await t.orderFlows.deliverOutbox();
    expect(sent).toHaveLength(1);
    t.clock.set(sendAt);
    await t.orderFlows.deliverOutbox();
    expect(sent[1]).toMatch(/^jane@example.com: Ada sent you a gift card/);
  });

  it('GAP-61 a checkout whose gift cards pay more than the order less its gift cards is refused before any charge', async () => {
    const { t, issue, checkout } = setup();
    const gift = await issue(9000);
    const bad = checkout(2500, { giftCardPayments: [{ giftCardId: gift.id, last4: gift.last4, amount: 2500 }] }, { value: 2500, recipient });
    await expect(t.orderFlows.placeOrder({ checkout: bad, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    const twice = checkout(2500, { giftCardPayments: [{ giftCardId: gift.id, last4: gift.last4, amount: 1 }, { giftCardId: gift.id, last4: gift.last4, amount: 1 }] });
    await expect(t.orderFlows.placeOrder({ checkout: twice, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    expect(await t.chargeRows(bad.idempotencyKey)).toEqual([]);
    expect((await t.giftCards.mustGet(t.websiteId, gift.id)).balance).toBe(9000);
  });
});
