import { expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession, siteHost, TEST_OWNER_PASSWORD } from '../../../test/support/owner';
import { browser, customerEmail, SITE_USER_PASSWORD } from '../../../test/support/site-users';
import { SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_FAILURES_PER_IP } from '../../modules/accounts';

const RATE_LIMITED = { status: 429, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' };
const SIGN_IN_THROTTLED = { status: 429, code: 'SIGN_IN_THROTTLED', message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };

describeDatabase('rate limits', (db) => {
  let n = 0;
  // Every test signs in from addresses of its own: failed sign-ins are counted in the database.
  let address = 0;
  const nextIp = () => `203.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const setup = async (apiRateLimitPerMinute?: number) => {
    const app = await createTestApp(db(), apiRateLimitPerMinute === undefined ? {} : { apiRateLimitPerMinute });
    const site = await app.services.sites.create({ identifier: `rate-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const host = await siteHost(app, site.id);
    const headers = { host, cookie: 'crumb=rate-limit-test-crumb', 'x-csrf-token': 'rate-limit-test-crumb' };
    const signIn = (email: string, password: string, remoteAddress: string, on = app) =>
      on.inject({ method: 'POST', url: '/api/admin/session', headers, payload: { email, password }, remoteAddress });
    return { app, site, headers, signIn };
  };
  const uniqueEmail = (tag: string) => `${tag}-${++n}-${Math.random().toString(16).slice(2, 8)}@example.com`;

  it('GAP-75 owner sign-in: 10 failures per email, from any addresses, then 429 with Retry-After, the right password too', async () => {
    const { app, site, signIn } = await setup();
    const { email } = await ownerSession(app, { websiteId: site.id, email: uniqueEmail('target') });
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect((await signIn(email, 'guessing-password', nextIp())).statusCode).toBe(401);
    const blocked = await signIn(email.toUpperCase(), TEST_OWNER_PASSWORD, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(SIGN_IN_THROTTLED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // A colleague on the same address is not locked out by the guesses at another account.
    const colleague = await ownerSession(app, { websiteId: site.id, email: uniqueEmail('colleague') });
    expect((await signIn(colleague.email, TEST_OWNER_PASSWORD, nextIp())).statusCode).toBe(200);
    await app.close();
  });

  it('GAP-75 one password sprayed over 50 emails from one address is refused after 30 failures, before any password work', async () => {
    const { app, site, signIn } = await setup();
    const sprayer = nextIp();
    const passwordWork = vi.spyOn(app.services.accounts, 'login');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn(uniqueEmail('victim'), 'Summer2026!', sprayer)).statusCode);
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_IP)).toEqual(Array(SIGN_IN_FAILURES_PER_IP).fill(401));
    expect(statuses.slice(SIGN_IN_FAILURES_PER_IP)).toEqual(Array(50 - SIGN_IN_FAILURES_PER_IP).fill(429));
    expect(passwordWork).toHaveBeenCalledTimes(SIGN_IN_FAILURES_PER_IP);
    // Refused attempts do no password work: the owner's right password is refused from there too.
    const owner = await ownerSession(app, { websiteId: site.id, email: uniqueEmail('owner') });
    expect((await signIn(owner.email, TEST_OWNER_PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn(owner.email, TEST_OWNER_PASSWORD, nextIp())).statusCode).toBe(200);
    await app.close();
  });

  it('GAP-75 two server processes over one database share the counters; successes are not counted', async () => {
    const { app: first, site, signIn } = await setup();
    const second = await createTestApp(db());
    const { email } = await ownerSession(first, { websiteId: site.id, email: uniqueEmail('shared') });
    // Signing in succeeds many times without counting against anyone.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL + 2; i++) expect((await signIn(email, TEST_OWNER_PASSWORD, nextIp(), i % 2 === 0 ? first : second)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect((await signIn(email, 'guess', nextIp(), i % 2 === 0 ? first : second)).statusCode).toBe(401);
    expect((await signIn(email, TEST_OWNER_PASSWORD, nextIp(), first)).statusCode).toBe(429);
    expect((await signIn(email, TEST_OWNER_PASSWORD, nextIp(), second)).statusCode).toBe(429);
    // Customers' counters are shared the same way, per site.
    const host = await siteHost(first, site.id);
    const customer = customerEmail();
    expect((await browser(first, host, nextIp()).signUp({ email: customer, password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect((await browser(i % 2 === 0 ? first : second, host, nextIp()).signIn(customer, 'guess')).statusCode).toBe(401);
    expect((await browser(second, host, nextIp()).signIn(customer, SITE_USER_PASSWORD)).statusCode).toBe(429);
    await Promise.all([first.close(), second.close()]);
  });

  it('GAP-75 every /api/ route is limited per client IP by default; pages are not', async () => {
    const { app, headers } = await setup(3);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/admin/me', headers })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await app.inject({ method: 'GET', url: '/api/admin/site', headers });
    expect(blocked.json()).toEqual(RATE_LIMITED);
    // Another client address has its own budget.
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers, remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});
