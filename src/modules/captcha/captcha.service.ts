/**
 * The site captcha's server side (CAPT-*, RSTK-05): signed proof-of-work challenges and the
 * check of a solution token, which passes once (a used solution is recorded until its
 * challenge expires). Stateless to issue; one insert to verify.
 */
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { CaptchaChallenge } from '../../shared/captcha';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import { spentSolutions } from './captcha.tables';
import { CAPTCHA_LIMITS } from './captcha.types';
import { makeChallenge, parseSolutionToken, solutionExpiry, solutionProblem } from './proof-of-work';

export interface CaptchaDeps {
  db: DbOrTx;
  clock: Clock;
  /** The server's signing key (config): challenges from another key do not pass. */
  hmacKey: string;
  /** `bytes` random bytes as hex (node:crypto in the server; fixed in tests). */
  randomHex(bytes: number): string;
  /** A random integer in 0..max inclusive. */
  randomInt(max: number): number;
  maxNumber?: number;
  ttlMs?: number;
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService({ db, clock, hmacKey, randomHex, randomInt, maxNumber = CAPTCHA_LIMITS.maxNumber, ttlMs = CAPTCHA_LIMITS.ttlMs }: CaptchaDeps) {
  return {
    /** A new challenge for a page of `websiteId`. */
    challenge(websiteId: string): CaptchaChallenge {
      return makeChallenge({ hmacKey, randomHex: randomHex(12), websiteId, expiresAtMs: clock.now() + ttlMs, number: randomInt(maxNumber), maxNumber });
    },

    /**
     * Accepts a solution token once; throws CAPTCHA_FAILED for anything else (malformed,
     * another server's, another site's, expired, wrong, or used before).
     */
    async verify(websiteId: string, token: string): Promise<void> {
      const solution = parseSolutionToken(token);
      const now = clock.now();
      const problem = solution === null ? 'format' : solutionProblem(solution, hmacKey, websiteId, now);
      if (solution === null || problem !== null) throw new DomainError('CAPTCHA_FAILED', { problem });
      // Expired rows can no longer pass the expiry check, so they are only clutter.
      await db.delete(spentSolutions).where(lt(spentSolutions.expiresAt, new Date(now)));
      const inserted = await db
        .insert(spentSolutions)
        .values({ signature: solution.signature, websiteId, expiresAt: new Date(solutionExpiry(solution)) })
        .onConflictDoNothing()
        .returning({ signature: spentSolutions.signature });
      if (inserted.length === 0) throw new DomainError('CAPTCHA_FAILED', { problem: 'replayed' });
    },
  };
}
