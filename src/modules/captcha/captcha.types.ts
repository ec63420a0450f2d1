/** The captcha module's limits. */

export const CAPTCHA_LIMITS = {
  /**
   * The secret number is drawn from 0..maxNumber: a browser tries 50,000 hashes on average,
   * well under a second in plain JavaScript, while a bot pays it for every submission.
   */
  maxNumber: 100_000,
  /** How long a challenge may be solved and used. */
  ttlMs: 10 * 60_000,
} as const;
