/**
 * Site-user (customer) sessions on a site's storefront (USER-01..05). Two cookies:
 *  - `stoa_site_user`: httpOnly, the session token; only the server reads it;
 *  - `SiteUserInfo` (USER-02): readable by page scripts, JSON `{"authenticated":true,
 *    "siteUserId":"…"}`; it is never trusted by the server.
 * `request.siteUser` is set only for a live session of the request's own site, so a cookie of
 * site A means nothing on site B. Account changes carry the session's XSRF token in
 * X-SiteUser-XSRF-Token (USER-05), checked by `siteUserXsrfWhenSignedIn`, on top of the crumb.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { SITE_USER_REMEMBER_MS, xsrfTokenMatches, type NewSiteUserSession, type SiteUser, type SiteUsersService } from '../../modules/site-users';
import { DomainError } from '../../shared/errors';

export const SITE_USER_COOKIE = 'stoa_site_user';
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';
/** GAP-75: sign-up attempts per IP and minute (failed sign-ins: the shared counters, rate-limit.ts). */
export const SITE_USER_LOGINS_PER_MINUTE = 10;

export interface RequestSiteUser extends SiteUser {
  /** The session's token (the cookie's), for signing out. */
  sessionToken: string;
  xsrfTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer of this request's site, or null. */
    siteUser: RequestSiteUser | null;
  }
  interface FastifyContextConfig {
    /** false: this route never reads the shopper (no session lookup, `request.siteUser` stays null). */
    siteUser?: boolean;
  }
}

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: request.server.config.secureCookies };
}

/** Removes both cookies (signed out, or a session that no longer exists). */
function clearSiteUserCookies(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[SITE_USER_COOKIE] !== undefined) reply.clearCookie(SITE_USER_COOKIE, cookieOptions(request, true));
  if (request.cookies[SITE_USER_INFO_COOKIE] !== undefined) reply.clearCookie(SITE_USER_INFO_COOKIE, cookieOptions(request, false));
}

/**
 * Resolves `request.siteUser` from the session cookie at preValidation (after the rate limits,
 * before the crumb check and the routes), except on routes marked `siteUser: false` (the
 * visitor analytics' collection calls, sent many times a page: no query for a signed-in shopper). A dead session's cookies are cleared, so page
 * scripts stop reading the visitor as signed in.
 */
export function registerSiteUserAuth(app: FastifyInstance, siteUsers: SiteUsersService): void {
  app.decorateRequest('siteUser', null);
  app.addHook('preValidation', async (request, reply) => {
    if (request.site === null || request.routeOptions.config?.siteUser === false) return;
    const token = request.cookies[SITE_USER_COOKIE];
    if (token === undefined || token === '') {
      if (request.cookies[SITE_USER_INFO_COOKIE] !== undefined) clearSiteUserCookies(request, reply);
      return;
    }
    const session = await siteUsers.sessionFor(request.site.id, token);
    if (session === null) {
      clearSiteUserCookies(request, reply);
      return;
    }
    request.siteUser = { ...session.siteUser, sessionToken: token, xsrfTokenHash: session.xsrfTokenHash };
  });
}

/** The SiteUserInfo cookie's value (USER-02). */
export function siteUserInfo(siteUserId: string): string {
  return JSON.stringify({ authenticated: true, siteUserId });
}

/** Sets the session and SiteUserInfo cookies after signing up or in. */
export function startSiteUserSession(request: FastifyRequest, reply: FastifyReply, session: NewSiteUserSession): void {
  // Without "remember me" both cookies end with the browser; the server ends the session anyway.
  const lifetime = session.rememberMe ? { maxAge: SITE_USER_REMEMBER_MS / 1000 } : {};
  reply.setCookie(SITE_USER_COOKIE, session.token, { ...cookieOptions(request, true), ...lifetime });
  reply.setCookie(SITE_USER_INFO_COOKIE, siteUserInfo(session.siteUser.id), { ...cookieOptions(request, false), ...lifetime });
}

/** Clears the session and SiteUserInfo cookies at sign-out. */
export function endSiteUserSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SITE_USER_COOKIE, cookieOptions(request, true));
  reply.clearCookie(SITE_USER_INFO_COOKIE, cookieOptions(request, false));
  request.siteUser = null;
}

/** preHandler: 401 UNAUTHENTICATED unless a customer is signed in to this site. */
export const requireSiteUser: preHandlerAsyncHookHandler = async (request) => {
  if (request.siteUser === null) throw new DomainError('UNAUTHENTICATED');
};

function checkXsrf(request: FastifyRequest, siteUser: RequestSiteUser): void {
  const header = request.headers[SITE_USER_XSRF_HEADER];
  if (!xsrfTokenMatches(siteUser, typeof header === 'string' ? header : undefined)) throw new DomainError('SITE_USER_XSRF_INVALID');
}

/** preHandler for signing out: the XSRF check when signed in; nothing to protect otherwise. */
export const siteUserXsrfWhenSignedIn: preHandlerAsyncHookHandler = async (request) => {
  if (request.siteUser !== null) checkXsrf(request, request.siteUser);
};

/**
 * An onRequest hook limiting sign-up (or other account) attempts to SITE_USER_LOGINS_PER_MINUTE per
 * IP (GAP-75), with its own counter per `bucket`, before any query or password work; over it,
 * 429 RATE_LIMITED with Retry-After.
 */
export function siteUserLoginRateLimit(app: FastifyInstance, bucket: string): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max: SITE_USER_LOGINS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `site-user-${bucket}|${request.ip}` });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}
