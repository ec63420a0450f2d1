/**
 * Cached storefront pages answered before Fastify's request pipeline (issue 15 §1; figures in
 * docs/decisions.md "Page fast lane"). A cached view costs little of its own (a lookup and a
 * nonce); most of its time went to the framework's per-request work around it: request and
 * reply objects, a dozen hooks, the header and cookie plumbing.
 *
 * The lane never decides what a page is. It only replays what the page route has just
 * answered: when the route serves a page from the page cache, it tells the lane which request
 * (host, URL and, behind a trusted proxy, the forwarded host, scheme and peer) got which cache
 * entry (`learn`). A later request with exactly those inputs is answered here from that entry,
 * as the route would answer it — the same headers, a fresh CSP nonce, a crumb cookie when the
 * browser has none, 304 for a page it holds, gzip when asked — and logged the same way. Every
 * condition the route would weigh beyond those inputs sends the request on to Fastify instead:
 * another method, a body, an Authorization header, a session cookie, a site index reloading, a
 * site model not built or past a scheduled change, an entry rendered from an older model.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Storefront } from '../render/storefront';
import type { CachedPage } from '../render/page-cache';
import type { SiteDirectory } from '../plugins/site-resolution';
import { CRUMB_COOKIE, CRUMB_PATTERN } from '../plugins/crumb';
import { OWNER_COOKIE } from '../plugins/owner-auth';
import { SITE_USER_COOKIE, SITE_USER_INFO_COOKIE } from '../plugins/site-user-auth';
import { OWNER_HINT_COOKIE } from '../../shared/analytics/analytics-props';
import { storefrontPagePolicy } from '../plugins/security-headers';
import { acceptsGzip, MIN_COMPRESSED_BYTES } from './compression';
import { gzipWithNonce, type GzipPieces } from './nonce-gzip';
import { encodedPage, etagMatches, identityPieces, readyGzipPieces } from './storefront-reply';
import { randomToken } from './random-pool';

/** Cookies some hook reads on every request (sessions it checks, refreshes or clears). */
const SESSION_COOKIES = [OWNER_COOKIE, OWNER_HINT_COOKIE, SITE_USER_COOKIE, SITE_USER_INFO_COOKIE];
/** Requests remembered (the least recently learned forgotten first): junk query strings cannot grow it without bound. */
const MAX_LEARNED = 10_000;
/** Longer request inputs are not remembered (the route answers them), so the memory stays under about 20 MB. */
const MAX_FINGERPRINT = 2048;

export interface PageFastLaneDeps {
  storefront: Pick<Storefront, 'cachedPageNow'>;
  directory: Pick<SiteDirectory, 'resolve' | 'pending'>;
  ids: { next(): string };
  log: FastifyBaseLogger;
  /** config.trustProxy: the forwarded headers then change the page's origin and the logged peer. */
  trustProxy: boolean;
  secureCookies: boolean;
}

interface Learned {
  websiteId: string;
  key: string;
}

/** A CSP nonce's length: 18 random bytes in base64. */
const NONCE_LENGTH = 24;
/** The body's bytes with its nonces in (what the route weighs against MIN_COMPRESSED_BYTES). */
const sentBytes = (page: CachedPage) => {
  const encoded = encodedPage(page);
  return encoded.byteLength + (encoded.pieces.length - 1) * NONCE_LENGTH;
};
/** The route answers 304 only for a 200 page the browser holds. */
const notModified = (req: IncomingMessage, page: CachedPage) => page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag);

export type PageFastLane = ReturnType<typeof createPageFastLane>;

