/**
 * Mailing list, subscriber and link-token rows. Every query filters by website, so one site
 * never reads or changes another's lists; subscribers page newest first by their keyset `seq`.
 */
import { and, asc, count, desc, eq, ilike, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { lists, subscribers, tokens } from './mailing-lists.tables';
import type { MailingList, Subscriber, SubscriberStatus } from './mailing-lists.types';

type ListRow = typeof lists.$inferSelect;
type SubscriberRow = typeof subscribers.$inferSelect;
export type NewListRow = typeof lists.$inferInsert;
export type NewSubscriberRow = typeof subscribers.$inferInsert;
export type NewTokenRow = typeof tokens.$inferInsert;

function toList(row: ListRow): MailingList {
  return { id: row.id, websiteId: row.websiteId, name: row.name, doubleOptIn: row.doubleOptIn, created: row.createdAt.getTime(), updated: row.updatedAt.getTime() };
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    websiteId: row.websiteId,
    listId: row.listId,
    email: row.email,
    name: row.name,
    status: row.status as SubscriberStatus,
    source: row.source,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
    confirmed: row.confirmedAt?.getTime() ?? null,
    unsubscribed: row.unsubscribedAt?.getTime() ?? null,
  };
}

export async function insertList(db: DbOrTx, row: NewListRow): Promise<MailingList> {
  const [saved] = await db.insert(lists).values(row).returning();
  return toList(saved!);
}

/** The list, or null when this site has none with that id. */
export async function readList(db: DbOrTx, websiteId: string, listId: string): Promise<MailingList | null> {
  const [row] = await db.select().from(lists).where(and(eq(lists.websiteId, websiteId), eq(lists.id, listId)));
  return row === undefined ? null : toList(row);
}

/** The site's lists, oldest first. */
export async function readLists(db: DbOrTx, websiteId: string): Promise<MailingList[]> {
  const rows = await db.select().from(lists).where(eq(lists.websiteId, websiteId)).orderBy(asc(lists.createdAt), asc(lists.id));
  return rows.map(toList);
}

/** How many subscribers each of the site's lists has in each state. */
export async function countByListAndStatus(db: DbOrTx, websiteId: string): Promise<{ listId: string; status: SubscriberStatus; count: number }[]> {
  const rows = await db
    .select({ listId: subscribers.listId, status: subscribers.status, count: count() })
    .from(subscribers)
    .where(eq(subscribers.websiteId, websiteId))
    .groupBy(subscribers.listId, subscribers.status);
  return rows.map((r) => ({ listId: r.listId, status: r.status as SubscriberStatus, count: Number(r.count) }));
}

export async function updateList(db: DbOrTx, websiteId: string, listId: string, set: Partial<Pick<NewListRow, 'name' | 'doubleOptIn' | 'updatedAt'>>): Promise<MailingList | null> {
  const [row] = await db.update(lists).set(set).where(and(eq(lists.websiteId, websiteId), eq(lists.id, listId))).returning();
  return row === undefined ? null : toList(row);
}

/** Deletes the list; its subscribers and their tokens go with it (foreign keys cascade). */
export async function deleteList(db: DbOrTx, websiteId: string, listId: string): Promise<boolean> {
  const rows = await db.delete(lists).where(and(eq(lists.websiteId, websiteId), eq(lists.id, listId))).returning({ id: lists.id });
  return rows.length > 0;
}

export async function readSubscriberByEmail(db: DbOrTx, websiteId: string, listId: string, email: string): Promise<Subscriber | null> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.websiteId, websiteId), eq(subscribers.listId, listId), eq(subscribers.email, email)));
  return row === undefined ? null : toSubscriber(row);
}

export async function readSubscriber(db: DbOrTx, websiteId: string, subscriberId: string): Promise<Subscriber | null> {
  const [row] = await db.select().from(subscribers).where(and(eq(subscribers.websiteId, websiteId), eq(subscribers.id, subscriberId)));
  return row === undefined ? null : toSubscriber(row);
}

/**
 * Inserts a subscriber unless the list already has that email (a racing sign-up of the same
 * email won); returns the row then kept for the email.
 */
export async function insertSubscriber(db: DbOrTx, row: NewSubscriberRow): Promise<{ subscriber: Subscriber; inserted: boolean }> {
  const [saved] = await db.insert(subscribers).values(row).onConflictDoNothing({ target: [subscribers.listId, subscribers.email] }).returning();
  if (saved !== undefined) return { subscriber: toSubscriber(saved), inserted: true };
  const existing = await readSubscriberByEmail(db, row.websiteId, row.listId, row.email);
  return { subscriber: existing!, inserted: false };
}

export async function updateSubscriber(
  db: DbOrTx,
  websiteId: string,
  subscriberId: string,
  set: Partial<Pick<NewSubscriberRow, 'status' | 'name' | 'source' | 'updatedAt' | 'confirmedAt' | 'unsubscribedAt'>>,
): Promise<Subscriber | null> {
  const [row] = await db.update(subscribers).set(set).where(and(eq(subscribers.websiteId, websiteId), eq(subscribers.id, subscriberId))).returning();
  return row === undefined ? null : toSubscriber(row);
}

export async function deleteSubscriber(db: DbOrTx, websiteId: string, listId: string, subscriberId: string): Promise<boolean> {
  const rows = await db
    .delete(subscribers)
    .where(and(eq(subscribers.websiteId, websiteId), eq(subscribers.listId, listId), eq(subscribers.id, subscriberId)))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** `text` as a LIKE pattern matching itself anywhere (its %, _ and \ taken literally). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's subscribers newest first, before sequence `beforeSeq` (null: from the newest), matching `q` in the email or name. */
export async function readSubscribers(
  db: DbOrTx,
  websiteId: string,
  listId: string,
  options: { beforeSeq: number | null; q: string; limit: number },
): Promise<(Subscriber & { seq: number })[]> {
  const pattern = options.q === '' ? null : containsPattern(options.q);
  const rows = await db
    .select()
    .from(subscribers)
    .where(
      and(
        eq(subscribers.websiteId, websiteId),
        eq(subscribers.listId, listId),
        options.beforeSeq === null ? undefined : lt(subscribers.seq, options.beforeSeq),
        pattern === null ? undefined : or(ilike(subscribers.email, pattern), ilike(subscribers.name, pattern)),
      ),
    )
    .orderBy(desc(subscribers.seq))
    .limit(options.limit);
  return rows.map((r) => ({ ...toSubscriber(r), seq: r.seq ?? 0 }));
}

export async function insertToken(db: DbOrTx, row: NewTokenRow): Promise<void> {
  await db.insert(tokens).values(row);
}

/** The token's row with its subscriber and list name, or null when no token has that hash. */
export async function readToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ websiteId: string; purpose: string; expiresAt: Date | null; subscriber: Subscriber; listName: string } | null> {
  const [row] = await db
    .select({ token: tokens, subscriber: subscribers, listName: lists.name })
    .from(tokens)
    .innerJoin(subscribers, eq(subscribers.id, tokens.subscriberId))
    .innerJoin(lists, eq(lists.id, subscribers.listId))
    .where(eq(tokens.tokenHash, tokenHash));
  if (row === undefined) return null;
  return { websiteId: row.token.websiteId, purpose: row.token.purpose, expiresAt: row.token.expiresAt, subscriber: toSubscriber(row.subscriber), listName: row.listName };
}
