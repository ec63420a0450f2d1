/**
 * The generic email check (UTIL-12, GAP-81): 3 to 256 characters matching a simple address
 * pattern. Isomorphic, so the editor and the server agree on what a valid email is.
 */

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `text` is an email by the platform's rule; callers trim first if they want to. */
export function isValidEmail(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** The form an email is stored and compared in: trimmed and lowercased. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}
