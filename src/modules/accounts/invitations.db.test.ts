import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { ContributorRole } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { INVITATION_TTL_MS } from './index';

import { accountsTestbed, TESTBED_PASSWORD as PASSWORD } from './accounts.testbed';

describeDatabase('contributor invitations', (db) => {
  const setup = async () => {
    const { accounts, clock, site, other, admin, prefix } = await accountsTestbed(db(), 'inv', (p) => `${p}-admin@example.com`);
    const invite = (email: string, role: number = ContributorRole.EDITOR, websiteId = site.id) => accounts.invite({ websiteId, email, role, invitedBy: admin.id });
    return { accounts, clock, site, other, admin, prefix, invite };
  };
  const rejectsWith = (code: Parameters<typeof isDomainError>[1]) => (e: unknown) => isDomainError(e, code);

  it('keeps only the SHA-256 of a random 32-byte token; the invitation names no account', async () => {
    const { invite, prefix } = await setup();
    const { invitation, token } = await invite(` ${prefix}-New@Example.com `);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation).toEqual({ id: expect.any(String), websiteId: invitation.websiteId, email: `${prefix}-new@example.com`, role: 4, status: 'pending', invitedAt: Date.UTC(2026, 0, 1), expiresAt: Date.UTC(2026, 0, 8) });
    const [row] = await db().query<Record<string, unknown>>('select * from accounts_invitations where id = $1', [invitation.id]);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.token_hash).toBe(createHash('sha256').update(`invitation:${token}`).digest('hex'));
  });

  it('refuses a bad email or role and a person who is already a member of the site', async () => {
    const { invite, admin } = await setup();
    await expect(invite('not-an-email')).rejects.toSatisfy(rejectsWith('EMAIL_INVALID'));
    await expect(invite('x@example.com', 5)).rejects.toSatisfy(rejectsWith('VALIDATION_FAILED'));
    await expect(invite(admin.email.toUpperCase())).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_EXISTS'));
  });

  it('keeps one pending invitation per site and email: inviting again refreshes it and the old link stops working', async () => {
    const { accounts, clock, site, other, invite, prefix } = await setup();
    const email = `${prefix}-again@example.com`;
    const first = await invite(email, ContributorRole.VIEWER);
    clock.advance(60_000);
    const second = await invite(email, ContributorRole.EDITOR);
    expect(second.invitation).toMatchObject({ id: first.invitation.id, role: 4, invitedAt: Date.UTC(2026, 0, 1) + 60_000 });
    await expect(accounts.describeInvitation(site.id, first.token)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    expect(await accounts.describeInvitation(site.id, second.token)).toMatchObject({ email, role: 4, mustSetPassword: true });
    // The same token means nothing on another site.
    await expect(accounts.describeInvitation(other.id, second.token)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    expect((await accounts.listInvitations(site.id)).map((i) => i.email)).toEqual([email]);
    expect(await accounts.listInvitations(other.id)).toEqual([]);
  });

  it('a new person chooses a password (the usual rules) and is signed in; the link works once', async () => {
    const { accounts, site, invite, prefix } = await setup();
    const email = `${prefix}-fresh@example.com`;
    const { token } = await invite(email, ContributorRole.STORE_MANAGER);
    await expect(accounts.acceptInvitation({ websiteId: site.id, token, password: 'short' })).rejects.toSatisfy(rejectsWith('PASSWORD_TOO_SHORT'));
    const session = await accounts.acceptInvitation({ websiteId: site.id, token, password: PASSWORD });
    expect(session.owner).toMatchObject({ email, websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    expect(await accounts.sessionFor(session.token, site.id)).toMatchObject({ email, role: 8 });
    expect((await accounts.login({ email, password: PASSWORD, websiteId: site.id })).owner.role).toBe(8);
    await expect(accounts.acceptInvitation({ websiteId: site.id, token, password: PASSWORD })).rejects.toSatisfy(rejectsWith('INVITATION_USED'));
    await expect(accounts.describeInvitation(site.id, token)).rejects.toSatisfy(rejectsWith('INVITATION_USED'));
    expect(await accounts.listInvitations(site.id)).toEqual([]);
  });

  it('a person with an account proves it with their own password, which stays as it was', async () => {
    const { accounts, site, other, admin } = await setup();
    const { token } = await accounts.invite({ websiteId: other.id, email: admin.email, role: ContributorRole.EDITOR, invitedBy: null });
    expect((await accounts.describeInvitation(other.id, token)).mustSetPassword).toBe(false);
    await expect(accounts.acceptInvitation({ websiteId: other.id, token, password: 'a password chosen by someone else' })).rejects.toSatisfy(rejectsWith('INVALID_CREDENTIALS'));
    await expect(accounts.acceptInvitation({ websiteId: other.id, token, password: '' })).rejects.toSatisfy(rejectsWith('INVALID_CREDENTIALS'));
    const session = await accounts.acceptInvitation({ websiteId: other.id, token, password: PASSWORD });
    expect(session.owner).toMatchObject({ userId: admin.id, websiteId: other.id, role: 4 });
    expect((await accounts.login({ email: admin.email, password: PASSWORD, websiteId: site.id })).owner.role).toBe(ContributorRole.ADMIN);
  });

  it('an expired link is refused (and listed as expired) until the invitation is sent again', async () => {
    const { accounts, clock, site, invite, prefix } = await setup();
    const { invitation, token } = await invite(`${prefix}-late@example.com`);
    clock.advance(INVITATION_TTL_MS);
    await expect(accounts.describeInvitation(site.id, token)).rejects.toSatisfy(rejectsWith('INVITATION_EXPIRED'));
    await expect(accounts.acceptInvitation({ websiteId: site.id, token, password: PASSWORD })).rejects.toSatisfy(rejectsWith('INVITATION_EXPIRED'));
    expect((await accounts.listInvitations(site.id))[0]!.status).toBe('expired');
    const fresh = await accounts.refreshInvitation(site.id, invitation.id, null);
    expect(fresh.invitation.status).toBe('pending');
    await expect(accounts.describeInvitation(site.id, token)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    expect((await accounts.acceptInvitation({ websiteId: site.id, token: fresh.token, password: PASSWORD })).owner.role).toBe(4);
  });

  it('a revoked invitation stops working; another site cannot revoke or refresh it', async () => {
    const { accounts, site, other, invite, prefix } = await setup();
    const { invitation, token } = await invite(`${prefix}-gone@example.com`);
    await expect(accounts.revokeInvitation(other.id, invitation.id)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    await expect(accounts.refreshInvitation(other.id, invitation.id, null)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    await accounts.revokeInvitation(site.id, invitation.id);
    await expect(accounts.describeInvitation(site.id, token)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    await expect(accounts.revokeInvitation(site.id, invitation.id)).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
    await expect(accounts.describeInvitation(site.id, 'not a token')).rejects.toSatisfy(rejectsWith('INVITATION_NOT_FOUND'));
  });

  it('of two accepts at the same moment exactly one wins', async () => {
    const { accounts, site, invite, prefix } = await setup();
    const email = `${prefix}-race@example.com`;
    const { token } = await invite(email, ContributorRole.EDITOR);
    const results = await Promise.allSettled([
      accounts.acceptInvitation({ websiteId: site.id, token, password: PASSWORD }),
      accounts.acceptInvitation({ websiteId: site.id, token, password: 'another long password' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toSatisfy((r: PromiseRejectedResult) => isDomainError(r.reason, 'INVITATION_USED'));
    expect((await accounts.listMembers(site.id)).filter((c) => c.email === email)).toHaveLength(1);
    const rows = await db().query<{ n: number }>('select count(*)::int as n from accounts_users where email = $1', [email]);
    expect(rows[0]!.n).toBe(1);
  });
});
