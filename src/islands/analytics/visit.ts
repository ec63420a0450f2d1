/**
 * The analytics script's visitor state (spec §4, §7; ANL-30..ANL-40): the analytics id, the
 * visit record and visit time cookies, the session id and landing path, and the first-landing
 * and first-session flags. Pure over a cookie jar and two key stores, so it is tested without
 * a browser.
 */
import {
  ANALYTICS_COOKIES as C,
  ANALYTICS_LIMITS as L,
  ANALYTICS_MESSAGES as M,
  ANALYTICS_STORAGE as S,
  RESTRICTED_COOKIES,
  isValidVisitRecord,
  isValidVisitTime,
} from '../../shared/analytics/analytics-rules';

export interface CookieJar {
  get(name: string): string | null;
  /** `maxAgeMs` null: a session cookie (ends with the browser). */
  set(name: string, value: string, maxAgeMs: number | null): void;
  remove(name: string): void;
}

/** localStorage or sessionStorage; may throw (blocked, private mode). */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface VisitInfo {
  analyticsId: string;
  sessionId: string;
  /** The visit record cookie's value (the census' visitor cookie). */
  visitorCookie: string;
  /** No live visit time cookie: this page starts a visit. */
  newVisit: boolean;
  firstSession: boolean;
  firstLanding: boolean;
}

export interface VisitDeps {
  cookies: CookieJar;
  local: KeyStore | null;
  session: KeyStore | null;
  now: number;
  path: string;
  newId: () => string;
  warn: (message: string) => void;
}

const ID = /^[\w-]{1,64}$/;

function analyticsIdOf({ cookies, local, now, newId, warn }: VisitDeps): string {
  let id = cookies.get(C.analyticsId);
  if (id === null || !ID.test(id)) {
    id = null;
    try {
      const mirrored = local?.getItem(S.analyticsId) ?? null;
      const expires = Number(local?.getItem(S.analyticsIdExpires));
      if (mirrored !== null && ID.test(mirrored) && expires > now) id = mirrored;
    } catch {
      // Storage refused: a new id below.
    }
  }
  id ??= newId();
  cookies.set(C.analyticsId, id, L.analyticsIdMaxAgeMs);
  try {
    if (local === null) throw new Error('no local storage');
    local.setItem(S.analyticsId, id);
    local.setItem(S.analyticsIdExpires, String(now + L.analyticsIdMaxAgeMs));
  } catch {
    warn(M.storeIdFailure);
  }
  return id;
}

/** ANL-37: `<id>|<first visit>|<previous visit>|<this visit>|<count>`, a new visit moving it on. */
export function nextVisitRecord(current: string | null, analyticsId: string, now: number, newVisit: boolean): string {
  if (current === null || !isValidVisitRecord(current)) return `${analyticsId}|${now}|${now}|${now}|1`;
  if (!newVisit) return current;
  const [id, first, , last, count] = current.split('|');
  return `${id}|${first}|${last}|${now}|${Number(count) + 1}`;
}

/** ANL-36, ANL-38: a visit goes on while the visit time cookie is a positive time less than 30 minutes old. */
export function isLiveVisit(visitTime: string | null, now: number): boolean {
  return visitTime !== null && isValidVisitTime(visitTime) && now - Number(visitTime) < L.visitTimeMaxAgeMs;
}

/** Reads and renews the visitor's cookies for this page view. */
export function startVisit(deps: VisitDeps): VisitInfo {
  const { cookies, local, session, now, path, newId, warn } = deps;
  const analyticsId = analyticsIdOf(deps);
  const newVisit = !isLiveVisit(cookies.get(C.visitTime), now);
  cookies.set(C.visitTime, String(now), L.visitTimeMaxAgeMs);
  const visitorCookie = nextVisitRecord(cookies.get(C.visitRecord), analyticsId, now, newVisit);
  cookies.set(C.visitRecord, visitorCookie, L.visitRecordMaxAgeMs);

  let sessionId = cookies.get(C.session);
  if (sessionId === null || !ID.test(sessionId)) {
    sessionId = newId();
    cookies.set(C.session, sessionId, null);
  }
  if (cookies.get(C.landing) === null) cookies.set(C.landing, path, null);

  let firstSession = false;
  let firstLanding = false;
  try {
    if (local === null || session === null) throw new Error('no storage');
    // The first session is the one whose id was stored first; the landing is the session's first page.
    const firstSessionId = local.getItem(S.firstSession);
    if (firstSessionId === null) local.setItem(S.firstSession, sessionId);
    firstSession = firstSessionId === null || firstSessionId === sessionId;
    firstLanding = session.getItem(S.firstLanding) === null;
    if (firstLanding) session.setItem(S.firstLanding, path);
  } catch {
    // ANL-35: without storage, neither flag can be known.
    warn(M.storageUnavailable);
    firstSession = false;
    firstLanding = false;
  }
  return { analyticsId, sessionId, visitorCookie, newVisit, firstSession, firstLanding };
}

/** ANL-40: the restrictive cookie policy clears every analytics cookie and the id's mirror. */
export function clearVisit(cookies: CookieJar, local: KeyStore | null): void {
  for (const name of RESTRICTED_COOKIES) if (cookies.get(name) !== null) cookies.remove(name);
  try {
    local?.removeItem(S.analyticsId);
    local?.removeItem(S.analyticsIdExpires);
  } catch {
    // Nothing stored where storage is refused.
  }
}
