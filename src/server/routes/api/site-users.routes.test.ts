/**
 * Site users over HTTP (spec §3, §7): sign up, sign in, sign out, the cookies, the XSRF
 * header, wrong credentials, the sign-in rate limit and site isolation (USER-01..06, GAP-65,
 * GAP-75).
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { siteHost } from '../../../../test/support/owner';
import { browser, customerEmail, SITE_USER_PASSWORD } from '../../../../test/support/site-users';
import { SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_FAILURES_PER_IP } from '../../../modules/accounts';

const ACCOUNT = '/api/site-users/account';
const SESSION = '/api/site-users/account/session';
const WRONG = { status: 401, code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' };

describeDatabase('site users over HTTP', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const tag = `su-${++n}-${Math.random().toString(16).slice(2, 6)}`;
    const site = await app.services.sites.create({ identifier: tag });
    const other = await app.services.sites.create({ identifier: `${tag}-b` });
    return { app, site, host: await siteHost(app, site.id), otherHost: await siteHost(app, other.id) };
  };
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip % 250}`;

  it('GAP-65 USER-02 USER-04 signing up signs in: httpOnly session cookie, SiteUserInfo for page scripts, an xsrfToken', async () => {
    const { app, host, site } = await setup();
    const b = browser(app, host, nextIp());
    const email = customerEmail();
    const res = await b.signUp({ email: `  ${email.toUpperCase()} `, password: SITE_USER_PASSWORD, name: ' Ada Lovelace ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ xsrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), siteUser: { id: expect.any(String), email, name: 'Ada Lovelace', created: expect.any(Number) } });
    const session = res.cookies.find((c) => c.name === 'stoa_site_user')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeUndefined();
    const info = res.cookies.find((c) => c.name === 'SiteUserInfo')!;
    expect(info.httpOnly).toBeUndefined();
    expect(JSON.parse(info.value)).toEqual({ authenticated: true, siteUserId: body.siteUser.id });
    const me = await b.request('GET', ACCOUNT);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.siteUser);
    expect(me.headers['cache-control']).toBe('no-store');
    // The password is stored only as a hash.
    const rows = await db().query<{ password_hash: string }>('select password_hash from site_users_users where website_id = $1', [site.id]);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    await app.close();
  });

  it('GAP-65 sign-up refuses a taken email in any letter case, a short password and a bad email', async () => {
    const { app, host } = await setup();
    const email = customerEmail();
    expect((await browser(app, host, nextIp()).signUp({ email, password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    const again = await browser(app, host, nextIp()).signUp({ email: email.toUpperCase(), password: SITE_USER_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with that email already exists.' });
    const short = await browser(app, host, nextIp()).signUp({ email: customerEmail(), password: 'short' });
    expect(short.json()).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT', message: 'Passwords need at least 8 characters.' });
    const bad = await browser(app, host, nextIp()).signUp({ email: 'not-an-email', password: SITE_USER_PASSWORD });
    expect(bad.json()).toMatchObject({ status: 400, code: 'EMAIL_INVALID' });
    const missing = await browser(app, host, nextIp()).signUp({ email: customerEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.cookies.find((c) => c.name === 'stoa_site_user')).toBeUndefined();
    await app.close();
  });

  it('USER-04 sign-in answers {xsrfToken}; rememberMe keeps the cookies 30 days, otherwise they end with the browser', async () => {
    const { app, host } = await setup();
    const email = customerEmail();
    await browser(app, host, nextIp()).signUp({ email, password: SITE_USER_PASSWORD });
    const short = browser(app, host, nextIp());
    const res = await short.signIn(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['xsrfToken']);
    expect(res.cookies.find((c) => c.name === 'stoa_site_user')!.maxAge).toBeUndefined();
    const long = await browser(app, host, nextIp()).signIn(email, SITE_USER_PASSWORD, true);
    expect(long.cookies.find((c) => c.name === 'stoa_site_user')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect(long.cookies.find((c) => c.name === 'SiteUserInfo')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect(long.json().xsrfToken).not.toBe(res.json().xsrfToken);
    await app.close();
  });

  it('USER-04 a wrong password and an unknown email get the same 401 and message; GET account is 401 signed out', async () => {
    const { app, host } = await setup();
    const email = customerEmail();
    await browser(app, host, nextIp()).signUp({ email, password: SITE_USER_PASSWORD });
    const b = browser(app, host, nextIp());
    const wrong = await b.signIn(email, 'not-the-password');
    const unknown = await b.signIn(customerEmail(), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG);
    expect(unknown.json()).toEqual(WRONG);
    expect(wrong.cookies.find((c) => c.name === 'stoa_site_user')).toBeUndefined();
    const me = await b.request('GET', ACCOUNT);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    await app.close();
  });

  it('USER-05 USER-06 sign-out needs the X-SiteUser-XSRF-Token of the session, then clears both cookies and ends the session', async () => {
    const { app, host } = await setup();
    const b = browser(app, host, nextIp());
    await b.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD });
    const sessionCookie = b.cookies.get('stoa_site_user')!;
    const without = await b.request('DELETE', SESSION, undefined, { xsrf: false });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'SITE_USER_XSRF_INVALID', message: 'Your session has expired. Please sign in again.' });
    const forged = await b.request('DELETE', SESSION, undefined, { xsrf: false, headers: { 'x-siteuser-xsrf-token': 'A'.repeat(43) } });
    expect(forged.statusCode).toBe(401);
    expect((await b.request('GET', ACCOUNT)).statusCode).toBe(200);

    const out = await b.signOut();
    expect(out.statusCode).toBe(204);
    for (const name of ['stoa_site_user', 'SiteUserInfo']) expect(out.cookies.find((c) => c.name === name)?.value).toBe('');
    expect((await b.request('GET', ACCOUNT)).statusCode).toBe(401);
    // The old cookie is dead on the server too, and a stale one is cleared when seen.
    const stale = await b.request('GET', ACCOUNT, undefined, { headers: { cookie: `stoa_site_user=${sessionCookie}; SiteUserInfo=x` } });
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.filter((c) => c.value === '').map((c) => c.name).sort()).toEqual(['SiteUserInfo', 'stoa_site_user']);
    // Signing out when not signed in changes nothing and still answers 204.
    expect((await b.signOut()).statusCode).toBe(204);
    await app.close();
  });

  it('USER-07 account writes are crumb-checked: without the crumb the answer says crumbFail', async () => {
    const { app, host } = await setup();
    const b = browser(app, host, nextIp());
    const email = customerEmail();
    const up = await b.request('POST', ACCOUNT, { email, password: SITE_USER_PASSWORD }, { crumb: false });
    expect(up.statusCode).toBe(401);
    expect(up.json()).toMatchObject({ crumbFail: true });
    await b.signUp({ email, password: SITE_USER_PASSWORD });
    const out = await b.request('DELETE', SESSION, undefined, { crumb: false });
    expect(out.json()).toMatchObject({ crumbFail: true });
    expect((await b.request('GET', ACCOUNT)).statusCode).toBe(200);
    const login = await browser(app, host, nextIp()).request('POST', SESSION, { email, password: SITE_USER_PASSWORD }, { crumb: false });
    expect(login.json()).toMatchObject({ crumbFail: true });
    await app.close();
  });

  it('GAP-75 failed sign-ins are limited per email (any address) and per address (any emails), then 429 saying to wait minutes', async () => {
    const { app, host } = await setup();
    // One password sprayed over many emails from one address: refused after the per-IP limit.
    const sprayer = browser(app, host, nextIp());
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) expect((await sprayer.signIn(customerEmail(), 'guess-guess')).statusCode).toBe(401);
    const blocked = await sprayer.signIn(customerEmail(), 'guess-guess');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 429, code: 'SIGN_IN_THROTTLED', message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // One account guessed from many addresses: refused after the per-email limit, even with the right password.
    const email = customerEmail();
    expect((await browser(app, host, nextIp()).signUp({ email, password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect((await browser(app, host, nextIp()).signIn(email, 'guess-guess')).statusCode).toBe(401);
    expect((await browser(app, host, nextIp()).signIn(email, SITE_USER_PASSWORD)).statusCode).toBe(429);
    // Other people are not held up.
    const other = customerEmail();
    const fresh = browser(app, host, nextIp());
    expect((await fresh.signUp({ email: other, password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    expect((await browser(app, host, nextIp()).signIn(other, SITE_USER_PASSWORD)).statusCode).toBe(200);
    await app.close();
  });

  it('USER-01 USER-02 a session of site A means nothing on site B; the same email has separate accounts per site', async () => {
    const { app, host, otherHost } = await setup();
    const email = customerEmail();
    const a = browser(app, host, nextIp());
    await a.signUp({ email, password: SITE_USER_PASSWORD });
    const onB = await a.request('GET', ACCOUNT, undefined, { host: otherHost });
    expect(onB.statusCode).toBe(401);
    expect((await browser(app, otherHost, nextIp()).signIn(email)).json()).toEqual(WRONG);
    const b = browser(app, otherHost, nextIp());
    expect((await b.signUp({ email, password: 'another-password' })).statusCode).toBe(200);
    expect((await b.request('GET', ACCOUNT)).json().id).not.toBe((await a.request('GET', ACCOUNT)).json().id);
    await app.close();
  });
});
