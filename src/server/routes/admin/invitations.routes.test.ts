import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { acceptInvitation, invitationMail, visitorHeaders } from '../../../../test/support/invitations';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';
import { INVITATION_ATTEMPTS_PER_MINUTE } from './invitations.routes';

const VICTIM_PASSWORD = "the victim's own password";

describeDatabase('joining a site by invitation', (db) => {
  let n = 0;
  const tag = () => `${++n}-${Math.random().toString(16).slice(2, 6)}`;
  const setup = async () => {
    const app = await createTestApp(db());
    const a = await app.services.sites.create({ identifier: `inv-a-${tag()}`, title: 'Alpha' });
    const b = await app.services.sites.create({ identifier: `inv-b-${tag()}`, title: 'Bravo & Co' });
    const aAdmin = await ownerSession(app, { websiteId: a.id });
    const bAdmin = await ownerSession(app, { websiteId: b.id });
    return { app, a, b, aAdmin, bAdmin, aHost: await siteHost(app, a.id), bHost: await siteHost(app, b.id), victim: `victim-${tag()}@example.com` };
  };
  const invite = (app: FastifyInstance, headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload });
  const signIn = (app: FastifyInstance, host: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/admin/session', headers: visitorHeaders(host), payload: { email, password } });

  it("replaying the takeover: site A's admin cannot choose a password that signs in to site B", async () => {
    const { app, a, b, aAdmin, bAdmin, aHost, bHost, victim } = await setup();
    // A can no longer set a password for anyone.
    const withPassword = await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.ADMIN, password: 'chosen by site A' });
    expect(withPassword.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.ADMIN })).statusCode).toBe(202);
    // A's admin cannot read the link from the outbox either.
    const aMail = await invitationMail(db(), a.id, victim);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: aAdmin.headers })).body).not.toContain(aMail.token);
    // The victim joins A with a password of their own.
    expect((await acceptInvitation(app, aHost, aMail.token, VICTIM_PASSWORD)).statusCode).toBe(200);

    // B adds the same email: same answer, and nothing about the account.
    const bInvite = await invite(app, bAdmin.headers, { email: victim, role: ContributorRole.ADMIN });
    expect(bInvite.statusCode).toBe(202);
    expect(Object.keys(bInvite.json().invitation).sort()).toEqual(['email', 'expiresAt', 'id', 'invitedAt', 'role', 'status']);
    for (const password of ['chosen by site A', VICTIM_PASSWORD]) expect((await signIn(app, bHost, victim, password)).statusCode).toBe(401);
    // A's link means nothing on B; B's link wants the victim's own password.
    expect((await acceptInvitation(app, bHost, aMail.token, 'chosen by site A')).statusCode).toBe(404);
    const bMail = await invitationMail(db(), b.id, victim);
    const details = await app.inject({ method: 'GET', url: `/api/admin/invitations/${bMail.token}`, headers: visitorHeaders(bHost) });
    expect(details.json()).toEqual({ site: { title: 'Bravo & Co' }, email: victim, role: 1, mustSetPassword: false, expiresAt: expect.any(Number) });
    expect((await acceptInvitation(app, bHost, bMail.token, 'chosen by site A')).json()).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    const joined = await acceptInvitation(app, bHost, bMail.token, VICTIM_PASSWORD);
    expect(joined.json()).toMatchObject({ user: { email: victim }, websiteId: b.id, role: 1 });
    expect(joined.cookies.find((c) => c.name === 'stoa_owner')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(app, bHost, victim, VICTIM_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, bHost, victim, 'chosen by site A')).statusCode).toBe(401);
    await app.close();
  });

  it('answers alike for an email with an account and one without (no enumeration)', async () => {
    const { app, aAdmin, bAdmin } = await setup();
    const fresh = `nobody-${tag()}@example.com`;
    const existing = await invite(app, aAdmin.headers, { email: bAdmin.email, role: ContributorRole.EDITOR });
    const unknown = await invite(app, aAdmin.headers, { email: fresh, role: ContributorRole.EDITOR });
    expect(existing.statusCode).toBe(unknown.statusCode);
    const shape = (body: string, email: string) => body.replace(email, 'EMAIL').replace(/"id":"[^"]+"/, '"id":"ID"');
    expect(shape(existing.body, bAdmin.email)).toBe(shape(unknown.body, fresh));
    expect(existing.body).not.toContain(bAdmin.userId);
    // The list shows both the same way.
    const list = (await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: aAdmin.headers })).json();
    expect(list.invitations.map((i: { status: string }) => i.status)).toEqual(['pending', 'pending']);
    expect(JSON.stringify(list)).not.toContain(bAdmin.userId);
    await app.close();
  });

  it('a used link answers 410 INVITATION_USED, an expired one 410 INVITATION_EXPIRED, an unknown one 404', async () => {
    const { app, a, aAdmin, aHost, victim } = await setup();
    await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR });
    const { token } = await invitationMail(db(), a.id, victim);
    expect((await acceptInvitation(app, aHost, token, VICTIM_PASSWORD)).statusCode).toBe(200);
    const reused = await acceptInvitation(app, aHost, token, VICTIM_PASSWORD);
    expect(reused.json()).toEqual({ status: 410, code: 'INVITATION_USED', message: 'This invitation has already been accepted.' });
    expect((await app.inject({ method: 'GET', url: `/api/admin/invitations/${token}`, headers: visitorHeaders(aHost) })).statusCode).toBe(410);

    const late = `late-${tag()}@example.com`;
    await invite(app, aAdmin.headers, { email: late, role: ContributorRole.EDITOR });
    const lateMail = await invitationMail(db(), a.id, late);
    // The test clock stands still; the invitation is made to end an hour before it.
    await db().query(`update accounts_invitations set expires_at = $1 where website_id = $2 and email = $3`, [new Date(Date.UTC(2026, 10, 21, 11)), a.id, late]);
    const expired = await acceptInvitation(app, aHost, lateMail.token, VICTIM_PASSWORD);
    expect(expired.json()).toMatchObject({ status: 410, code: 'INVITATION_EXPIRED' });
    expect((await app.inject({ method: 'GET', url: `/api/admin/invitations/${lateMail.token}`, headers: visitorHeaders(aHost) })).statusCode).toBe(410);
    expect((await acceptInvitation(app, aHost, 'x'.repeat(43), VICTIM_PASSWORD)).json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    await app.close();
  });

  it('of two accepts sent at once exactly one signs in', async () => {
    const { app, a, aAdmin, aHost, victim } = await setup();
    await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR });
    const { token } = await invitationMail(db(), a.id, victim);
    const answers = await Promise.all([acceptInvitation(app, aHost, token, VICTIM_PASSWORD), acceptInvitation(app, aHost, token, 'another long password')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const members = (await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: aAdmin.headers })).json().contributors;
    expect(members.filter((c: { email: string }) => c.email === victim)).toHaveLength(1);
    await app.close();
  });

  it('a store manager (not an admin) can neither invite nor see, resend or revoke invitations', async () => {
    const { app, a, aAdmin, victim } = await setup();
    const manager = await ownerSession(app, { websiteId: a.id, role: ContributorRole.STORE_MANAGER });
    const { invitation } = (await invite(app, aAdmin.headers, { email: `pending-${tag()}@example.com`, role: ContributorRole.EDITOR })).json();
    expect((await invite(app, manager.headers, { email: victim, role: ContributorRole.ADMIN })).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: manager.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/admin/contributors/invitations/${invitation.id}/resend`, headers: manager.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/contributors/invitations/${invitation.id}`, headers: manager.headers })).statusCode).toBe(403);
    // Reading the outbox (orders permission) does not give them the link.
    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: manager.headers });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).not.toMatch(/token=/);
    await app.close();
  });

  it("another site's admin cannot resend or revoke this site's invitations", async () => {
    const { app, bAdmin, aAdmin, victim } = await setup();
    const { invitation } = (await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR })).json();
    expect((await app.inject({ method: 'POST', url: `/api/admin/contributors/invitations/${invitation.id}/resend`, headers: bAdmin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/contributors/invitations/${invitation.id}`, headers: bAdmin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: aAdmin.headers })).json().invitations).toHaveLength(1);
    await app.close();
  });

  it('accepting needs the crumb and a password; a new account needs a long enough one; attempts are rate-limited like sign-in', async () => {
    const { app, a, aAdmin, aHost, victim } = await setup();
    await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR });
    const { token } = await invitationMail(db(), a.id, victim);
    const noCrumb = await app.inject({ method: 'POST', url: `/api/admin/invitations/${token}/accept`, headers: { host: aHost }, payload: { password: VICTIM_PASSWORD } });
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    expect((await acceptInvitation(app, aHost, token, 'short')).json()).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    const noPassword = await app.inject({ method: 'POST', url: `/api/admin/invitations/${token}/accept`, headers: visitorHeaders(aHost), payload: {} });
    expect(noPassword.statusCode).toBe(400);
    for (let i = 2; i < INVITATION_ATTEMPTS_PER_MINUTE; i++) await acceptInvitation(app, aHost, token, 'short');
    const limited = await acceptInvitation(app, aHost, token, VICTIM_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await app.close();
  });

  it('the accept page: an accessible form, escaped, that signs in and goes to the editor', async () => {
    const { app, a, aAdmin, aHost, victim } = await setup();
    await app.services.sites.update(a.id, { title: '<b>Alpha</b>' });
    await app.services.siteDirectory.refresh();
    await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR });
    const { token } = await invitationMail(db(), a.id, victim);
    const page = await app.inject({ method: 'GET', url: `/config/invitation?token=${token}`, headers: { host: aHost } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Join &lt;b&gt;Alpha&lt;/b&gt;</h1>');
    expect(page.body).toContain('<label for="invitation-password">Password</label>');
    expect(page.body).toContain('<button type="submit">Accept invitation</button>');
    const crumb = page.cookies.find((c) => c.name === 'crumb')!.value;
    expect(page.body).toContain(`name="crumb" value="${crumb}"`);

    const form = (fields: Record<string, string>, cookie = `crumb=${crumb}`) =>
      app.inject({ method: 'POST', url: '/config/invitation', headers: { host: aHost, cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const forged = await form({ token, password: VICTIM_PASSWORD, crumb: 'not-the-crumb-value' });
    expect(forged.statusCode).toBe(401);
    const short = await form({ token, password: 'short', crumb });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Passwords need at least 8 characters.');
    const accepted = await form({ token, password: VICTIM_PASSWORD, crumb });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/config');
    expect(accepted.cookies.find((c) => c.name === 'stoa_owner')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const used = await app.inject({ method: 'GET', url: `/config/invitation?token=${token}`, headers: { host: aHost } });
    expect(used.statusCode).toBe(410);
    expect(used.body).toContain('This invitation has already been accepted.');
    expect(used.body).not.toContain('<form');
    expect((await app.inject({ method: 'GET', url: '/config/invitation?token=%3Cscript%3E', headers: { host: aHost } })).body).not.toContain('<script>');
    await app.close();
  });

  it('security: the accept page, where a password is typed, allows no script, no base, no framing, and posts only to itself', async () => {
    const { app, a, aAdmin, aHost, victim } = await setup();
    await invite(app, aAdmin.headers, { email: victim, role: ContributorRole.EDITOR });
    const { token } = await invitationMail(db(), a.id, victim);
    for (const url of [`/config/invitation?token=${token}`, '/config/invitation?token=unknown']) {
      const page = await app.inject({ method: 'GET', url, headers: { host: aHost } });
      const policy = String(page.headers['content-security-policy']).split(/;\s*/);
      expect(policy, url).toEqual(expect.arrayContaining(["default-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]));
      expect(policy.some((directive) => /^script-src/.test(directive)), url).toBe(false);
    }
    await app.close();
  });
});
