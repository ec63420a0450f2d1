import { describe, expect, it } from 'vitest';
import { charactersLeft, giftCardBody, giftCardErrors, initialGiftCardInput, type GiftCardPageProps } from './gift-card-form';

const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' }) as const;
const props: GiftCardPageProps = {
  item: { id: 'card', title: 'Gift Card' },
  denominations: [
    { variantId: 'v1', sku: 'GC-25', attributes: { Value: '25' }, value: usd('25.00'), price: usd('25.00'), onSale: false },
    { variantId: 'v2', sku: 'GC-50', attributes: { Value: '50' }, value: usd('50.00'), price: usd('45.00'), onSale: true },
  ],
  selectedSku: null,
  limits: { maxMessageLength: 10, maxNameLength: 5, earliestSendDate: '2026-11-21', latestSendDate: '2027-11-21' },
  currency: 'USD',
  locale: 'en',
  cartUrl: '/cart',
};
const valid = { sku: 'GC-25', recipientName: 'Ada', recipientEmail: 'ada@example.com', senderName: '', message: '', sendDate: '2026-11-21' };

describe('gift card page form (GIFT-01, GIFT-02, GAP-61)', () => {
  it('GIFT-01 the denomination the page was reached with is chosen; the send date starts today', () => {
    expect(initialGiftCardInput({ ...props, selectedSku: 'GC-50' })).toMatchObject({ sku: 'GC-50', sendDate: '2026-11-21' });
    expect(initialGiftCardInput(props).sku).toBe('');
    expect(initialGiftCardInput({ ...props, denominations: props.denominations.slice(0, 1) }).sku).toBe('GC-25');
  });

  it('GIFT-02 without a denomination the form says so and sends nothing', () => {
    expect(giftCardErrors({ ...valid, sku: '' }, props)).toEqual({ sku: 'Select a denomination for the Gift Card' });
    expect(giftCardErrors({ ...valid, sku: 'GC-99' }, props)).toEqual({ sku: 'Select a denomination for the Gift Card' });
    expect(giftCardErrors(valid, props)).toEqual({});
  });

  it("GAP-61 the recipient's name and email are required; lengths and the send date range are the server's", () => {
    expect(giftCardErrors({ ...valid, recipientName: '  ', recipientEmail: 'ada@' }, props)).toEqual({
      recipientName: "Enter the recipient's name.",
      recipientEmail: 'Please enter a valid email.',
    });
    expect(giftCardErrors({ ...valid, recipientName: 'Adaline', senderName: 'Charles', message: 'x'.repeat(11) }, props)).toEqual({
      recipientName: 'At most 5 characters.',
      senderName: 'At most 5 characters.',
      message: 'At most 10 characters.',
    });
    const late = 'Choose a send date from today to one year from now.';
    expect(giftCardErrors({ ...valid, sendDate: '2026-11-20' }, props)).toEqual({ sendDate: late });
    expect(giftCardErrors({ ...valid, sendDate: '2027-11-22' }, props)).toEqual({ sendDate: late });
    expect(giftCardErrors({ ...valid, sendDate: 'soon' }, props)).toEqual({ sendDate: late });
    expect(giftCardErrors({ ...valid, sendDate: '2027-11-21' }, props)).toEqual({});
    expect(giftCardErrors({ ...valid, sendDate: '' }, props)).toEqual({});
  });

  it('GAP-61 the body is trimmed and leaves out what the buyer left empty; the counter counts down', () => {
    expect(giftCardBody('card', { ...valid, recipientName: ' Ada ', message: ' Happy birthday ', sendDate: '' })).toEqual({
      itemId: 'card',
      sku: 'GC-25',
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
      message: 'Happy birthday',
    });
    expect(giftCardBody('card', { ...valid, senderName: 'Bo', sendDate: '2027-01-01' })).toMatchObject({ senderName: 'Bo', sendDate: '2027-01-01' });
    expect(charactersLeft('', 500)).toBe('500 characters left');
    expect(charactersLeft('x'.repeat(499), 500)).toBe('1 character left');
  });
});
