/**
 * Restock sign-up rows. Every query filters by website; lists page by keyset (groups by
 * product then variant id, sign-ups by insertion order), so a page never repeats or skips a row.
 */
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { signUps } from './restock.tables';
import type { RestockGroupCount, RestockSignUp } from './restock.types';

type Row = typeof signUps.$inferSelect;
export type NewRow = typeof signUps.$inferInsert;

export function toSignUp(row: Row): RestockSignUp {
  return {
    id: row.id,
    websiteId: row.websiteId,
    productId: row.productId,
    variantId: row.variantId,
    email: row.email,
    isJoinMailingList: row.isJoinMailingList,
    language: row.language,
    created: row.createdAt.getTime(),
    notified: row.notifiedAt?.getTime() ?? null,
  };
}

/** Inserts a pending sign-up, or updates the pending one of the same email and variant. */
export async function upsertPending(db: DbOrTx, row: NewRow): Promise<RestockSignUp> {
  const [saved] = await db
    .insert(signUps)
    .values(row)
    .onConflictDoUpdate({
      target: [signUps.websiteId, signUps.variantId, signUps.email],
      targetWhere: isNull(signUps.notifiedAt),
      set: { isJoinMailingList: row.isJoinMailingList, language: row.language, updatedAt: row.updatedAt, productId: row.productId },
    })
    .returning();
  return toSignUp(saved!);
}

/** Pending counts per product and variant after `after` (exclusive), `limit` of them. */
export async function readGroups(db: DbOrTx, websiteId: string, after: { productId: string; variantId: string } | null, limit: number): Promise<RestockGroupCount[]> {
  const position =
    after === null ? undefined : or(gt(signUps.productId, after.productId), and(eq(signUps.productId, after.productId), gt(signUps.variantId, after.variantId)));
  const rows = await db
    .select({ productId: signUps.productId, variantId: signUps.variantId, count: count() })
    .from(signUps)
    .where(and(eq(signUps.websiteId, websiteId), isNull(signUps.notifiedAt), position))
    .groupBy(signUps.productId, signUps.variantId)
    .orderBy(asc(signUps.productId), asc(signUps.variantId))
    .limit(limit);
  return rows.map((r) => ({ productId: r.productId, variantId: r.variantId, count: Number(r.count) }));
}

/** Pending sign-ups of one product's variant in order, after sequence `afterSeq`. */
export async function readPending(
  db: DbOrTx,
  websiteId: string,
  where: { productId?: string; variantId: string },
  afterSeq: number,
  limit: number,
): Promise<(RestockSignUp & { seq: number })[]> {
  const rows = await db
    .select()
    .from(signUps)
    .where(
      and(
        eq(signUps.websiteId, websiteId),
        eq(signUps.variantId, where.variantId),
        where.productId === undefined ? undefined : eq(signUps.productId, where.productId),
        isNull(signUps.notifiedAt),
        gt(signUps.seq, afterSeq),
      ),
    )
    .orderBy(asc(signUps.seq))
    .limit(limit);
  return rows.map((r) => ({ ...toSignUp(r), seq: r.seq ?? 0 }));
}

/** Marks pending sign-ups notified; returns how many were still pending. */
export async function markNotified(db: DbOrTx, websiteId: string, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await db
    .update(signUps)
    .set({ notifiedAt: at, updatedAt: at })
    .where(and(eq(signUps.websiteId, websiteId), inArray(signUps.id, ids), isNull(signUps.notifiedAt)))
    .returning({ id: signUps.id });
  return updated.length;
}

