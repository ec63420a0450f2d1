/**
 * Site users: a site's customers signing up, in and out (spec §1, §6, §7; USER-01..06, GAP-65).
 * Accounts belong to one site, so the same email may have separate accounts on two sites. A
 * session cookie holds a random token and the database only its SHA-256; each session has its
 * own XSRF token, stored hashed too, which the page sends back on later changes (USER-05).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { isValidEmail, normalizeEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import {
  deleteExpiredSessions,
  deleteExpiredSessionsOf,
  deleteSession,
  findLiveSession,
  findUserByEmail,
  findUserById,
  insertSession,
  insertUserIfNew,
  readUsers,
  toSiteUser,
  touchSession,
} from './site-users.repository';
import {
  SITE_USER_LIMITS,
  SITE_USER_REMEMBER_MS,
  SITE_USER_SESSION_MS,
  type ActiveSiteUserSession,
  type NewSiteUserSession,
  type PasswordHasher,
  type SignInInput,
  type SignUpInput,
  type SiteUser,
} from './site-users.types';

export interface SiteUsersDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  passwords: PasswordHasher;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A session's last-seen time is written at most this often (not on every cart call). */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

/** True when `presented` is the XSRF token of `session` (constant time). */
export function xsrfTokenMatches(session: Pick<ActiveSiteUserSession, 'xsrfTokenHash'>, presented: string | undefined): boolean {
  if (presented === undefined || !TOKEN_PATTERN.test(presented)) return false;
  const a = Buffer.from(sha256(presented));
  const b = Buffer.from(session.xsrfTokenHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkNewAccount(input: SignUpInput): { email: string; name: string } {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new DomainError('EMAIL_INVALID');
  if (input.password.length < SITE_USER_LIMITS.passwordMinLength) throw new DomainError('PASSWORD_TOO_SHORT');
  if (input.password.length > SITE_USER_LIMITS.passwordMaxLength) {
    throw new DomainError('VALIDATION_FAILED', { errors: { password: `At most ${SITE_USER_LIMITS.passwordMaxLength} characters.` } });
  }
  const name = (input.name ?? '').trim();
  if (name.length > SITE_USER_LIMITS.nameMaxLength) {
    throw new DomainError('VALIDATION_FAILED', { errors: { name: `At most ${SITE_USER_LIMITS.nameMaxLength} characters.` } });
  }
  return { email, name };
}

export type SiteUsersService = ReturnType<typeof createSiteUsersService>;

export function createSiteUsersService({ db, ids, clock, passwords }: SiteUsersDeps) {
  // Unknown emails are checked against this hash so they take as long as wrong passwords.
  // Made on first use, not at start, so building an app stays cheap.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= passwords.hash(randomBytes(16).toString('hex')));

  async function startSession(user: SiteUser, rememberMe: boolean): Promise<NewSiteUserSession> {
    const now = clock.now();
    const expiresAt = now + (rememberMe ? SITE_USER_REMEMBER_MS : SITE_USER_SESSION_MS);
    const token = newToken();
    const xsrfToken = newToken();
    // Housekeeping: a user's expired sessions go when they next sign in.
    await deleteExpiredSessionsOf(db, user.websiteId, user.id, new Date(now));
    await insertSession(db, {
      tokenHash: sha256(token),
      websiteId: user.websiteId,
      siteUserId: user.id,
      xsrfTokenHash: sha256(xsrfToken),
      remember: rememberMe,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
    });
    return { token, xsrfToken, rememberMe, expiresAt, siteUser: user };
  }

  return {
    /**
     * Creates a customer account on the site and signs it in (GAP-65). EMAIL_INVALID,
     * PASSWORD_TOO_SHORT (under 8), VALIDATION_FAILED (too long), EMAIL_TAKEN when the site has
     * an account with that email in any letter case.
     */
    async signUp(websiteId: string, input: SignUpInput): Promise<NewSiteUserSession> {
      const { email, name } = checkNewAccount(input);
      const passwordHash = await passwords.hash(input.password);
      const now = new Date(clock.now());
      const id = ids.next();
      if (!(await insertUserIfNew(db, { id, websiteId, email, name, passwordHash, createdAt: now, updatedAt: now }))) {
        throw new DomainError('EMAIL_TAKEN');
      }
      return startSession({ id, websiteId, email, name, created: now.getTime() }, input.rememberMe === true);
    },

    /**
     * Signs a customer in (USER-04). Unknown email and wrong password both throw
     * INVALID_CREDENTIALS after the same password work, so neither the answer nor its timing
     * tells whether the email has an account.
     */
    async signIn(websiteId: string, input: SignInInput): Promise<NewSiteUserSession> {
      const email = normalizeEmail(input.email);
      const row = isValidEmail(email) ? await findUserByEmail(db, websiteId, email) : undefined;
      const password = input.password.length <= SITE_USER_LIMITS.passwordMaxLength ? input.password : '';
      const matches = await passwords.verify(password, row?.passwordHash ?? (await decoy()));
      if (row === undefined || !matches || password === '') throw new DomainError('INVALID_CREDENTIALS');
      return startSession(toSiteUser(row), input.rememberMe === true);
    },

    /** Ends a session on the site; unknown tokens are ignored. */
    async signOut(websiteId: string, token: string): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) return;
      await deleteSession(db, websiteId, sha256(token));
    },

    /** The live session a token names on `websiteId`, or null (unknown, expired, another site's). */
    async sessionFor(websiteId: string, token: string): Promise<ActiveSiteUserSession | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const now = clock.now();
      const tokenHash = sha256(token);
      const row = await findLiveSession(db, websiteId, tokenHash, new Date(now));
      if (row === undefined) return null;
      if (row.session.lastSeenAt.getTime() < now - LAST_SEEN_EVERY_MS) {
        await touchSession(db, websiteId, tokenHash, new Date(now), new Date(now - LAST_SEEN_EVERY_MS));
      }
      return {
        siteUser: toSiteUser(row.user),
        rememberMe: row.session.remember,
        expiresAt: row.session.expiresAt.getTime(),
        xsrfTokenHash: row.session.xsrfTokenHash,
      };
    },

    /** A site's customer by id, or null. */
    async getSiteUser(websiteId: string, siteUserId: string): Promise<SiteUser | null> {
      const row = await findUserById(db, websiteId, siteUserId);
      return row === undefined ? null : toSiteUser(row);
    },

    /** Every customer account of a site, oldest first. */
    async listSiteUsers(websiteId: string): Promise<SiteUser[]> {
      return (await readUsers(db, websiteId)).map(toSiteUser);
    },

    /** Deletes every expired session (for a periodic job). Returns how many went. */
    async purgeExpiredSessions(): Promise<number> {
      return deleteExpiredSessions(db, new Date(clock.now()));
    },
  };
}
