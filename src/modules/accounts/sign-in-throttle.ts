/**
 * Failed sign-ins, counted in the database so every server process enforces one limit
 * (GAP-75; docs/decisions.md "Sign-in throttling"): per email, which stops guessing one
 * account's password from many addresses, and per client address, which stops one password
 * sprayed over many emails. Counts live in fixed windows of SIGN_IN_WINDOW_MS.
 *
 * An attempt first reserves a failure in both counters with one atomic upsert-increment, so
 * concurrent attempts (on any process) can never pass the limit together; over the limit it is
 * refused before any password work. The caller then releases the reservation unless the
 * password was wrong: only failures stay counted, and a success touches no one else's count.
 * Owners' accounts are global, so their counters are too; customers' are per site.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { normalizeEmail } from '../../shared/email';
import { signInFailures } from './accounts.tables';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per email (per site for customers) and window, from any address. */
export const SIGN_IN_FAILURES_PER_EMAIL = 10;
/** Failed sign-ins per client address (per site for customers) and window, over any emails. */
export const SIGN_IN_FAILURES_PER_IP = 30;

/** Who signs in: a site's owners and contributors, or a site's customers. */
export type SignInAudience = 'owner' | 'customer';

export interface SignInAttempt {
  audience: SignInAudience;
  websiteId: string;
  email: string;
  ip: string;
}

export type SignInReservation =
  | { allowed: true; /** Un-counts the attempt: call unless the password was wrong. */ release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

interface Counter {
  kind: string;
  key: string;
  limit: number;
}

function hashed(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

function countersOf(attempt: SignInAttempt): Counter[] {
  const scope = attempt.audience === 'owner' ? '' : attempt.websiteId;
  return [
    { kind: `${attempt.audience}-email`, key: hashed(scope, normalizeEmail(attempt.email)), limit: SIGN_IN_FAILURES_PER_EMAIL },
    { kind: `${attempt.audience}-ip`, key: hashed(scope, attempt.ip), limit: SIGN_IN_FAILURES_PER_IP },
  ];
}

export function createSignInThrottle({ db, clock }: { db: Db; clock: Clock }) {
  const change = async (counters: Counter[], windowStart: Date, by: 1 | -1) =>
    db
      .insert(signInFailures)
      .values(counters.map((c) => ({ kind: c.kind, key: c.key, windowStart, failures: Math.max(by, 0) })))
      .onConflictDoUpdate({
        target: [signInFailures.kind, signInFailures.key, signInFailures.windowStart],
        set: { failures: sql`greatest(${signInFailures.failures} + ${by}, 0)` },
      })
      .returning({ kind: signInFailures.kind, failures: signInFailures.failures });

  return {
    /** Counts the attempt as a failure unless released; refuses it when a counter is past its limit. */
    async reserveSignIn(attempt: SignInAttempt): Promise<SignInReservation> {
      const now = clock.now();
      const windowStart = new Date(now - (now % SIGN_IN_WINDOW_MS));
      const counters = countersOf(attempt);
      const counts = await change(counters, windowStart, 1);
      // A key's first failure in a window: a good moment to drop windows that are over.
      if (counts.some((c) => c.failures === 1)) await db.delete(signInFailures).where(lt(signInFailures.windowStart, windowStart));
      const release = async () => {
        await change(counters, windowStart, -1);
      };
      const over = counters.some((c) => (counts.find((x) => x.kind === c.kind)?.failures ?? 0) > c.limit);
      if (over) {
        await release();
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_MS - now) / 1000)) };
      }
      return { allowed: true, release };
    },
  };
}
