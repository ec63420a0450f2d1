/**
 * Owner authentication for `/api/admin/...`: the `stoa_owner` session cookie (httpOnly,
 * SameSite=Lax, Secure with config.secureCookies) names a session of one user on one site.
 * `request.owner` is set only when that site is the request's site, so a cookie for site A
 * means nothing on site B's host. A cookie naming no live session is cleared when it is seen.
 *
 * The cookie alone unlocks nothing: the owner API is served on the storefront's own host, so
 * the browser sends it with any request a script on a storefront page makes. Every owner route
 * also needs the session's owner crumb in the `X-Stoa-Owner-Crumb` header, reads included.
 * Only the sign-in answer carries it and no cookie does, so a storefront script cannot read it
 * (docs/decisions.md "Owner API and storefront scripts"). Routes guard themselves with
 * `requirePermission(p)` or `requireOwner`, which check both.
 *
 * An owner API key (`Authorization: Bearer …`, api-key-auth.ts) is the other way in: it sets
 * `request.owner` with `apiKey` set, and the guards take it without cookie or owner crumb,
 * since no browser sends that header by itself.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleAllows, SESSION_REMEMBER_MS, type AccountsService, type OwnerSession, type Permission } from '../../modules/accounts';
import { DomainError } from '../../shared/errors';
import { OWNER_HINT_COOKIE } from '../../shared/analytics/analytics-props';
import { ContributorRole } from '../../shared/enums';

export const OWNER_COOKIE = 'stoa_owner';
export const OWNER_CRUMB_HEADER = 'x-stoa-owner-crumb';

export interface RequestOwner {
  userId: string;
  email: string;
  websiteId: string;
  role: number;
  permissions: ReadonlySet<Permission>;
  /** Set when the request came with an API key: it acts for `userId` with the key's role. */
  apiKey: { id: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in contributor of this request's site, or null. */
    owner: RequestOwner | null;
  }
}

/**
 * The owner crumb of a session: derived from its token, which only the server and the
 * browser's httpOnly cookie know, so nothing else can compute it. (The label differs from the
 * one the readable `crumb` cookie was once derived with, so such old cookie values unlock nothing.)
 */
export function ownerCrumbOf(token: string): string {
  return createHash('sha256').update(`stoa-owner-crumb:${token}`).digest('base64url');
}

function clearOwnerCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OWNER_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.server.config.secureCookies });
  if (request.cookies[OWNER_HINT_COOKIE] !== undefined) reply.clearCookie(OWNER_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: request.server.config.secureCookies });
}

/**
 * Resolves `request.owner` from the session cookie on every request that carries one. It runs
 * at preValidation, after the per-route rate limits (onRequest), so a flood is turned away
 * before it costs a query. A cookie naming no live session of this site (expired, signed out,
 * removed, or another site's) is cleared, so the browser stops sending it.
 */
export function registerOwnerAuth(app: FastifyInstance, accounts: AccountsService): void {
  app.decorateRequest('owner', null);
  app.addHook('preValidation', async (request, reply) => {
    const token = request.cookies[OWNER_COOKIE];
    if (token === undefined || token === '' || request.site === null) return;
    const identity = await accounts.sessionFor(token, request.site.id);
    if (identity === null) clearOwnerCookie(request, reply);
    else request.owner = { ...identity, apiKey: null };
  });
}

/** Sets the session cookie after a successful sign-in; answers the session's owner crumb. */
export function startOwnerSession(request: FastifyRequest, reply: FastifyReply, session: OwnerSession): string {
  reply.setCookie(OWNER_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
    // Without "remember me" the cookie ends with the browser; the server ends the session anyway.
    ...(session.rememberMe && { maxAge: SESSION_REMEMBER_MS / 1000 }),
  });
  // ANL-01, ANL-02: a hint (no secret, readable by the page) so cached storefront pages' analytics skip the owner.
  reply.setCookie(OWNER_HINT_COOKIE, ownerRoleName(session.owner.role), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
    ...(session.rememberMe && { maxAge: SESSION_REMEMBER_MS / 1000 }),
  });
  request.owner = { ...session.owner, apiKey: null };
  return ownerCrumbOf(session.token);
}

/** The owner hint cookie's value: the role's name in lower case ('viewer', 'editor', 'store_manager'). */
export function ownerRoleName(role: number): string {
  const entry = Object.entries(ContributorRole).find(([, code]) => code === role);
  return entry === undefined ? 'owner' : entry[0].toLowerCase();
}

/** Clears the session cookie (and the analytics hint that goes with it). */
export function endOwnerSession(request: FastifyRequest, reply: FastifyReply): void {
  clearOwnerCookie(request, reply);
  request.owner = null;
}

/** The session token the request carries, if any. */
export function ownerToken(request: FastifyRequest): string | undefined {
  return request.cookies[OWNER_COOKIE];
}

/** Equal texts, compared in constant time (digests: equal lengths whatever was sent). */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The signed-in owner of this request, once it proved it is the owner's editor: 401
 * UNAUTHENTICATED without a session for this site, 401 OWNER_CRUMB_INVALID unless the
 * `X-Stoa-Owner-Crumb` header is the session's owner crumb. A valid API key of this site is
 * proof enough by itself (a page script cannot send one it does not know).
 */
function signedInOwner(request: FastifyRequest): RequestOwner {
  const owner = request.owner;
  if (owner !== null && owner.apiKey !== null) return owner;
  const token = request.cookies[OWNER_COOKIE];
  if (owner === null || token === undefined) throw new DomainError('UNAUTHENTICATED');
  const sent = request.headers[OWNER_CRUMB_HEADER];
  if (typeof sent !== 'string' || !sameSecret(sent, ownerCrumbOf(token))) throw new DomainError('OWNER_CRUMB_INVALID');
  return owner;
}

/** preHandler: 401 unless someone is signed in to this site and sends the owner crumb, or sends an API key of this site. */
export const requireOwner: preHandlerAsyncHookHandler = async (request) => {
  signedInOwner(request);
};

/**
 * preHandler: 401 without a session for this site or without its owner crumb (or an API key
 * of this site); 403 FORBIDDEN
 * unless the role may use the area `permission` names. GET and HEAD need read access
 * (read-only roles have it), other methods need the permission itself.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const owner = signedInOwner(request);
    const access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    if (!roleAllows(owner.role, permission, access)) throw new DomainError('FORBIDDEN');
  };
}

/** requirePermission for an area reached from several: the role may use any one of `permissions`. */
export function requireAnyPermission(...permissions: Permission[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const owner = signedInOwner(request);
    const access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    if (!permissions.some((permission) => roleAllows(owner.role, permission, access))) throw new DomainError('FORBIDDEN');
  };
}
