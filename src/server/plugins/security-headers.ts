/**
 * Response headers that limit what an injected script or a hostile frame can do
 * (docs/decisions.md "Owner API and storefront scripts"):
 *  - every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 *    strict-origin-when-cross-origin` (a route may set a stricter one, as order pages do);
 *  - HTML: a strict Content-Security-Policy whose scripts must carry this response's nonce
 *    (`request.cspNonce`, which the page renderer writes on every script it emits), and only
 *    the site itself may frame it (the editor at /config frames the storefront);
 *  - anything else (JSON, images, scripts, styles): `default-src 'none'; frame-ancestors 'none'`,
 *    so a response opened as a document runs nothing and no one frames it.
 * A route that sets its own Content-Security-Policy or X-Frame-Options keeps it.
 */
import { randomToken } from '../http/random-pool';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A fresh random value per response (base64, 18 bytes): the CSP nonce of its scripts. Made
     * on first read, so responses without scripts (API calls, beacons) pay nothing for it.
     */
    cspNonce: string;
  }
}

/** Directives a document may set apart from the storefront page's (the editor's, say). */
export type PolicyOverrides = Partial<Record<'frame-ancestors' | 'frame-src' | 'style-src' | 'font-src', string>>;

/** The policy of an HTML page whose scripts carry `nonce`; `overrides` replaces whole directives. */
export function pageContentSecurityPolicy(nonce: string, overrides: PolicyOverrides = {}): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // No 'unsafe-inline', no host list: only scripts with the nonce, and what they load.
    ['script-src', `'nonce-${nonce}' 'strict-dynamic'`],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    // Content may show pictures and embed videos from other sites; style attributes are common
    // in themes and content (focal points), and styles run no code.
    ['img-src', "'self' data: blob: https:"],
    ['media-src', "'self' data: blob: https:"],
    ['style-src', "'self' 'unsafe-inline' https:"],
    ['font-src', "'self' data: https:"],
    ['frame-src', 'https:'],
    ['connect-src', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${overrides[name as keyof PolicyOverrides] ?? value}`).join('; ');
}

/** The storefront page's policy split around its nonce: every page view builds it. */
const [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = pageContentSecurityPolicy('\0').split('\0') as [string, string];

/** `pageContentSecurityPolicy(nonce)` without overrides, from the policy's fixed parts. */
export function storefrontPagePolicy(nonce: string): string {
  return POLICY_BEFORE_NONCE + nonce + POLICY_AFTER_NONCE;
}

export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const NONCE = Symbol('cspNonce');
type WithNonce = FastifyRequest & { [NONCE]?: string };

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', {
    getter(this: WithNonce): string {
      return (this[NONCE] ??= randomToken(18, 'base64'));
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // A 304 keeps the browser's stored page, whose scripts carry that response's nonce: a new
    // policy here would replace the stored one and block them (http/storefront-reply.ts).
    if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return;
    const isHtml = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
    if (isHtml) {
      reply.header('content-security-policy', storefrontPagePolicy(request.cspNonce));
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    } else {
      reply.header('content-security-policy', NON_PAGE_CONTENT_SECURITY_POLICY);
    }
  });
}
