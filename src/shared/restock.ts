/**
 * Restock (back-in-stock) sign-up rules the product page and the server share (RSTK-03,
 * RSTK-04, UTIL-12): the email checks and their spec texts.
 */
import { isValidEmail } from './email';

/** RSTK-03. */
export const RESTOCK_EMAIL_BLANK_MESSAGE = 'Email cannot be blank';
/** RSTK-04. */
export const RESTOCK_EMAIL_INVALID_MESSAGE = 'Email is invalid';
/** RSTK-07, GAP-99: the success text when the site sets none. */
export const RESTOCK_DEFAULT_SUCCESS_MESSAGE = 'Signed up!';

/** The message for an email the form may not send, or null when it may (trimmed first). */
export function restockEmailError(email: string): string | null {
  const text = email.trim();
  if (text === '') return RESTOCK_EMAIL_BLANK_MESSAGE;
  return isValidEmail(text) ? null : RESTOCK_EMAIL_INVALID_MESSAGE;
}
