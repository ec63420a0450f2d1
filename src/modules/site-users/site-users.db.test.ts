/** The site-users module on both engines: accounts per site, passwords, sessions, XSRF tokens. */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { FAST_TEST_COST, hashPassword, verifyPassword } from '../accounts';
import { createSitesService } from '../sites';
import { createSiteUsersService, SITE_USER_REMEMBER_MS, SITE_USER_SESSION_MS, xsrfTokenMatches } from './index';

const PASSWORD = 'a long enough password';
let counter = 0;

describeDatabase('site-users module', (db) => {
  const setup = async () => {
    const tag = `su${(++counter).toString(16)}x${Math.random().toString(16).slice(2, 6)}`;
    const ids = sequentialIds(tag);
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const events = createEventBus((e) => {
      throw e;
    });
    const sites = createSitesService({ db: db().db, ids, clock, events, baseDomain: 'localhost' });
    const site = await sites.create({ identifier: `${tag}-a` });
    const other = await sites.create({ identifier: `${tag}-b` });
    let hashes = 0;
    const passwords = {
      hash: (p: string) => {
        hashes++;
        return hashPassword(p, FAST_TEST_COST);
      },
      verify: verifyPassword,
    };
    const users = createSiteUsersService({ db: db().db, ids, clock, passwords });
    return { users, clock, site: site.id, other: other.id, hashes: () => hashes };
  };
  const refused = (code: string) => (e: unknown) => isDomainError(e) && e.code === code;

  it('GAP-65 an email is unique per site in any letter case, and free on another site', async () => {
    const { users, site, other } = await setup();
    const first = await users.signUp(site, { email: ' Ada@Example.com ', password: PASSWORD, name: ' Ada ' });
    expect(first.siteUser).toMatchObject({ websiteId: site, email: 'ada@example.com', name: 'Ada' });
    await expect(users.signUp(site, { email: 'ADA@example.COM', password: PASSWORD })).rejects.toSatisfy(refused('EMAIL_TAKEN'));
    const elsewhere = await users.signUp(other, { email: 'ada@example.com', password: PASSWORD });
    expect(elsewhere.siteUser.id).not.toBe(first.siteUser.id);
    // Concurrent sign-ups with one email: exactly one account.
    const results = await Promise.allSettled([1, 2, 3].map(() => users.signUp(site, { email: 'race@example.com', password: PASSWORD })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('GAP-65 sign-up checks email, password length (8 to 1024) and name length', async () => {
    const { users, site } = await setup();
    await expect(users.signUp(site, { email: 'nope', password: PASSWORD })).rejects.toSatisfy(refused('EMAIL_INVALID'));
    await expect(users.signUp(site, { email: 'a@example.com', password: '1234567' })).rejects.toSatisfy(refused('PASSWORD_TOO_SHORT'));
    await expect(users.signUp(site, { email: 'a@example.com', password: 'x'.repeat(1025) })).rejects.toSatisfy(refused('VALIDATION_FAILED'));
    await expect(users.signUp(site, { email: 'a@example.com', password: PASSWORD, name: 'n'.repeat(201) })).rejects.toSatisfy(refused('VALIDATION_FAILED'));
    expect((await users.signUp(site, { email: 'a@example.com', password: '12345678' })).siteUser.email).toBe('a@example.com');
  });

  it('USER-04 sign-in: wrong password and unknown email are both INVALID_CREDENTIALS after the same password work', async () => {
    const { users, site, other, hashes } = await setup();
    await users.signUp(site, { email: 'bo@example.com', password: PASSWORD });
    await expect(users.signIn(site, { email: 'bo@example.com', password: 'wrong password' })).rejects.toSatisfy(refused('INVALID_CREDENTIALS'));
    const before = hashes();
    await expect(users.signIn(site, { email: 'nobody@example.com', password: PASSWORD })).rejects.toSatisfy(refused('INVALID_CREDENTIALS'));
    // The unknown email was checked against a decoy hash (made once), not answered at once.
    expect(hashes()).toBe(before + 1);
    await expect(users.signIn(other, { email: 'bo@example.com', password: PASSWORD })).rejects.toSatisfy(refused('INVALID_CREDENTIALS'));
    await expect(users.signIn(site, { email: 'bo@example.com', password: 'x'.repeat(5000) })).rejects.toSatisfy(refused('INVALID_CREDENTIALS'));
    expect((await users.signIn(site, { email: 'BO@example.com', password: PASSWORD })).siteUser.email).toBe('bo@example.com');
  });

  it('USER-04 USER-05 tokens are stored only as hashes; the session works on its own site only; the XSRF token matches its session', async () => {
    const { users, site, other } = await setup();
    const session = await users.signUp(site, { email: 'cy@example.com', password: PASSWORD });
    const rows = await db().query<{ token_hash: string; xsrf_token_hash: string }>('select token_hash, xsrf_token_hash from site_users_sessions where website_id = $1', [site]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(session.token);
    expect(JSON.stringify(rows)).not.toContain(session.xsrfToken);
    const found = await users.sessionFor(site, session.token);
    expect(found?.siteUser).toEqual(session.siteUser);
    expect(await users.sessionFor(other, session.token)).toBeNull();
    expect(await users.sessionFor(site, session.xsrfToken)).toBeNull();
    expect(xsrfTokenMatches(found!, session.xsrfToken)).toBe(true);
    expect(xsrfTokenMatches(found!, session.token)).toBe(false);
    expect(xsrfTokenMatches(found!, undefined)).toBe(false);
    await users.signOut(other, session.token);
    expect(await users.sessionFor(site, session.token)).not.toBeNull();
    await users.signOut(site, session.token);
    expect(await users.sessionFor(site, session.token)).toBeNull();
  });

  it('USER-04 a session lasts a day, thirty with rememberMe; last seen is recorded; expired sessions are purged', async () => {
    const { users, site, clock } = await setup();
    await users.signUp(site, { email: 'di@example.com', password: PASSWORD });
    const short = await users.signIn(site, { email: 'di@example.com', password: PASSWORD });
    const long = await users.signIn(site, { email: 'di@example.com', password: PASSWORD, rememberMe: true });
    expect(long.expiresAt - short.expiresAt).toBe(SITE_USER_REMEMBER_MS - SITE_USER_SESSION_MS);
    clock.advance(10 * 60 * 1000);
    await users.sessionFor(site, long.token);
    const seen = await db().query<{ last_seen_at: Date; created_at: Date }>('select last_seen_at, created_at from site_users_sessions where website_id = $1 and remember', [site]);
    expect(new Date(seen[0]!.last_seen_at).getTime() - new Date(seen[0]!.created_at).getTime()).toBe(10 * 60 * 1000);
    clock.advance(SITE_USER_SESSION_MS);
    expect(await users.sessionFor(site, short.token)).toBeNull();
    expect(await users.sessionFor(site, long.token)).not.toBeNull();
    expect(await users.purgeExpiredSessions()).toBeGreaterThanOrEqual(2);
    expect(await users.sessionFor(site, long.token)).not.toBeNull();
    clock.advance(SITE_USER_REMEMBER_MS);
    expect(await users.sessionFor(site, long.token)).toBeNull();
  });
});
