/**
 * Signing in and out. A session belongs to one user on one site; the cookie holds a random
 * token and the database only its SHA-256, so a leaked table cannot be replayed as cookies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { normalizeEmail, isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import { memberships, sessions, users } from './accounts.tables';
import type { LoginInput, OwnerIdentity, OwnerSession } from './accounts.types';
import { PASSWORD_MAX_LENGTH } from './contributors';
import { hashPassword, verifyPassword, type ScryptCost } from './password-hashing';
import { permissionsOf } from './permissions';

/** A session without "remember me" lasts a working day; the cookie also ends with the browser. */
export const SESSION_SHORT_MS = 12 * 60 * 60 * 1000;
/** "Remember me": thirty days. */
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

/** What a token made by newSessionToken looks like (checked before any query). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  passwordCost: ScryptCost;
}

/** The stored form of a session token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random session token: 32 bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Starts a session for a member of a site (after sign-in or an accepted invitation), inside
 * the caller's transaction when given one. The user's expired sessions go at the same time.
 */
export async function openSession(
  db: DbOrTx,
  clock: Clock,
  member: { userId: string; email: string; websiteId: string; role: number; rememberMe: boolean },
): Promise<OwnerSession> {
  const now = clock.now();
  const expiresAt = now + (member.rememberMe ? SESSION_REMEMBER_MS : SESSION_SHORT_MS);
  const token = newSessionToken();
  await db.delete(sessions).where(and(eq(sessions.userId, member.userId), lte(sessions.expiresAt, new Date(now))));
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    websiteId: member.websiteId,
    userId: member.userId,
    remember: member.rememberMe,
    expiresAt: new Date(expiresAt),
    createdAt: new Date(now),
  });
  return {
    token,
    expiresAt,
    rememberMe: member.rememberMe,
    owner: { userId: member.userId, email: member.email, websiteId: member.websiteId, role: member.role, permissions: permissionsOf(member.role) },
  };
}

export function createSessions({ db, clock, passwordCost }: SessionsDeps) {
  // Unknown emails are checked against this hash so they take as long as wrong passwords.
  // Made on first use, not at start, so building an app stays cheap.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex'), passwordCost));

  return {
    /**
     * Signs a contributor in to one site. Unknown email, wrong password and "not a contributor
     * here" all answer INVALID_CREDENTIALS, after the same password work.
     */
    async login(input: LoginInput): Promise<OwnerSession> {
      const email = normalizeEmail(input.email);
      const [user] = isValidEmail(email) ? await db.select().from(users).where(eq(users.email, email)) : [];
      const password = input.password.length <= PASSWORD_MAX_LENGTH ? input.password : '';
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      if (user === undefined || !matches || password === '') throw new DomainError('INVALID_CREDENTIALS');
      const [member] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.websiteId, input.websiteId), eq(memberships.userId, user.id)));
      if (member === undefined) throw new DomainError('INVALID_CREDENTIALS');

      return openSession(db, clock, { userId: user.id, email: user.email, websiteId: input.websiteId, role: member.role, rememberMe: input.rememberMe === true });
    },

    /** Ends a session on a site; unknown tokens are ignored. */
    async logout(token: string, websiteId: string): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) return;
      await db.delete(sessions).where(and(eq(sessions.tokenHash, hashSessionToken(token)), eq(sessions.websiteId, websiteId)));
    },

    /**
     * Who a token signs in on `websiteId`, with their current role (a role change or removal
     * takes effect on the next request); null when unknown, expired or for another site.
     */
    async sessionFor(token: string, websiteId: string): Promise<OwnerIdentity | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const [row] = await db
        .select({ userId: users.id, email: users.email, role: memberships.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(memberships, and(eq(memberships.websiteId, sessions.websiteId), eq(memberships.userId, sessions.userId)))
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), eq(sessions.websiteId, websiteId), gt(sessions.expiresAt, new Date(clock.now()))));
      if (row === undefined) return null;
      return { userId: row.userId, email: row.email, websiteId, role: row.role, permissions: permissionsOf(row.role) };
    },

    /** Deletes every expired session (for a periodic job). Returns how many went. */
    async purgeExpiredSessions(): Promise<number> {
      const gone = await db.delete(sessions).where(lte(sessions.expiresAt, new Date(clock.now()))).returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },
  };
}
