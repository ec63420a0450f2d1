/**
 * A card as the visitor types it (number with spaces, expiry "MM / YY", security code) and as
 * the checkout endpoints take it (`{type: 'card', number, expMonth, expYear, cvc}`), with the
 * checks made before sending. The test processor's cards are listed in
 * src/modules/payments/test-processor.ts.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const CARD_EXPIRY_INCORRECT = 'Enter the expiry date as MM / YY.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CARD_CVC_INCORRECT = 'Your card security code is incorrect.';

export function emptyCard(): CardInput {
  return { number: '', expiry: '', cvc: '' };
}

/** "12 / 28", "12/2028", "1228" → month and four-digit year; null when it is not a date. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (match === null) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Field messages (`number`, `expiry`, `cvc`); `now` decides whether the card has expired. */
export function cardErrors(card: CardInput, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = CARD_NUMBER_INCORRECT;
  const expiry = parseExpiry(card.expiry);
  if (expiry === null) errors.expiry = CARD_EXPIRY_INCORRECT;
  else if (expiry.expYear < now.getFullYear() || (expiry.expYear === now.getFullYear() && expiry.expMonth < now.getMonth() + 1)) errors.expiry = CARD_EXPIRED;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_CVC_INCORRECT;
  return errors;
}

/** The `payment` of a checkout body; call after cardErrors found nothing. */
export function cardBody(card: CardInput): { type: 'card'; number: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = parseExpiry(card.expiry) ?? { expMonth: 0, expYear: 0 };
  return { type: 'card', number: card.number.replace(/\s+/g, ''), expMonth: expiry.expMonth, expYear: expiry.expYear, cvc: card.cvc.trim() };
}

/** A server field path of the payment (`payment.expMonth`) → the card field showing it. */
export function cardFieldOf(path: string): string | null {
  if (path === 'payment.number') return 'number';
  if (path === 'payment.expMonth' || path === 'payment.expYear') return 'expiry';
  if (path === 'payment.cvc') return 'cvc';
  return null;
}
