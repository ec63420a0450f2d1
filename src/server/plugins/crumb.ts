/**
 * The CSRF crumb (spec §7: the `crumb` cookie; ATC-20/22 crumbFail). Every response to a
 * browser without a crumb sets one; every POST, PUT, PATCH or DELETE under `/api/` must send
 * the same value back as the `crumb` query parameter, a `crumb` body field (form or JSON) or
 * the `X-CSRF-Token` header, or it is refused with 401 `{crumbFail: true, ...}` before the
 * route runs.
 *
 * The crumb is the visitor's, readable by every script on the site's pages, so it unlocks no
 * owner API: owner routes need the session's own owner crumb as well (owner-auth.ts).
 *
 * A route that must take unprotected writes opts out with `config: { crumb: false }`. Calls
 * made with an owner API key need no crumb (docs/decisions.md "Owner API keys").
 */
import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors';
import { randomToken } from '../http/random-pool';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';
/** A well-formed crumb (one that is not is replaced, as a missing one is). */
export const CRUMB_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The crumb this request must present to change anything (the cookie's, or the new one it is given). */
    crumb: string;
    /** The crumb cookie the browser sent, if well-formed. */
    crumbCookie: string | null;
    /**
     * The crumb the request sent back (query, body field or header), read before schema
     * validation: a route's schema may drop the `crumb` field from the body or query it passes on.
     */
    sentCrumb: string | null | undefined;
  }
  interface FastifyContextConfig {
    /** false: this route accepts state-changing requests without a crumb. */
    crumb?: boolean;
  }
}

function setCrumbCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  // Not httpOnly on purpose: the page's scripts read it and send it back.
  reply.setCookie(CRUMB_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.server.config.secureCookies });
}

/** Makes `value` the crumb this request and later ones must present, and sends it to the browser. */
function bindCrumb(request: FastifyRequest, reply: FastifyReply, value: string): void {
  request.crumb = value;
  if (request.crumbCookie !== value) setCrumbCookie(request, reply, value);
}

/** Gives a browser without a (well-formed) crumb a fresh random one. */
function renewCrumb(request: FastifyRequest, reply: FastifyReply): void {
  bindCrumb(request, reply, randomToken(18, 'base64url'));
}

function submittedCrumb(request: FastifyRequest): string | null {
  if (request.sentCrumb !== undefined) return request.sentCrumb;
  return readSentCrumb(request);
}

function readSentCrumb(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.crumb;
  if (typeof fromQuery === 'string') return fromQuery;
  const body = request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const fromBody = (body as Record<string, unknown>).crumb;
    if (typeof fromBody === 'string') return fromBody;
  }
  const fromHeader = request.headers[CRUMB_HEADER];
  return typeof fromHeader === 'string' ? fromHeader : null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * True when the request sent back the crumb it must present (the cookie's). The /api/ hook
 * below uses it; so do form posts outside /api/ that carry the crumb as a field and answer a
 * page rather than `crumbFail` (the cart page's forms).
 */
export function presentsCrumb(request: FastifyRequest): boolean {
  const submitted = submittedCrumb(request);
  const cookie = request.crumbCookie;
  return submitted !== null && cookie !== null && sameText(submitted, cookie) && sameText(cookie, request.crumb);
}

/** True when a request needs a crumb: a write under /api/ on a route that has not opted out. */
export function needsCrumb(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  // A call made with an owner API key (Authorization: Bearer, api-key-auth.ts) is no browser's:
  // a browser never adds that header by itself, so there is no forged request to stop.
  if (request.owner?.apiKey != null) return false;
  // The matched route's pattern, so odd spellings of a path cannot slip past; a path no route
  // matches changes nothing and simply answers 404.
  const route = request.routeOptions.url;
  if (route === undefined || !route.startsWith('/api/')) return false;
  return request.routeOptions.config?.crumb !== false;
}

/**
 * Registers cookie and form parsing (once per app) and the crumb hooks. Register before the
 * routes, after site resolution.
 * Cookies are Secure when `app.config.secureCookies` is set.
 */
export async function registerCrumb(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  // Form posts (RecordEvent, form blocks) carry the crumb as a field.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);
  app.decorateRequest('crumb', '');
  app.decorateRequest('crumbCookie', null);
  app.decorateRequest('sentCrumb', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const sent = request.cookies[CRUMB_COOKIE];
    request.crumbCookie = sent !== undefined && CRUMB_PATTERN.test(sent) ? sent : null;
    if (request.crumbCookie !== null) request.crumb = request.crumbCookie;
    else renewCrumb(request, reply);
  });

  // preValidation: the body is parsed, and no route schema has reshaped it yet.
  app.addHook('preValidation', async (request) => {
    request.sentCrumb = readSentCrumb(request);
  });

  // preHandler: the body is parsed by now (the crumb may be a form field), the route has not run.
  app.addHook('preHandler', async (request) => {
    if (!needsCrumb(request)) return;
    if (!presentsCrumb(request)) throw new DomainError('CRUMB_INVALID');
  });
}
