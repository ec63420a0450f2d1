import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, RESTRICTED_COOKIES } from '../../shared/analytics/analytics-rules';
import { clearVisit, isLiveVisit, nextVisitRecord, startVisit, type CookieJar, type KeyStore } from './visit';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12);

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const ages = new Map<string, number | null>();
  const cookies: CookieJar = {
    get: (name) => values.get(name) ?? null,
    set: (name, value, maxAgeMs) => {
      values.set(name, value);
      ages.set(name, maxAgeMs);
    },
    remove: (name) => values.delete(name),
  };
  return { cookies, values, ages };
}

function store(initial: Record<string, string> = {}): KeyStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const broken: KeyStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

let n = 0;
const deps = (cookies: CookieJar, local: KeyStore | null = store(), session: KeyStore | null = store(), now = NOW) => {
  const warnings: string[] = [];
  return { warnings, deps: { cookies, local, session, now, path: '/shop', newId: () => `id-${++n}`, warn: (m: string) => void warnings.push(m) } };
};

describe('the visitor\'s cookies', () => {
  it('ANL-30 ANL-31 the analytics id cookie lasts 390 days and is mirrored in local storage with its expiry', () => {
    const { cookies, values, ages } = jar();
    const local = store();
    const visit = startVisit(deps(cookies, local).deps);
    expect(values.get('ss_cid')).toBe(visit.analyticsId);
    expect(ages.get('ss_cid')).toBe(390 * DAY);
    expect(local.map.get('ss_cid')).toBe(visit.analyticsId);
    expect(Number(local.map.get('ss_cid_expires'))).toBe(NOW + 390 * DAY);
  });

  it('ANL-31 a lost id cookie comes back from local storage while it has not expired', () => {
    const local = store({ ss_cid: 'kept-id', ss_cid_expires: String(NOW + DAY) });
    expect(startVisit(deps(jar().cookies, local).deps).analyticsId).toBe('kept-id');
    const expired = store({ ss_cid: 'kept-id', ss_cid_expires: String(NOW - 1) });
    expect(startVisit(deps(jar().cookies, expired).deps).analyticsId).not.toBe('kept-id');
  });

  it('ANL-36 a new visit sets the visit record (about 2 years) and the visit time (30 minutes)', () => {
    const { cookies, values, ages } = jar();
    const visit = startVisit(deps(cookies).deps);
    expect(visit.newVisit).toBe(true);
    expect(values.get('ss_cvr')).toBe(`${visit.analyticsId}|${NOW}|${NOW}|${NOW}|1`);
    expect(ages.get('ss_cvr')).toBe(730 * DAY);
    expect(values.get('ss_cvt')).toBe(String(NOW));
    expect(ages.get('ss_cvt')).toBe(30 * 60_000);
  });

  it('ANL-36 a page within 30 minutes continues the visit; later, a new visit moves the record on', () => {
    const record = `abc|${NOW - 10 * DAY}|${NOW - 10 * DAY}|${NOW - DAY}|3`;
    const going = jar({ ss_cid: 'abc', ss_cvr: record, ss_cvt: String(NOW - 60_000) });
    expect(startVisit(deps(going.cookies).deps).newVisit).toBe(false);
    expect(going.values.get('ss_cvr')).toBe(record);
    const later = jar({ ss_cid: 'abc', ss_cvr: record, ss_cvt: String(NOW - 31 * 60_000) });
    expect(startVisit(deps(later.cookies).deps).newVisit).toBe(true);
    expect(later.values.get('ss_cvr')).toBe(`abc|${NOW - 10 * DAY}|${NOW - DAY}|${NOW}|4`);
  });

  it('ANL-37 ANL-38 invalid visit record and visit time values are replaced', () => {
    expect(nextVisitRecord('bad value', 'id1', NOW, false)).toBe(`id1|${NOW}|${NOW}|${NOW}|1`);
    expect(nextVisitRecord('a b|1|2|3|4', 'id1', NOW, true)).toBe(`id1|${NOW}|${NOW}|${NOW}|1`);
    expect(isLiveVisit('0', NOW)).toBe(false);
    expect(isLiveVisit('-5', NOW)).toBe(false);
    expect(isLiveVisit('12.5', NOW)).toBe(false);
    expect(isLiveVisit(String(NOW - 1000), NOW)).toBe(true);
    const { cookies, values } = jar({ ss_cvt: 'nonsense', ss_cvr: 'nonsense' });
    expect(startVisit(deps(cookies).deps).newVisit).toBe(true);
    expect(values.get('ss_cvt')).toBe(String(NOW));
    expect(values.get('ss_cvr')).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|\d+$/);
  });

  it('ANL-34 the session id is made once (a session cookie) and reused; the landing path is kept for the session', () => {
    const { cookies, values, ages } = jar();
    const first = startVisit(deps(cookies).deps);
    expect(ages.get('ss_cvisit')).toBeNull();
    expect(values.get('ss_cpvisit')).toBe('/shop');
    const again = startVisit({ ...deps(cookies).deps, path: '/cart' });
    expect(again.sessionId).toBe(first.sessionId);
    expect(values.get('ss_cpvisit')).toBe('/shop');
  });

  it('ANL-33 first landing is the session\'s first page; first session holds for the whole first session only', () => {
    const { cookies, values } = jar();
    const local = store();
    const session = store();
    const landing = startVisit(deps(cookies, local, session).deps);
    expect(landing).toMatchObject({ firstLanding: true, firstSession: true });
    expect(startVisit(deps(cookies, local, session).deps)).toMatchObject({ firstLanding: false, firstSession: true });
    // A new browser session: a new session id and landing.
    values.delete('ss_cvisit');
    expect(startVisit(deps(cookies, local, store()).deps)).toMatchObject({ firstLanding: true, firstSession: false });
  });

  it('ANL-35 ANL-32 without storage: the §8 messages, and neither first landing nor first session', () => {
    const { warnings, deps: d } = deps(jar().cookies, broken, broken);
    const visit = startVisit(d);
    expect(visit).toMatchObject({ firstLanding: false, firstSession: false });
    expect(warnings).toEqual([ANALYTICS_MESSAGES.storeIdFailure, ANALYTICS_MESSAGES.storageUnavailable]);
    expect(ANALYTICS_MESSAGES.storeIdFailure).toBe('Unable to store analyticsId');
    expect(ANALYTICS_MESSAGES.storageUnavailable).toBe('Unable access local/session storage');
    expect(startVisit(deps(jar().cookies, null, null).deps)).toMatchObject({ firstLanding: false, firstSession: false });
  });

  it('ANL-40 the restrictive policy clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt and the id\'s mirror', () => {
    const { cookies, values } = jar({ crumb: 'keep' });
    const local = store();
    startVisit(deps(cookies, local).deps);
    clearVisit(cookies, local);
    for (const name of RESTRICTED_COOKIES) expect(values.has(name)).toBe(false);
    expect(values.get('crumb')).toBe('keep');
    expect(local.map.has('ss_cid')).toBe(false);
    expect(local.map.has('ss_cid_expires')).toBe(false);
    expect(() => clearVisit(cookies, broken)).not.toThrow();
  });
});
