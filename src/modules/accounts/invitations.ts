/**
 * Invitations: how a person joins a site. Accounts belong to people and memberships to sites,
 * so a site's admin never sets, learns or tests anyone's password or account id: they name an
 * email and a role, and the person accepts from the emailed link, either choosing a password
 * (no account yet) or proving the one they have. Tokens are random, stored as SHA-256 only,
 * found by hash, valid for INVITATION_TTL_MS and usable once.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { isValidEmail, normalizeEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { invitations, memberships, users } from './accounts.tables';
import type { AcceptInvitationInput, Invitation, InvitationDetails, InviteInput, IssuedInvitation, OwnerSession } from './accounts.types';
import { checkPassword, checkRole, PASSWORD_MAX_LENGTH, sqlStateOf } from './contributors';
import { hashPassword, verifyPassword, type ScryptCost } from './password-hashing';
import { newSessionToken, openSession, TOKEN_PATTERN } from './sessions';

/** An invitation link works for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationsDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  passwordCost: ScryptCost;
}

type InvitationRow = typeof invitations.$inferSelect;

function hashInvitationToken(token: string): string {
  return createHash('sha256').update(`invitation:${token}`).digest('hex');
}

export function createInvitations({ db, ids, clock, passwordCost }: InvitationsDeps) {
  const toInvitation = (row: InvitationRow): Invitation => ({
    id: row.id,
    websiteId: row.websiteId,
    email: row.email,
    role: row.role,
    status: row.expiresAt.getTime() > clock.now() ? 'pending' : 'expired',
    invitedAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  });

  /** The invitation a token names on a site, if it can still be accepted; otherwise the reason. */
  async function openInvitation(websiteId: string, token: string): Promise<InvitationRow> {
    if (!TOKEN_PATTERN.test(token)) throw new DomainError('INVITATION_NOT_FOUND');
    const [row] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.tokenHash, hashInvitationToken(token)), eq(invitations.websiteId, websiteId)));
    if (row === undefined) throw new DomainError('INVITATION_NOT_FOUND');
    if (row.acceptedAt !== null) throw new DomainError('INVITATION_USED');
    if (row.expiresAt.getTime() <= clock.now()) throw new DomainError('INVITATION_EXPIRED');
    return row;
  }

  async function accountByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  return {
    /**
     * Invites an email to a site with a role, or refreshes the pending invitation of that email
     * (new token, role and expiry: the old link stops working). It never looks at accounts
     * beyond this site's members, so the answer is the same whether the email has one.
     */
    async invite(input: InviteInput): Promise<IssuedInvitation> {
      const email = normalizeEmail(input.email);
      if (!isValidEmail(email)) throw new DomainError('EMAIL_INVALID');
      checkRole(input.role);
      // The site's own contributor list shows its members, so saying so reveals nothing new.
      const [member] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.websiteId, input.websiteId), eq(users.email, email)));
      if (member !== undefined) throw new DomainError('CONTRIBUTOR_EXISTS');
      const token = newSessionToken();
      const now = clock.now();
      const fresh = { role: input.role, tokenHash: hashInvitationToken(token), invitedBy: input.invitedBy, createdAt: new Date(now), expiresAt: new Date(now + INVITATION_TTL_MS) };
      try {
        const [row] = await db
          .insert(invitations)
          .values({ id: ids.next(), websiteId: input.websiteId, email, ...fresh })
          .onConflictDoUpdate({ target: [invitations.websiteId, invitations.email], targetWhere: sql`accepted_at is null`, set: fresh })
          .returning();
        return { invitation: toInvitation(row!), token };
      } catch (e) {
        if (sqlStateOf(e) === '23503') throw new DomainError('NOT_FOUND', { websiteId: input.websiteId }, { cause: e });
        throw e;
      }
    },

    /** Sends a pending invitation again: a new token and a new expiry; INVITATION_NOT_FOUND otherwise. */
    async refreshInvitation(websiteId: string, invitationId: string, invitedBy: string | null): Promise<IssuedInvitation> {
      const token = newSessionToken();
      const now = clock.now();
      const [row] = await db
        .update(invitations)
        .set({ tokenHash: hashInvitationToken(token), invitedBy, createdAt: new Date(now), expiresAt: new Date(now + INVITATION_TTL_MS) })
        .where(and(eq(invitations.id, invitationId), eq(invitations.websiteId, websiteId), isNull(invitations.acceptedAt)))
        .returning();
      if (row === undefined) throw new DomainError('INVITATION_NOT_FOUND');
      return { invitation: toInvitation(row), token };
    },

    /** Withdraws a pending invitation; its link stops working. */
    async revokeInvitation(websiteId: string, invitationId: string): Promise<void> {
      const gone = await db
        .delete(invitations)
        .where(and(eq(invitations.id, invitationId), eq(invitations.websiteId, websiteId), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (gone.length === 0) throw new DomainError('INVITATION_NOT_FOUND');
    },

    /** A site's invitations nobody has accepted yet (expired ones too, to send again), by email. */
    async listInvitations(websiteId: string): Promise<Invitation[]> {
      const rows = await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.websiteId, websiteId), isNull(invitations.acceptedAt)))
        .orderBy(asc(invitations.email));
      return rows.map(toInvitation);
    },

    /** What the link's holder may know: email, role, whether they must choose a password. */
    async describeInvitation(websiteId: string, token: string): Promise<InvitationDetails> {
      const row = await openInvitation(websiteId, token);
      const account = await accountByEmail(row.email);
      return { websiteId, email: row.email, role: row.role, mustSetPassword: account === undefined, expiresAt: row.expiresAt.getTime() };
    },

    /**
     * Accepts an invitation and signs the person in to its site. Without an account the
     * password becomes the new account's; with one it must be that account's password. The
     * invitation is claimed with a conditional update in the same transaction as the account,
     * the membership and the session, so of two concurrent accepts exactly one succeeds.
     */
    async acceptInvitation(input: AcceptInvitationInput): Promise<OwnerSession> {
      const invitation = await openInvitation(input.websiteId, input.token);
      const account = await accountByEmail(invitation.email);
      // Password work happens before the transaction, so no lock is held while hashing.
      let newPasswordHash: string | null = null;
      if (account === undefined) {
        checkPassword(input.password);
        newPasswordHash = await hashPassword(input.password, passwordCost);
      } else {
        const password = input.password.length <= PASSWORD_MAX_LENGTH ? input.password : '';
        if (password === '' || !(await verifyPassword(password, account.passwordHash))) {
          // The account may be one a concurrent accept of this invitation has just made: then
          // the invitation is used, and saying so beats a password the person never chose.
          await openInvitation(input.websiteId, input.token);
          throw new DomainError('INVALID_CREDENTIALS');
        }
      }
      const claimed = await db.transaction(async (tx) => {
        const at = new Date(clock.now());
        const [won] = await tx
          .update(invitations)
          .set({ acceptedAt: at })
          .where(and(eq(invitations.id, invitation.id), eq(invitations.tokenHash, invitation.tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, at)))
          .returning();
        if (won === undefined) return null;
        let user = account;
        if (user === undefined) {
          const [created] = await tx
            .insert(users)
            .values({ id: ids.next(), email: invitation.email, passwordHash: newPasswordHash!, createdAt: at, updatedAt: at })
            .onConflictDoNothing()
            .returning();
          // The account was made a moment ago (another site's invitation): its password decides now.
          if (created === undefined) throw new DomainError('CONFLICT');
          user = created;
        }
        await tx.insert(memberships).values({ websiteId: won.websiteId, userId: user.id, role: won.role, createdAt: at, updatedAt: at }).onConflictDoNothing();
        // A person who became a member meanwhile keeps the role they have.
        const [member] = await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.websiteId, won.websiteId), eq(memberships.userId, user.id)));
        return openSession(tx, clock, { userId: user.id, email: user.email, websiteId: won.websiteId, role: member!.role, rememberMe: false });
      });
      if (claimed !== null) return claimed;
      // Someone else accepted, revoked or refreshed it first: answer why, as a fresh lookup would.
      await openInvitation(input.websiteId, input.token);
      throw new DomainError('INVITATION_USED');
    },
  };
}
