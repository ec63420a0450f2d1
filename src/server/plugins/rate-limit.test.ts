import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { siteHost } from '../../../test/support/owner';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './rate-limit';

const RATE_LIMITED = { status: 429, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' };

describeDatabase('rate limits', (db) => {
  let n = 0;
  const setup = async (apiRateLimitPerMinute?: number) => {
    const app = await createTestApp(db(), apiRateLimitPerMinute === undefined ? {} : { apiRateLimitPerMinute });
    const site = await app.services.sites.create({ identifier: `rate-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const host = await siteHost(app, site.id);
    const headers = { host, cookie: 'crumb=rate-limit-test-crumb', 'x-csrf-token': 'rate-limit-test-crumb' };
    return { app, headers };
  };

  it('GAP-75 ATC-24 sign-in allows 10 attempts a minute per IP and email, then answers 429', async () => {
    const { app, headers } = await setup();
    const attempt = (email: string) => app.inject({ method: 'POST', url: '/api/admin/session', headers, payload: { email, password: 'guessing-password' } });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) expect((await attempt('target@example.com')).statusCode).toBe(401);
    const blocked = await attempt('TARGET@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked out by the guesses.
    expect((await attempt('colleague@example.com')).statusCode).toBe(401);
    await app.close();
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
