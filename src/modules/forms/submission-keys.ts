/**
 * One-time submission keys (FORM-39, FORM-40): the visitor gets a random key, the table keeps
 * only its SHA-256, bound to the site and the visitor (the crumb cookie), for
 * FORM_LIMITS.keyLifetimeMinutes. Spending is one conditional UPDATE, so of two simultaneous
 * submissions with one key exactly one gets it.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { FORM_LIMITS } from '../../shared/forms/form-model';
import { submissionKeys } from './forms.tables';

const KEY_LIFETIME_MS = FORM_LIMITS.keyLifetimeMinutes * 60_000;

export function hashSubmissionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Stores a new key's hash; expired keys (spent or not) are cleared on the way, so the table stays small. */
export async function insertSubmissionKey(db: DbOrTx, websiteId: string, visitor: string, key: string, now: number): Promise<void> {
  await db.delete(submissionKeys).where(lt(submissionKeys.expiresAt, new Date(now)));
  await db.insert(submissionKeys).values({
    keyHash: hashSubmissionKey(key),
    websiteId,
    visitor,
    createdAt: new Date(now),
    expiresAt: new Date(now + KEY_LIFETIME_MS),
  });
}

/**
 * Marks the key spent when it is this site's and this visitor's, unspent and unexpired; false
 * otherwise (unknown, used, expired, another visitor's or another site's key).
 */
export async function spendSubmissionKey(db: DbOrTx, websiteId: string, visitor: string, key: string, now: number): Promise<boolean> {
  const spent = await db
    .update(submissionKeys)
    .set({ spentAt: new Date(now) })
    .where(
      and(
        eq(submissionKeys.keyHash, hashSubmissionKey(key)),
        eq(submissionKeys.websiteId, websiteId),
        eq(submissionKeys.visitor, visitor),
        isNull(submissionKeys.spentAt),
        gt(submissionKeys.expiresAt, new Date(now)),
      ),
    )
    .returning({ keyHash: submissionKeys.keyHash });
  return spent.length === 1;
}
