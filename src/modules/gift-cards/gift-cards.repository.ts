/**
 * Gift card rows and their ledger. Every query filters by website. A balance changes only
 * through `changeBalance`: one conditional update (which also locks the row until the
 * transaction ends) plus the movement row, so the balance is always the ledger's sum.
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { cards, movements } from './gift-cards.tables';
import type { GiftCard, GiftCardMovement, GiftCardStatus, MovementKind } from './gift-cards.types';

type CardRow = typeof cards.$inferSelect;
type MovementRow = typeof movements.$inferSelect;
export type NewCardRow = typeof cards.$inferInsert;

export function toGiftCard(row: CardRow): GiftCard {
  return {
    id: row.id,
    websiteId: row.websiteId,
    code: row.code,
    last4: row.codeLast4,
    currency: row.currency,
    initialAmount: row.initialAmount,
    balance: row.balance,
    status: row.status as GiftCardStatus,
    testMode: row.testMode,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    senderName: row.senderName,
    message: row.message,
    sendDate: row.sendDate,
    sendAt: row.sendAt?.getTime() ?? null,
    orderId: row.orderId,
    orderLine: row.orderLine,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

function toMovement(row: MovementRow): GiftCardMovement {
  return {
    id: row.id,
    giftCardId: row.giftCardId,
    kind: row.kind as MovementKind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    orderId: row.orderId,
    refundId: row.refundId,
    note: row.note,
    created: row.createdAt.getTime(),
  };
}

/** Inserts a card; false when its code is taken on the site already (try another code). */
export async function insertCard(tx: DbOrTx, row: NewCardRow): Promise<boolean> {
  const inserted = await tx.insert(cards).values(row).onConflictDoNothing({ target: [cards.websiteId, cards.code] }).returning({ id: cards.id });
  return inserted.length === 1;
}

export async function readCard(db: DbOrTx, websiteId: string, id: string, lock = false): Promise<GiftCard | null> {
  const query = db.select().from(cards).where(and(eq(cards.websiteId, websiteId), eq(cards.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row === undefined ? null : toGiftCard(row);
}

export async function readCardByCode(db: DbOrTx, websiteId: string, code: string): Promise<GiftCard | null> {
  const [row] = await db.select().from(cards).where(and(eq(cards.websiteId, websiteId), eq(cards.code, code)));
  return row === undefined ? null : toGiftCard(row);
}

/** Newest first, `limit` cards made before the card `before` names (its created time, then id). */
export async function readCards(
  db: DbOrTx,
  websiteId: string,
  options: { limit: number; before?: { created: number; id: string } | undefined; orderId?: string | undefined },
): Promise<GiftCard[]> {
  const conditions: SQL[] = [eq(cards.websiteId, websiteId)];
  if (options.orderId !== undefined) conditions.push(eq(cards.orderId, options.orderId));
  if (options.before !== undefined) {
    const at = new Date(options.before.created);
    conditions.push(or(lt(cards.createdAt, at), and(eq(cards.createdAt, at), lt(cards.id, options.before.id)))!);
  }
  const rows = await db.select().from(cards).where(and(...conditions)).orderBy(desc(cards.createdAt), desc(cards.id)).limit(options.limit);
  return rows.map(toGiftCard);
}

export async function readMovements(db: DbOrTx, websiteId: string, giftCardId: string): Promise<GiftCardMovement[]> {
  const rows = await db
    .select()
    .from(movements)
    .where(and(eq(movements.websiteId, websiteId), eq(movements.giftCardId, giftCardId)))
    .orderBy(asc(movements.seq));
  return rows.map(toMovement);
}

/** Movements of `kinds` that name `orderId`. */
export async function readOrderMovements(db: DbOrTx, websiteId: string, orderId: string, kinds: MovementKind[]): Promise<GiftCardMovement[]> {
  const rows = await db
    .select()
    .from(movements)
    .where(and(eq(movements.websiteId, websiteId), eq(movements.orderId, orderId), inArray(movements.kind, kinds)))
    .orderBy(asc(movements.seq));
  return rows.map(toMovement);
}

export interface BalanceChange {
  delta: number;
  kind: MovementKind;
  orderId?: string | null | undefined;
  /** The order refund a 'refund' movement belongs to. */
  refundId?: string | null | undefined;
  note?: string | undefined;
  at: Date;
  movementId: string;
}

/**
 * Adds `delta` to the balance when the result stays within 0..max and the card meets `only`
 * (active, currency, test mode), and writes the movement. Null (nothing written) otherwise.
 * Run inside a transaction: the update's row lock holds until the movement is written.
 */
export async function changeBalance(
  tx: DbOrTx,
  websiteId: string,
  giftCardId: string,
  change: BalanceChange,
  only: { active?: boolean; currency?: string; testMode?: boolean; maxBalance: number },
): Promise<GiftCard | null> {
  const conditions: SQL[] = [
    eq(cards.websiteId, websiteId),
    eq(cards.id, giftCardId),
    // In bigint: an owner's large adjustment must be refused, not overflow the column's type.
    sql`${cards.balance}::bigint + ${change.delta} between 0 and ${only.maxBalance}`,
  ];
  if (only.active === true) conditions.push(eq(cards.status, 'active'));
  if (only.currency !== undefined) conditions.push(eq(cards.currency, only.currency));
  if (only.testMode !== undefined) conditions.push(eq(cards.testMode, only.testMode));
  const [row] = await tx
    .update(cards)
    .set({ balance: sql`${cards.balance} + ${change.delta}`, updatedAt: change.at })
    .where(and(...conditions))
    .returning();
  if (row === undefined) return null;
  await tx.insert(movements).values({
    id: change.movementId,
    websiteId,
    giftCardId,
    kind: change.kind,
    amount: change.delta,
    balanceAfter: row.balance,
    orderId: change.orderId ?? null,
    refundId: change.refundId ?? null,
    note: change.note ?? '',
    createdAt: change.at,
  });
  return toGiftCard(row);
}

/** Writes the first movement of a card just inserted (its balance is the initial amount). */
export async function insertIssueMovement(tx: DbOrTx, row: typeof movements.$inferInsert): Promise<void> {
  await tx.insert(movements).values(row);
}

/** Sets the status of cards; the ids of those that changed. */
export async function updateStatus(db: DbOrTx, websiteId: string, where: { id?: string; orderId?: string }, status: GiftCardStatus, at: Date): Promise<string[]> {
  const conditions: SQL[] = [eq(cards.websiteId, websiteId), sql`${cards.status} <> ${status}`];
  if (where.id !== undefined) conditions.push(eq(cards.id, where.id));
  if (where.orderId !== undefined) conditions.push(eq(cards.orderId, where.orderId));
  const rows = await db.update(cards).set({ status, updatedAt: at }).where(and(...conditions)).returning({ id: cards.id });
  return rows.map((r) => r.id);
}
