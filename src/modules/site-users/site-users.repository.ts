/**
 * Site-user rows. Every query names the website: a site's users and sessions are never found
 * from another site.
 */
import { and, asc, eq, gt, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { siteUserSessions, siteUsers } from './site-users.tables';
import type { SiteUser } from './site-users.types';

type UserRow = typeof siteUsers.$inferSelect;

export function toSiteUser(row: UserRow): SiteUser {
  return { id: row.id, websiteId: row.websiteId, email: row.email, name: row.name, created: row.createdAt.getTime() };
}

/** Inserts a user unless the site has that email already; false when it has. */
export async function insertUserIfNew(tx: DbOrTx, row: typeof siteUsers.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(siteUsers).values(row).onConflictDoNothing().returning({ id: siteUsers.id });
  return inserted.length > 0;
}

export async function findUserByEmail(tx: DbOrTx, websiteId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.websiteId, websiteId), eq(siteUsers.email, email)));
  return row;
}

/** Every account of a site, oldest first (the owner's customers view). */
export async function readUsers(tx: DbOrTx, websiteId: string): Promise<UserRow[]> {
  return tx.select().from(siteUsers).where(eq(siteUsers.websiteId, websiteId)).orderBy(asc(siteUsers.createdAt), asc(siteUsers.id));
}

export async function findUserById(tx: DbOrTx, websiteId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.websiteId, websiteId), eq(siteUsers.id, id)));
  return row;
}

export async function insertSession(tx: DbOrTx, row: typeof siteUserSessions.$inferInsert): Promise<void> {
  await tx.insert(siteUserSessions).values(row);
}

/** A live session of the site with its user, or undefined (unknown, expired, another site's). */
export async function findLiveSession(tx: DbOrTx, websiteId: string, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ session: siteUserSessions, user: siteUsers })
    .from(siteUserSessions)
    .innerJoin(siteUsers, and(eq(siteUsers.id, siteUserSessions.siteUserId), eq(siteUsers.websiteId, siteUserSessions.websiteId)))
    .where(and(eq(siteUserSessions.websiteId, websiteId), eq(siteUserSessions.tokenHash, tokenHash), gt(siteUserSessions.expiresAt, now)));
  return row;
}

/** Records that a session was used, unless it was recorded after `staleBefore` already. */
export async function touchSession(tx: DbOrTx, websiteId: string, tokenHash: string, now: Date, staleBefore: Date): Promise<void> {
  await tx
    .update(siteUserSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(siteUserSessions.websiteId, websiteId), eq(siteUserSessions.tokenHash, tokenHash), lt(siteUserSessions.lastSeenAt, staleBefore)));
}

export async function deleteSession(tx: DbOrTx, websiteId: string, tokenHash: string): Promise<void> {
  await tx.delete(siteUserSessions).where(and(eq(siteUserSessions.websiteId, websiteId), eq(siteUserSessions.tokenHash, tokenHash)));
}

export async function deleteExpiredSessionsOf(tx: DbOrTx, websiteId: string, siteUserId: string, now: Date): Promise<void> {
  await tx
    .delete(siteUserSessions)
    .where(and(eq(siteUserSessions.websiteId, websiteId), eq(siteUserSessions.siteUserId, siteUserId), lte(siteUserSessions.expiresAt, now)));
}

export async function deleteExpiredSessions(tx: DbOrTx, now: Date): Promise<number> {
  const gone = await tx.delete(siteUserSessions).where(lte(siteUserSessions.expiresAt, now)).returning({ tokenHash: siteUserSessions.tokenHash });
  return gone.length;
}
