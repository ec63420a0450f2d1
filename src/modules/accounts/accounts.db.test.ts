import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { ContributorRole } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { SESSION_REMEMBER_MS, SESSION_SHORT_MS } from './index';

import { accountsTestbed, TESTBED_PASSWORD as PASSWORD } from './accounts.testbed';

describeDatabase('accounts service', (db) => {
  const setup = async () => {
    const { accounts, clock, site, other, admin: owner, prefix } = await accountsTestbed(db(), 'u', (p) => ` ${p}@Example.COM `);
    /** A new account with a role on `websiteId`. */
    const member = async (websiteId: string, email: string, role: number) =>
      accounts.addMember(websiteId, (await accounts.createUser({ email, password: PASSWORD })).id, role);
    return { accounts, clock, site, other, owner, prefix, member };
  };
  const rejectsWith = (code: Parameters<typeof isDomainError>[1]) => (e: unknown) => isDomainError(e, code);

  it('USER-08 stores emails lowercased and passwords only as salted scrypt hashes', async () => {
    const { accounts, owner, prefix } = await setup();
    expect(owner.email).toBe(`${prefix}@example.com`);
    const twin = await accounts.createUser({ email: `${prefix}-twin@example.com`, password: PASSWORD });
    const rows = await db().query<{ id: string; password_hash: string }>('select id, password_hash from accounts_users where id in ($1, $2)', [owner.id, twin.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    }
    // Same password, different salts.
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('UTIL-12 rejects emails outside 3-256 characters or without an address shape, short passwords and taken emails', async () => {
    const { accounts, prefix } = await setup();
    await expect(accounts.createUser({ email: 'not-an-email', password: PASSWORD })).rejects.toSatisfy(rejectsWith('EMAIL_INVALID'));
    await expect(accounts.createUser({ email: `${'a'.repeat(250)}@example.com`, password: PASSWORD })).rejects.toSatisfy(rejectsWith('EMAIL_INVALID'));
    await expect(accounts.createUser({ email: `${prefix}-short@example.com`, password: 'short' })).rejects.toSatisfy(rejectsWith('PASSWORD_TOO_SHORT'));
    await expect(accounts.createUser({ email: `${prefix}@EXAMPLE.com`, password: PASSWORD })).rejects.toSatisfy(rejectsWith('EMAIL_TAKEN'));
  });

  it('logs in with the right password and resolves the session on its own site only', async () => {
    const { accounts, site, other, owner, prefix } = await setup();
    const session = await accounts.login({ email: `${prefix}@EXAMPLE.com`, password: PASSWORD, websiteId: site.id });
    expect(session.owner).toMatchObject({ userId: owner.id, websiteId: site.id, role: ContributorRole.ADMIN });
    expect(session.owner.permissions.has('contributors.manage')).toBe(true);
    expect(await accounts.sessionFor(session.token, site.id)).toMatchObject({ userId: owner.id, email: owner.email });
    expect(await accounts.sessionFor(session.token, other.id)).toBeNull();
    // Only the token's hash is stored.
    const stored = await db().query<{ token_hash: string }>('select token_hash from accounts_sessions where user_id = $1', [owner.id]);
    expect(stored.map((r) => r.token_hash)).not.toContain(session.token);
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password, an unknown email and a site the user does not belong to', async () => {
    const { accounts, site, other, prefix } = await setup();
    const attempts = [
      { email: `${prefix}@example.com`, password: 'wrong password', websiteId: site.id },
      { email: `nobody-${prefix}@example.com`, password: PASSWORD, websiteId: site.id },
      { email: 'x', password: PASSWORD, websiteId: site.id },
      { email: `${prefix}@example.com`, password: PASSWORD, websiteId: other.id },
    ];
    for (const attempt of attempts) await expect(accounts.login(attempt)).rejects.toSatisfy(rejectsWith('INVALID_CREDENTIALS'));
  });

  it('ends short sessions after 12 hours and remembered ones after 30 days; logout ends one at once', async () => {
    const { accounts, clock, site, prefix } = await setup();
    const email = `${prefix}@example.com`;
    const short = await accounts.login({ email, password: PASSWORD, websiteId: site.id });
    const long = await accounts.login({ email, password: PASSWORD, websiteId: site.id, rememberMe: true });
    expect(long.expiresAt - short.expiresAt).toBe(SESSION_REMEMBER_MS - SESSION_SHORT_MS);
    clock.advance(SESSION_SHORT_MS);
    expect(await accounts.sessionFor(short.token, site.id)).toBeNull();
    expect(await accounts.sessionFor(long.token, site.id)).not.toBeNull();
    await accounts.logout(long.token, site.id);
    expect(await accounts.sessionFor(long.token, site.id)).toBeNull();
    expect(await accounts.sessionFor('not a token', site.id)).toBeNull();
  });

  it('USER-08 adds contributors with the spec role codes; role changes apply to live sessions', async () => {
    const { accounts, site, prefix, member } = await setup();
    const editor = await member(site.id, `${prefix}-ed@example.com`, ContributorRole.EDITOR);
    expect(editor.role).toBe(4);
    await expect(accounts.addMember(site.id, editor.userId, ContributorRole.VIEWER)).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_EXISTS'));
    await expect(accounts.addMember(site.id, editor.userId, 5)).rejects.toSatisfy(rejectsWith('VALIDATION_FAILED'));
    const session = await accounts.login({ email: editor.email, password: PASSWORD, websiteId: site.id });
    expect([...session.owner.permissions].sort()).toEqual(['content.edit', 'content.publish', 'media.edit']);
    await accounts.changeRole(site.id, editor.userId, ContributorRole.VIEWER);
    expect((await accounts.sessionFor(session.token, site.id))?.permissions.size).toBe(0);
    expect((await accounts.listMembers(site.id)).map((c) => [c.email, c.role])).toEqual([
      [`${prefix}-ed@example.com`, 10],
      [`${prefix}@example.com`, 1],
    ]);
  });

  it("another site's invitation neither sets nor reveals an existing account's password; only the person's own password accepts it", async () => {
    const { accounts, other, owner, prefix } = await setup();
    const issued = await accounts.invite({ websiteId: other.id, email: owner.email, role: ContributorRole.VIEWER, invitedBy: null });
    expect(issued.invitation).not.toHaveProperty('userId');
    await expect(accounts.login({ email: owner.email, password: PASSWORD, websiteId: other.id })).rejects.toSatisfy(rejectsWith('INVALID_CREDENTIALS'));
    await expect(accounts.acceptInvitation({ websiteId: other.id, token: issued.token, password: 'attacker chosen password' })).rejects.toSatisfy(rejectsWith('INVALID_CREDENTIALS'));
    const session = await accounts.acceptInvitation({ websiteId: other.id, token: issued.token, password: PASSWORD });
    expect(session.owner).toMatchObject({ userId: owner.id, websiteId: other.id, role: ContributorRole.VIEWER });
    expect((await accounts.login({ email: `${prefix}@example.com`, password: PASSWORD, websiteId: other.id })).owner.role).toBe(10);
  });

  it('never lets the last admin be demoted or removed; removal ends the member sessions', async () => {
    const { accounts, site, owner, prefix, member } = await setup();
    await expect(accounts.changeRole(site.id, owner.id, ContributorRole.EDITOR)).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_LAST_ADMIN'));
    await expect(accounts.removeMember(site.id, owner.id)).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_LAST_ADMIN'));
    const second = await member(site.id, `${prefix}-2@example.com`, ContributorRole.ADMIN);
    const session = await accounts.login({ email: owner.email, password: PASSWORD, websiteId: site.id });
    await accounts.removeMember(site.id, owner.id);
    expect(await accounts.sessionFor(session.token, site.id)).toBeNull();
    await expect(accounts.removeMember(site.id, second.userId)).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_LAST_ADMIN'));
    await expect(accounts.removeMember(site.id, owner.id)).rejects.toSatisfy(rejectsWith('CONTRIBUTOR_NOT_FOUND'));
  });

  it('two admins demoting each other at the same moment still leave one admin', async () => {
    const { accounts, site, owner, prefix, member } = await setup();
    const second = await member(site.id, `${prefix}-race@example.com`, ContributorRole.ADMIN);
    const results = await Promise.allSettled([
      accounts.changeRole(site.id, owner.id, ContributorRole.EDITOR),
      accounts.changeRole(site.id, second.userId, ContributorRole.EDITOR),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toSatisfy((r: PromiseRejectedResult) => isDomainError(r.reason, 'CONTRIBUTOR_LAST_ADMIN'));
    expect((await accounts.listMembers(site.id)).filter((c) => c.role === ContributorRole.ADMIN)).toHaveLength(1);
  });

  it('a new password ends every session of the user', async () => {
    const { accounts, site, owner } = await setup();
    const session = await accounts.login({ email: owner.email, password: PASSWORD, websiteId: site.id });
    await accounts.setPassword(owner.id, 'another long password');
    expect(await accounts.sessionFor(session.token, site.id)).toBeNull();
    expect((await accounts.login({ email: owner.email, password: 'another long password', websiteId: site.id })).owner.userId).toBe(owner.id);
  });

  it('adding a member to a missing site answers NOT_FOUND, not a database error', async () => {
    const { accounts, owner } = await setup();
    await expect(accounts.addMember('no-such-site', owner.id, ContributorRole.ADMIN)).rejects.toSatisfy(rejectsWith('NOT_FOUND'));
  });
});
