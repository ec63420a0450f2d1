import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { createAccountsService, SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_FAILURES_PER_IP, SIGN_IN_WINDOW_MS, type SignInAttempt } from './index';

describeDatabase('sign-in throttle', (db) => {
  let n = 0;
  // The start of a 15-minute window, so the test knows when the next one begins.
  const start = Date.UTC(2026, 0, 1, 9, 0, 0);
  const setup = () => {
    const clock = fixedClock(start);
    const accounts = createAccountsService({ db: db().db, ids: { next: () => `x${++n}` }, clock, fastPasswordHashing: true });
    const tag = `t${++n}-${Math.random().toString(16).slice(2, 8)}`;
    const attempt = (email: string, ip: string, audience: SignInAttempt['audience'] = 'owner', websiteId = 'site-1'): SignInAttempt => ({ audience, websiteId, email: `${email}-${tag}@example.com`, ip: `${ip}-${tag}` });
    return { accounts, clock, attempt };
  };
  const fail = async (accounts: ReturnType<typeof setup>['accounts'], a: SignInAttempt) => (await accounts.reserveSignIn(a)).allowed;

  it('GAP-75 concurrent attempts on one email never pass the limit together', async () => {
    const { accounts, attempt } = setup();
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => accounts.reserveSignIn(attempt('target', `ip${i}`))));
    expect(results.filter((r) => r.allowed)).toHaveLength(SIGN_IN_FAILURES_PER_EMAIL);
  });

  it('GAP-75 a released attempt (a success) is not counted; a new window starts afresh; Retry-After runs to its end', async () => {
    const { accounts, clock, attempt } = setup();
    for (let i = 0; i < 3 * SIGN_IN_FAILURES_PER_EMAIL; i++) {
      const r = await accounts.reserveSignIn(attempt('happy', `ip${i}`));
      if (r.allowed) await r.release();
    }
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect(await fail(accounts, attempt('happy', `ip${i}`))).toBe(true);
    clock.advance(5 * 60_000);
    expect(await accounts.reserveSignIn(attempt('happy', 'elsewhere'))).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    clock.set(start + SIGN_IN_WINDOW_MS);
    expect(await fail(accounts, attempt('happy', 'elsewhere'))).toBe(true);
  });

  it('GAP-75 the per-address limit spans emails; customers count per site, apart from owners', async () => {
    const { accounts, attempt } = setup();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) expect(await fail(accounts, attempt(`victim${i}`, 'sprayer'))).toBe(true);
    expect(await fail(accounts, attempt('one-more', 'sprayer'))).toBe(false);
    expect(await fail(accounts, attempt('one-more', 'sprayer', 'customer'))).toBe(true);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) expect(await fail(accounts, attempt('shopper', `ip${i}`, 'customer', 'site-a'))).toBe(true);
    expect(await fail(accounts, attempt('shopper', 'ip-new', 'customer', 'site-a'))).toBe(false);
    expect(await fail(accounts, attempt('shopper', 'ip-new', 'customer', 'site-b'))).toBe(true);
  });
});
