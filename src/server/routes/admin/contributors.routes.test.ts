import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { acceptInvitation, invitationMail } from '../../../../test/support/invitations';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner contributor routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `team-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Team <Site>' });
    const admin = await ownerSession(app, { websiteId: site.id });
    const email = `person-${n}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    return { app, site, admin, headers: admin.headers, email };
  };

  it('USER-08 invites (202, no account details), the person accepts, then re-roles and removes them', async () => {
    const { app, site, headers, admin, email } = await setup();
    const added = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: ContributorRole.EDITOR } });
    expect(added.statusCode).toBe(202);
    expect(added.json()).toEqual({
      invitation: { id: expect.any(String), email, role: 4, status: 'pending', invitedAt: Date.UTC(2026, 10, 21, 12), expiresAt: Date.UTC(2026, 10, 28, 12) },
    });

    const accepted = await acceptInvitation(app, headers.host!, (await invitationMail(db(), site.id, email)).token, 'a good password');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ user: { id: expect.any(String), email }, websiteId: site.id, role: 4, ownerCrumb: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const { id: userId } = accepted.json().user;

    const list = await app.inject({ method: 'GET', url: '/api/admin/contributors', headers });
    expect(list.json().contributors.map((c: { email: string; role: number }) => [c.email, c.role]).sort()).toEqual([[admin.email, 1], [email, 4]].sort());
    expect(list.json().invitations).toEqual([]);
    const member = { userId, email, displayName: expect.any(String), role: 4, createdAt: expect.any(Number) };
    expect(list.json().contributors).toContainEqual(member);

    const patched = await app.inject({ method: 'PATCH', url: `/api/admin/contributors/${userId}`, headers, payload: { role: ContributorRole.STORE_MANAGER } });
    expect(patched.json()).toEqual({ contributor: { ...member, role: 8 } });
    const again = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: 10 } });
    expect(again.json()).toMatchObject({ status: 409, code: 'CONTRIBUTOR_EXISTS', message: 'That person is already a contributor to this site.' });

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${userId}`, headers })).statusCode).toBe(204);
    const gone = await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${userId}`, headers });
    expect(gone.json()).toMatchObject({ status: 404, code: 'CONTRIBUTOR_NOT_FOUND' });
    await app.close();
  });

  it('emails the site title, the inviter, the role and the link to this host, escaped in HTML; the owner outbox hides the link', async () => {
    const { app, site, headers, admin, email } = await setup();
    await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: ContributorRole.STORE_MANAGER } });
    const mail = await invitationMail(db(), site.id, email);
    expect(mail.subject).toBe('You are invited to Team <Site>');
    expect(mail.text).toContain(`${admin.email} invited you to help run Team <Site> as Store manager.`);
    expect(mail.link).toBe(`http://${headers.host}/config/invitation?token=${mail.token}`);
    expect(mail.html).toContain('Team &lt;Site&gt;');
    expect(mail.html).not.toContain('<Site>');
    expect(mail.html).toContain(`href="${mail.link}"`);
    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
    expect(outbox.json().messages.map((m: { to: string }) => m.to)).toContain(email);
    expect(outbox.body).not.toContain(mail.token);
    await app.close();
  });

  it('lists pending invitations beside members; resend makes a new link, revoke ends it', async () => {
    const { app, site, headers, email } = await setup();
    const { invitation } = (await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: ContributorRole.VIEWER } })).json();
    const first = await invitationMail(db(), site.id, email);
    const list = await app.inject({ method: 'GET', url: '/api/admin/contributors', headers });
    expect(list.json().invitations).toEqual([{ id: invitation.id, email, role: 10, status: 'pending', invitedAt: invitation.invitedAt, expiresAt: invitation.expiresAt }]);

    const resent = await app.inject({ method: 'POST', url: `/api/admin/contributors/invitations/${invitation.id}/resend`, headers });
    expect(resent.statusCode).toBe(202);
    expect(resent.json().invitation).toMatchObject({ id: invitation.id, email, status: 'pending' });
    const second = await invitationMail(db(), site.id, email);
    expect(second.token).not.toBe(first.token);
    expect((await acceptInvitation(app, headers.host!, first.token, 'a good password')).json()).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/contributors/invitations/${invitation.id}`, headers })).statusCode).toBe(204);
    expect((await acceptInvitation(app, headers.host!, second.token, 'a good password')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers })).json().invitations).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/contributors/invitations/${invitation.id}`, headers });
    expect(again.json()).toEqual({ status: 404, code: 'INVITATION_NOT_FOUND', message: 'That invitation could not be found.' });
    await app.close();
  });

  it('cannot demote or remove the last admin (409 CONTRIBUTOR_LAST_ADMIN)', async () => {
    const { app, headers, admin } = await setup();
    const demote = await app.inject({ method: 'PATCH', url: `/api/admin/contributors/${admin.userId}`, headers, payload: { role: ContributorRole.VIEWER } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ status: 409, code: 'CONTRIBUTOR_LAST_ADMIN', message: 'A site needs at least one administrator.' });
    const remove = await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${admin.userId}`, headers });
    expect(remove.json().code).toBe('CONTRIBUTOR_LAST_ADMIN');
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers })).json().role).toBe(1);
    await app.close();
  });

  it('GAP-15 bad input is a clear 400: unknown role, bad email, a password (no longer taken), no email', async () => {
    const { app, headers } = await setup();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: payload as object });
    expect((await post({ email: 'x@example.com', role: 5 })).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors: { role: expect.any(String) } } });
    expect((await post({ email: 'not-an-email', role: 4 })).json()).toEqual({ status: 400, code: 'EMAIL_INVALID', message: 'Please enter a valid email.' });
    expect((await post({ email: `new-${n}@example.com`, role: 4, password: 'a good password' })).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await post({ role: 4 })).statusCode).toBe(400);
    const patch = await app.inject({ method: 'PATCH', url: '/api/admin/contributors/nobody', headers, payload: { role: 4 } });
    expect(patch.json()).toMatchObject({ status: 404, code: 'CONTRIBUTOR_NOT_FOUND' });
    await app.close();
  });
});
