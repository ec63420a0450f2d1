/**
 * The site captcha (CAPT-*): a self-hosted proof-of-work challenge in ALTCHA's format
 * (docs/decisions.md, "Captcha"). The server signs a challenge; the browser finds the number
 * whose SHA-256 with the salt is the challenge and sends the solution back as a token.
 * Isomorphic: the shapes, the actions and the texts the widget and the server share.
 */

/** CAPT-05: the actions a captcha guards; restock sign-up uses PRODUCT_WAITLIST_SUBMISSION (RSTK-13). */
export const CAPTCHA_ACTIONS = ['FORM_BLOCK_SUBMISSION', 'NEWSLETTER_BLOCK_SUBMISSION', 'PRODUCT_WAITLIST_SUBMISSION', 'PROMO_POPUP_SUBMISSION'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export const CAPTCHA_ALGORITHM = 'SHA-256';

/** What GET /api/captcha/challenge answers (its schema: src/shared/api/captcha.ts). */
export type { CaptchaChallenge } from './api/captcha';

/** A solved challenge; the token sent as `captchaToken` is its JSON, base64-encoded (ALTCHA's payload). */
export interface CaptchaSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** CAPT-07: submitting before the captcha is complete (forms and restock). */
export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
/** CAPT-08: the captcha failed (could not be solved, or the server refused the token). */
export const CAPTCHA_FAILED_MESSAGE = 'reCAPTCHA failed. Refresh this page and try again.';
/** CAPT-09: the widget used before it is set up. */
export const CAPTCHA_NOT_SET_UP_MESSAGE = 'ReCaptcha has not been set up!';
/** CAPT-02: below this container width (px) the widget is compact. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** CAPT-02, CAPT-03: the widget's size for its container's width; its theme is always light. */
export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}
