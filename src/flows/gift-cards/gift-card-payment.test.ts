import { describe, expect, it } from 'vitest';
import type { GiftCard } from '../../modules/gift-cards';
import { DomainError, isDomainError } from '../../shared/errors';
import { amountDue, applyGiftCards, assertChargeCoversRest, paymentSummaryWithGiftCards } from './gift-card-payment';
import type { PricedCheckout } from '../checkout';

const line = (unitPrice: number, quantity = 1, giftCard = false) => ({
  itemId: 'i',
  variantId: `v${unitPrice}`,
  sku: 's',
  productName: 'p',
  quantity,
  unitPrice,
  ...(giftCard && { giftCard: { value: unitPrice, recipient: null } }),
});

function checkoutOf(lines: PricedCheckout['lines'], extra: Partial<PricedCheckout> = {}): PricedCheckout {
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  return { websiteId: 'w', idempotencyKey: 'key-12345', purchasedCartId: null, testMode: false, currency: 'USD', customerEmail: 'b@example.com', shippingAddress: null, billingAddress: null, lines, subtotal, discountTotal: 0, shippingTotal: 0, taxTotal: 0, grandTotal: subtotal, ...extra };
}

const cards: Record<string, Pick<GiftCard, 'id' | 'last4' | 'balance'>> = {
  BIG: { id: 'g1', last4: 'AAAA', balance: 10_000 },
  SMALL: { id: 'g2', last4: 'BBBB', balance: 300 },
  EMPTY: { id: 'g3', last4: 'CCCC', balance: 0 },
};
const service = {
  findSpendable: async (_websiteId: string, code: unknown) => {
    const card = cards[String(code)];
    if (card === undefined) throw new DomainError('GIFT_CARD_CODE_INVALID');
    return card as GiftCard;
  },
};
const codeOf = (e: unknown) => (isDomainError(e) ? e.code : e);

describe('gift card payments', () => {
  it('GAP-61 each card pays min(balance, what is left), in the order given; later cards pay nothing once covered', async () => {
    const paid = await applyGiftCards(service, checkoutOf([line(1000)]), ['SMALL', 'BIG', 'SMALL']);
    expect(paid.giftCardPayments).toEqual([{ giftCardId: 'g2', last4: 'BBBB', amount: 300 }, { giftCardId: 'g1', last4: 'AAAA', amount: 700 }]);
    expect(amountDue(paid)).toBe(0);
    const covered = await applyGiftCards(service, checkoutOf([line(200)]), ['SMALL', 'BIG']);
    expect(covered.giftCardPayments).toEqual([{ giftCardId: 'g2', last4: 'BBBB', amount: 200 }]);
    expect(await applyGiftCards(service, checkoutOf([line(200)]), [])).toEqual(checkoutOf([line(200)]));
  });

  it('GAP-61 gift cards never pay for gift card lines; empty and unknown cards are refused', async () => {
    const mixed = await applyGiftCards(service, checkoutOf([line(2500, 2, true), line(999)]), ['BIG']);
    expect(mixed.giftCardPayments).toEqual([{ giftCardId: 'g1', last4: 'AAAA', amount: 999 }]);
    expect(amountDue(mixed)).toBe(5000);
    expect(await applyGiftCards(service, checkoutOf([line(2500, 1, true)]), ['BIG']).catch(codeOf)).toBe('GIFT_CARD_NOT_FOR_GIFT_CARDS');
    expect(await applyGiftCards(service, checkoutOf([line(100)]), ['EMPTY']).catch(codeOf)).toBe('GIFT_CARD_EMPTY');
    expect(await applyGiftCards(service, checkoutOf([line(100)]), ['NOPE']).catch(codeOf)).toBe('GIFT_CARD_CODE_INVALID');
    expect(await applyGiftCards(service, checkoutOf([line(100)]), ['1', '2', '3', '4', '5', '6']).catch(codeOf)).toBe('VALIDATION_FAILED');
  });

  it('GAP-61 names the cards in the payment summary', () => {
    const withCards = checkoutOf([line(100)], { giftCardPayments: [{ giftCardId: 'g1', last4: 'AAAA', amount: 50 }] });
    expect(paymentSummaryWithGiftCards('card ending 4242', withCards)).toBe('card ending 4242 + gift card ending AAAA');
    expect(paymentSummaryWithGiftCards(null, withCards)).toBe('gift card ending AAAA');
    expect(paymentSummaryWithGiftCards(null, checkoutOf([line(0)]))).toBe('no payment due');
  });

  it('GAP-61 a charge must be exactly what the cards left to pay, or the purchase stops', () => {
    const withCards = checkoutOf([line(1000)], { giftCardPayments: [{ giftCardId: 'g1', last4: 'AAAA', amount: 400 }] });
    expect(() => assertChargeCoversRest({ amount: 600, context: withCards }, withCards)).not.toThrow();
    expect(() => assertChargeCoversRest({ amount: 1000, context: checkoutOf([line(1000)]) }, withCards)).toThrow(DomainError);
    // A resumed attempt that had cards, completed with a checkout that has none: refused too.
    expect(() => assertChargeCoversRest({ amount: 600, context: withCards }, checkoutOf([line(1000)]))).toThrow(DomainError);
    expect(() => assertChargeCoversRest(null, withCards)).toThrow(DomainError);
    expect(() => assertChargeCoversRest({ amount: 1000, context: null }, checkoutOf([line(1000)]))).not.toThrow();
  });
});
