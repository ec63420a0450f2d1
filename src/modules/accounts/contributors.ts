/**
 * Users and their memberships: create accounts, give a user a contributor role on a site,
 * change or remove it. A site always keeps at least one admin. People join a site from the
 * owner API only through invitations (invitations.ts): nothing here lets one site's admin
 * reach an account by email.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { normalizeEmail, isValidEmail } from '../../shared/email';
import { ContributorRole } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { IdSource } from '../../shared/ids';
import { memberships, sessions, users } from './accounts.tables';
import type { Contributor, CreateUserInput, OwnerUser } from './accounts.types';
import { hashPassword, type ScryptCost } from './password-hashing';
import { isContributorRole } from './permissions';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export interface ContributorsDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  passwordCost: ScryptCost;
}

/** The PostgreSQL error code behind a driver or drizzle error, if any. */
export function sqlStateOf(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === 'object' && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A new password's rules: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new DomainError('PASSWORD_TOO_SHORT');
  if (password.length > PASSWORD_MAX_LENGTH) throw new DomainError('VALIDATION_FAILED', { password: 'too long' });
}

export function checkRole(role: number): void {
  if (!isContributorRole(role)) throw new DomainError('VALIDATION_FAILED', { role });
}

function toUser(row: typeof users.$inferSelect): OwnerUser {
  return { id: row.id, email: row.email, displayName: row.displayName, createdAt: row.createdAt.getTime() };
}

export function createContributors({ db, ids, clock, passwordCost }: ContributorsDeps) {
  /** Refuses a change that would leave the site without an admin; locks the admin rows first. */
  async function guardLastAdmin(tx: DbOrTx, websiteId: string, userId: string): Promise<void> {
    const admins = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.websiteId, websiteId), eq(memberships.role, ContributorRole.ADMIN)))
      .for('update');
    if (admins.length === 1 && admins[0]!.userId === userId) throw new DomainError('CONTRIBUTOR_LAST_ADMIN');
  }

  async function memberRow(tx: DbOrTx, websiteId: string, userId: string) {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.websiteId, websiteId), eq(memberships.userId, userId)));
    if (row === undefined) throw new DomainError('CONTRIBUTOR_NOT_FOUND');
    return row;
  }

  async function getContributor(websiteId: string, userId: string): Promise<Contributor> {
    const [row] = await db
      .select({ userId: users.id, email: users.email, displayName: users.displayName, role: memberships.role, createdAt: memberships.createdAt })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.websiteId, websiteId), eq(memberships.userId, userId)));
    if (row === undefined) throw new DomainError('CONTRIBUTOR_NOT_FOUND');
    return { ...row, createdAt: row.createdAt.getTime() };
  }

  async function findUserByEmail(email: string): Promise<OwnerUser | null> {
    const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
    return row === undefined ? null : toUser(row);
  }

  /** Creates an account; the email is stored lowercased and must be unused. */
  async function createUser(input: CreateUserInput): Promise<OwnerUser> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw new DomainError('EMAIL_INVALID');
    checkPassword(input.password);
    const passwordHash = await hashPassword(input.password, passwordCost);
    const now = new Date(clock.now());
    try {
      const [row] = await db
        .insert(users)
        .values({ id: ids.next(), email, passwordHash, displayName: input.displayName?.trim() ?? '', createdAt: now, updatedAt: now })
        .returning();
      return toUser(row!);
    } catch (e) {
      if (sqlStateOf(e) === '23505') throw new DomainError('EMAIL_TAKEN', {}, { cause: e });
      throw e;
    }
  }

  /** Gives a user a role on a site. */
  async function addMember(websiteId: string, userId: string, role: number): Promise<Contributor> {
    checkRole(role);
    const now = new Date(clock.now());
    let inserted: { userId: string }[];
    try {
      inserted = await db
        .insert(memberships)
        .values({ websiteId, userId, role, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ userId: memberships.userId });
    } catch (e) {
      // The site or the user does not exist.
      if (sqlStateOf(e) === '23503') throw new DomainError('NOT_FOUND', { websiteId, userId }, { cause: e });
      throw e;
    }
    if (inserted.length === 0) throw new DomainError('CONTRIBUTOR_EXISTS');
    return getContributor(websiteId, userId);
  }

  return {
    createUser,
    findUserByEmail,
    addMember,

    /** Changes a contributor's role; the last admin cannot stop being one. */
    async changeRole(websiteId: string, userId: string, role: number): Promise<Contributor> {
      checkRole(role);
      await db.transaction(async (tx) => {
        const current = await memberRow(tx, websiteId, userId);
        if (current.role === ContributorRole.ADMIN && role !== ContributorRole.ADMIN) await guardLastAdmin(tx, websiteId, userId);
        await tx
          .update(memberships)
          .set({ role, updatedAt: new Date(clock.now()) })
          .where(and(eq(memberships.websiteId, websiteId), eq(memberships.userId, userId)));
      });
      return getContributor(websiteId, userId);
    },

    /** Removes someone from a site and ends their sessions there; the last admin stays. */
    async removeMember(websiteId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await memberRow(tx, websiteId, userId);
        if (current.role === ContributorRole.ADMIN) await guardLastAdmin(tx, websiteId, userId);
        await tx.delete(memberships).where(and(eq(memberships.websiteId, websiteId), eq(memberships.userId, userId)));
        await tx.delete(sessions).where(and(eq(sessions.websiteId, websiteId), eq(sessions.userId, userId)));
      });
    },

    getContributor,

    /** A site's contributors, by email. */
    async listMembers(websiteId: string): Promise<Contributor[]> {
      const rows = await db
        .select({ userId: users.id, email: users.email, displayName: users.displayName, role: memberships.role, createdAt: memberships.createdAt })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.websiteId, websiteId))
        .orderBy(asc(users.email));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
    },

    /** Sets a new password and ends every session of the user, on every site. */
    async setPassword(userId: string, password: string): Promise<void> {
      checkPassword(password);
      const passwordHash = await hashPassword(password, passwordCost);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(clock.now()) })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (updated.length === 0) throw new DomainError('NOT_FOUND', { userId });
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
