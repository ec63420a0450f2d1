import { describe, expect, it } from 'vitest';
import { addDays, formatCode, generateCode, isCalendarDate, localDate, normalizeCode, parseGiftCardRecipient, startOfLocalDay } from './index';
import { isDomainError } from '../../shared/errors';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('gift card codes', () => {
  it('GAP-61 are 16 characters of Crockford base32, different every time, shown in groups of four', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(generateCode(() => new Uint8Array(10))).toBe('0000000000000000');
    expect(generateCode(() => new Uint8Array(10).fill(255))).toBe('ZZZZZZZZZZZZZZZZ');
    expect(formatCode('ABCD2345EFGH6789')).toBe('ABCD-2345-EFGH-6789');
  });

  it('GAP-61 reads what people type: case, spaces and dashes ignored, O/I/L as digits; anything else is no code', () => {
    expect(normalizeCode('abcd-2345 efgh-6789')).toBe('ABCD2345EFGH6789');
    expect(normalizeCode('OIL0 0000 0000 0000')).toBe('0110000000000000');
    expect(normalizeCode('ABCD2345EFGH678')).toBeNull();
    expect(normalizeCode('ABCD2345EFGH678U')).toBeNull();
    expect(normalizeCode(42)).toBeNull();
    expect(normalizeCode('A'.repeat(100))).toBeNull();
  });
});

describe('gift card recipient and send date', () => {
  const site = { now: NOW, timeZone: 'America/Los_Angeles' };
  const errorsOf = (raw: Record<string, unknown>) => {
    try {
      parseGiftCardRecipient(raw, site);
      return {};
    } catch (e) {
      if (!isDomainError(e, 'VALIDATION_FAILED')) throw e;
      return e.details.errors as Record<string, string>;
    }
  };

  it('GAP-61 keeps name, email, sender, message and a send date from today to a year ahead in the site time zone', () => {
    const today = localDate(NOW, site.timeZone);
    expect(today).toBe('2026-11-21');
    const parsed = parseGiftCardRecipient({ recipientName: ' Jane ', recipientEmail: 'jane@example.com', senderName: 'Ada', message: 'Happy\r\nbirthday\u0007', sendDate: '2026-12-24' }, site);
    expect(parsed).toEqual({ recipientName: 'Jane', recipientEmail: 'jane@example.com', senderName: 'Ada', message: 'Happy\nbirthday', sendDate: '2026-12-24', sendAt: Date.UTC(2026, 11, 24, 8) });
    expect(parseGiftCardRecipient({ recipientName: 'J', recipientEmail: 'j@example.com' }, site)).toMatchObject({ senderName: '', message: '', sendDate: null, sendAt: null });
    expect(errorsOf({ recipientName: 'J', recipientEmail: 'j@example.com', sendDate: today })).toEqual({});
    expect(errorsOf({ recipientName: 'J', recipientEmail: 'j@example.com', sendDate: addDays(today, 365) })).toEqual({});
  });

  it('GAP-61 names every bad field', () => {
    const date = 'Choose a send date from today to one year from now.';
    expect(errorsOf({})).toEqual({ recipientName: "Enter the recipient's name.", recipientEmail: 'Please enter a valid email.' });
    expect(errorsOf({ recipientName: 'x'.repeat(101), recipientEmail: 'nope', message: 'x'.repeat(501), senderName: 5, sendDate: '2026-11-20' })).toEqual({
      recipientName: 'At most 100 characters.',
      recipientEmail: 'Please enter a valid email.',
      message: 'At most 500 characters.',
      senderName: 'At most 100 characters.',
      sendDate: date,
    });
    expect(errorsOf({ recipientName: 'J', recipientEmail: 'j@example.com', sendDate: '2027-11-22' })).toEqual({ sendDate: date });
    expect(errorsOf({ recipientName: 'J', recipientEmail: 'j@example.com', sendDate: '2026-02-30' })).toEqual({ sendDate: date });
    expect(errorsOf({ recipientName: 'J', recipientEmail: 'j@example.com', sendDate: 'tomorrow' })).toEqual({ sendDate: date });
  });

  it('finds the start of a day across time zones and DST, and real calendar days', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    expect(startOfLocalDay('2026-03-09', 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 4));
    expect(startOfLocalDay('2026-06-01', 'Asia/Tokyo')).toBe(Date.UTC(2026, 4, 31, 15));
    expect(startOfLocalDay('2026-06-01', 'Not/AZone')).toBe(Date.UTC(2026, 5, 1));
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});
