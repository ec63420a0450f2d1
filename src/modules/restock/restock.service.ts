/**
 * Restock sign-ups (RSTK-*, GAP-27..GAP-31): a visitor's email kept per variant until the
 * owner sends the back-in-stock email, the owner's paged lists, and marking sign-ups notified.
 * Checks that need other modules (the product exists, the variant is back in stock, the
 * captcha) are the flows'.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { normalizeEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { restockEmailError } from '../../shared/restock';
import { encodeCursor, groupsCursorPosition, signUpsCursorPosition } from './restock-cursors';
import { markNotified, readGroups, readPending, upsertPending } from './restock.repository';
import { RESTOCK_LIMITS, type NewRestockSignUp, type RestockGroupCount, type RestockPage, type RestockSignUp } from './restock.types';

export interface RestockDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
}

export type RestockService = ReturnType<typeof createRestockService>;

export function createRestockService({ db, ids, clock }: RestockDeps) {
  return {
    /**
     * Keeps a visitor's sign-up (GAP-27): RSTK-03/04's checks on the email, then one pending
     * sign-up per email and variant (signing up again updates its choices).
     */
    async signUp(websiteId: string, input: NewRestockSignUp): Promise<RestockSignUp> {
      const problem = restockEmailError(input.email);
      if (problem !== null) throw new DomainError(problem === 'Email cannot be blank' ? 'RESTOCK_EMAIL_BLANK' : 'RESTOCK_EMAIL_INVALID');
      const at = new Date(clock.now());
      return upsertPending(db, {
        id: ids.next(),
        websiteId,
        productId: input.productId,
        variantId: input.variantId,
        email: normalizeEmail(input.email),
        isJoinMailingList: input.isJoinMailingList,
        language: input.language,
        createdAt: at,
        updatedAt: at,
      });
    },

    /** RSTK-15, GAP-28: pending sign-ups counted per product and variant, a page at a time. */
    async listGroups(websiteId: string, cursor: string | undefined): Promise<RestockPage<RestockGroupCount>> {
      const limit = RESTOCK_LIMITS.groupsPerPage;
      const rows = await readGroups(db, websiteId, groupsCursorPosition(cursor), limit + 1);
      const entries = rows.slice(0, limit);
      const last = entries[entries.length - 1];
      const hasNextPage = rows.length > limit;
      return { entries, hasNextPage, nextPageCursor: hasNextPage && last !== undefined ? encodeCursor({ p: last.productId, v: last.variantId }) : null };
    },

    /** RSTK-17, GAP-29: a variant's pending sign-ups, oldest first, a page at a time. */
    async listSignUps(websiteId: string, productId: string, variantId: string, cursor: string | undefined): Promise<RestockPage<RestockSignUp>> {
      const limit = RESTOCK_LIMITS.signUpsPerPage;
      const rows = await readPending(db, websiteId, { productId, variantId }, signUpsCursorPosition(cursor), limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const hasNextPage = rows.length > limit;
      return { entries: page.map(({ seq: _seq, ...signUp }) => signUp), hasNextPage, nextPageCursor: hasNextPage && last !== undefined ? encodeCursor({ s: last.seq }) : null };
    },

    /** The next pending sign-ups of a variant to notify (oldest first), at most `limit`. */
    async pendingBatch(websiteId: string, productId: string, variantId: string, limit: number = RESTOCK_LIMITS.sendBatch): Promise<RestockSignUp[]> {
      const rows = await readPending(db, websiteId, { productId, variantId }, 0, limit);
      return rows.map(({ seq: _seq, ...signUp }) => signUp);
    },

    /** Marks sign-ups notified now; returns how many were still pending. */
    async markNotified(websiteId: string, signUpIds: string[]): Promise<number> {
      return markNotified(db, websiteId, signUpIds, new Date(clock.now()));
    },
  };
}
