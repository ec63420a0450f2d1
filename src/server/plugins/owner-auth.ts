/**
 * Owner authentication for `/api/admin/...`: the `stoa_owner` session cookie (httpOnly,
 * SameSite=Lax, Secure with config.secureCookies) names a session of one user on one site.
 * `request.owner` is set only when that site is the request's site, so a cookie for site A
 * means nothing on site B's host. Routes guard themselves with `requirePermission(p)` or
 * `requireOwner`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleAllows, SESSION_REMEMBER_MS, type AccountsService, type OwnerSession, type Permission } from '../../modules/accounts';
import { DomainError } from '../../shared/errors';
import { bindCrumb, renewCrumb } from './crumb';

export const OWNER_COOKIE = 'stoa_owner';

export interface RequestOwner {
  userId: string;
  email: string;
  websiteId: string;
  role: number;
  permissions: ReadonlySet<Permission>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in contributor of this request's site, or null. */
    owner: RequestOwner | null;
  }
}

/**
 * The crumb of a session: derived from its token, which only the server and the browser's
 * httpOnly cookie know, so a crumb cookie planted by another subdomain cannot match it.
 */
function sessionCrumb(token: string): string {
  return createHash('sha256').update(`stoa-crumb:${token}`).digest('base64url');
}

/**
 * Resolves `request.owner` from the session cookie on every request that carries one. It runs
 * at preValidation, after the per-route rate limits (onRequest), so a flood is turned away
 * before it costs a query, and before the crumb check (preHandler), which needs the session.
 */
export function registerOwnerAuth(app: FastifyInstance, accounts: AccountsService): void {
  app.decorateRequest('owner', null);
  app.addHook('preValidation', async (request, reply) => {
    const token = request.cookies[OWNER_COOKIE];
    if (token === undefined || token === '' || request.site === null) return;
    const identity = await accounts.sessionFor(token, request.site.id);
    if (identity === null) return;
    request.owner = identity;
    bindCrumb(request, reply, sessionCrumb(token));
  });
}

/** Sets the session cookie and the session's crumb after a successful sign-in. */
export function startOwnerSession(request: FastifyRequest, reply: FastifyReply, session: OwnerSession): void {
  reply.setCookie(OWNER_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
    // Without "remember me" the cookie ends with the browser; the server ends the session anyway.
    ...(session.rememberMe && { maxAge: SESSION_REMEMBER_MS / 1000 }),
  });
  request.owner = session.owner;
  bindCrumb(request, reply, sessionCrumb(session.token));
}

/** Clears the session cookie and gives the browser a fresh, unbound crumb. */
export function endOwnerSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OWNER_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.server.config.secureCookies });
  request.owner = null;
  renewCrumb(request, reply);
}

/** The session token the request carries, if any. */
export function ownerToken(request: FastifyRequest): string | undefined {
  return request.cookies[OWNER_COOKIE];
}

/** preHandler: 401 UNAUTHENTICATED unless someone is signed in to this site. */
export const requireOwner: preHandlerAsyncHookHandler = async (request) => {
  if (request.owner === null) throw new DomainError('UNAUTHENTICATED');
};

/**
 * preHandler: 401 without a session for this site; 403 FORBIDDEN unless the role may use the
 * area `permission` names. GET and HEAD need read access (read-only roles have it), other
 * methods need the permission itself.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const owner = request.owner;
    if (owner === null) throw new DomainError('UNAUTHENTICATED');
    const access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    if (!roleAllows(owner.role, permission, access)) throw new DomainError('FORBIDDEN');
  };
}
