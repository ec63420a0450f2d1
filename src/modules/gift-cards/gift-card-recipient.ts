/**
 * What the gift card page sends about the recipient, checked (GAP-61): a name and an email,
 * an optional sender name and message, and a send date from today to a year ahead in the
 * site's time zone. Dates are calendar days (YYYY-MM-DD); the email is due at the start of
 * that day in the site's time zone.
 */
import { isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import { GIFT_CARD_LIMITS, type GiftCardRecipient } from './gift-cards.types';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Wall-clock parts of `ms` in `timeZone`. */
function wallClock(ms: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of `ms` in `timeZone`, YYYY-MM-DD. */
export function localDate(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [, y, m, d] = DATE.exec(date)!.map(Number) as [number, number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The instant (ms) `date` starts in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const [, y, m, d] = DATE.exec(date)!.map(Number) as [number, number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (ms: number) => {
    const w = wallClock(ms, timeZone);
    return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - ms;
  };
  const first = guess - offsetAt(guess);
  // Once more at the found instant, for a day that starts on the other side of a DST change.
  return guess - offsetAt(first);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function text(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') return null;
  // Control characters other than line breaks never belong in a name or a message.
  const kept = [...raw.replace(/\r\n?/g, '\n')].filter((c) => c === '\n' || (c >= ' ' && c !== '\u007f'));
  return kept.join('').trim();
}

/**
 * The recipient details of `raw`, or VALIDATION_FAILED naming each bad field. `now` and the
 * site's `timeZone` decide what today is.
 */
export function parseGiftCardRecipient(raw: Record<string, unknown>, site: { now: number; timeZone: string }): GiftCardRecipient {
  const errors: Record<string, string> = {};
  const { maxNameLength, maxMessageLength, maxSendDaysAhead } = GIFT_CARD_LIMITS;
  const recipientName = text(raw.recipientName);
  if (recipientName === null || recipientName === '') errors.recipientName = "Enter the recipient's name.";
  else if (recipientName.length > maxNameLength) errors.recipientName = `At most ${maxNameLength} characters.`;
  const recipientEmail = text(raw.recipientEmail);
  if (recipientEmail === null || !isValidEmail(recipientEmail)) errors.recipientEmail = 'Please enter a valid email.';
  const senderName = text(raw.senderName);
  if (senderName === null || senderName.length > maxNameLength) errors.senderName = `At most ${maxNameLength} characters.`;
  const message = text(raw.message);
  if (message === null || message.length > maxMessageLength) errors.message = `At most ${maxMessageLength} characters.`;
  const sendDate = text(raw.sendDate);
  const today = localDate(site.now, site.timeZone);
  if (sendDate === null || (sendDate !== '' && (!isCalendarDate(sendDate) || sendDate < today || sendDate > addDays(today, maxSendDaysAhead)))) {
    errors.sendDate = 'Choose a send date from today to one year from now.';
  }
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  return {
    recipientName: recipientName!,
    recipientEmail: recipientEmail!,
    senderName: senderName!,
    message: message!,
    sendDate: sendDate === '' ? null : sendDate!,
    sendAt: sendDate === '' ? null : startOfLocalDay(sendDate!, site.timeZone),
  };
}