export function createPageFastLane({ storefront, directory, ids, log, trustProxy, secureCookies }: PageFastLaneDeps) {
  const learned = new Map<string, Learned>();
  let served = 0;

  /** Every input the route reads before the page cache, as one string; null when the lane must not answer. */
  const fingerprint = (req: IncomingMessage): string | null => {
    const h = req.headers;
    if (h.authorization !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return null;
    const cookie = h.cookie;
    if (cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name))) return null;
    const base = `${h.host ?? ''}\n${req.url ?? ''}`;
    if (!trustProxy) return base;
    return `${base}\n${req.socket.remoteAddress ?? ''}\n${String(h['x-forwarded-host'] ?? '')}\n${String(h['x-forwarded-proto'] ?? '')}\n${String(h['x-forwarded-for'] ?? '')}`;
  };

  /** The request's client address and host as Fastify's request log shows them. */
  const logged = (req: IncomingMessage) => {
    const h = req.headers;
    if (!trustProxy) return { host: h.host ?? '', ip: req.socket.remoteAddress };
    const forwardedHost = typeof h['x-forwarded-host'] === 'string' ? h['x-forwarded-host'].split(',').at(-1)!.trim() : undefined;
    // Trusting every proxy, the client is the first address the chain names.
    const forwardedFor = typeof h['x-forwarded-for'] === 'string' ? h['x-forwarded-for'].split(',')[0]!.trim() : undefined;
    return { host: forwardedHost || (h.host ?? ''), ip: forwardedFor || req.socket.remoteAddress };
  };

  // The crumb cookie as the crumb plugin's setCookie writes it, from its fixed parts (made on
  // first use: the cookie plugin loads its serializer when the app registers it).
  let crumbCookieParts: [string, string] | undefined;
  const newCrumbCookie = (value: string) => {
    crumbCookieParts ??= fastifyCookie.serialize(CRUMB_COOKIE, '\0', { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookies }).split('%00') as [string, string];
    return crumbCookieParts[0] + value + crumbCookieParts[1];
  };

  /** `gzip`: the page's gzip pieces when the browser takes gzip and they are made, else undefined (plain bytes). */
  const answer = (req: IncomingMessage, res: ServerResponse, page: CachedPage, gzip: GzipPieces | undefined, started: number): void => {
    const headers = req.headers;
    const sent = typeof headers.cookie === 'string' ? fastifyCookie.parse(headers.cookie)[CRUMB_COOKIE] : undefined;
    const given = headers['x-request-id'];
    const reqId = typeof given === 'string' && given !== '' ? given : ids.next();
    const out: Record<string, string | number> = {
      etag: page.etag,
      vary: 'accept-encoding',
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    let body: Buffer | Buffer[] | undefined;
    const status = notModified(req, page) ? 304 : page.status;
    if (status !== 304) {
      const nonce = randomToken(18, 'base64');
      out['content-security-policy'] = storefrontPagePolicy(nonce);
      out['x-frame-options'] = 'SAMEORIGIN';
      if (gzip !== undefined) {
        out['content-encoding'] = 'gzip';
        body = gzipWithNonce(gzip, nonce);
      } else body = identityPieces(encodedPage(page), nonce);
    }
    out['x-request-id'] = reqId;
    if (sent === undefined || !CRUMB_PATTERN.test(sent)) out['set-cookie'] = newCrumbCookie(randomToken(18, 'base64url'));
    if (body === undefined) {
      res.writeHead(status, out);
      res.end();
    } else if (Buffer.isBuffer(body)) {
      out['content-length'] = body.byteLength;
      res.writeHead(status, out);
      res.end(body);
    } else {
      // The stored pieces and the nonce go out as they are, in one write: no copy of the page.
      out['content-length'] = body.reduce((n, b) => n + b.byteLength, 0);
      res.writeHead(status, out);
      res.cork();
      for (const piece of body) res.write(piece);
      res.end();
      res.uncork();
    }
    served++;
    const { host, ip } = logged(req);
    // Shaped for the logger's request and reply serializers: the same line Fastify's path writes.
    const request = { method: req.method, url: req.url, headers, host, ip, socket: req.socket };
    log.info({ reqId, req: request, res: { statusCode: status }, responseTime: performance.now() - started }, 'request completed');
  };

  return {
    /** Answers `req` from the page cache and returns true, or returns false to leave it to Fastify. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || learned.size === 0) return false;
      const started = performance.now();
      const print = fingerprint(req);
      const known = print === null ? undefined : learned.get(print);
      if (known === undefined || directory.pending() !== null || directory.resolve(req.headers.host)?.id !== known.websiteId) return false;
      const page = storefront.cachedPageNow(known.websiteId, known.key);
      if (page === undefined) return false;
      const wantsGzip = acceptsGzip(req);
      const gzip = wantsGzip ? readyGzipPieces(page) : undefined;
      // gzip the route would send but has not made yet: the route's way makes it.
      if (wantsGzip && gzip === undefined && sentBytes(page) >= MIN_COMPRESSED_BYTES && !notModified(req, page)) return false;
      try {
        answer(req, res, page, gzip, started);
      } catch (err) {
        // A fault here must not take the process down: the route answers instead, or, with
        // the headers already gone, the connection is dropped.
        log.error({ err, url: req.url }, 'page fast lane failed');
        if (!res.headersSent) return false;
        res.destroy();
      }
      return true;
    },

    /** The page route answered `request` (a GET) from the cache entry `key` of site `websiteId`. */
    learn(request: FastifyRequest, websiteId: string, key: string): void {
      if (request.method !== 'GET') return;
      const print = fingerprint(request.raw);
      if (print === null || print.length > MAX_FINGERPRINT) return;
      learned.delete(print);
      learned.set(print, { websiteId, key });
      if (learned.size > MAX_LEARNED) learned.delete(learned.keys().next().value!);
    },

    /** Requests answered here so far (the tests read it). */
    get served() {
      return served;
    },
  };
}

interface FastifyServerOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts as Fastify sets
 * them), with the lane (once the app has one) in front of Fastify's handler.
 */
export function serverWithFastLane(lane: () => PageFastLane | null) {
  return (handler: RequestListener, options: FastifyServerOptions): Server => {
    const server = createServer(options.http ?? {}, (req, res) => {
      if (lane()?.serve(req, res) !== true) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
