/**
 * The pages a subscriber reaches from a newsletter email (GAP-72, GAP-68):
 * - `GET /newsletter/confirm?token=…` confirms a double opt-in sign-up and says so;
 * - `GET /newsletter/unsubscribe?token=…` (page type 300) names the list and asks, with an
 *   "Unsubscribe" button posting the token and the visitor's crumb back;
 * - `POST /newsletter/unsubscribe` unsubscribes and says "You have been unsubscribed."; a mail
 *   client's RFC 8058 one-click post (`List-Unsubscribe=One-Click`, the token in the query)
 *   needs no crumb, the token being the proof.
 * A token works only on its own site's host; a bad or expired one answers a page saying why
 * (404 or 410), never JSON. The pages carry a token: never cached, never sent as a Referer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { DomainError, isDomainError } from '../../../shared/errors';
import { presentsCrumb } from '../../plugins/crumb';
import { renderNewsletterPage, type NewsletterPageState } from '../../render/newsletter-pages';
import type { Storefront } from '../../render/storefront';

/** Link follows per minute from one IP (tokens are 256 random bits; this only bounds the work). */
export const NEWSLETTER_LINKS_PER_MINUTE = 30;

const TokenQuery = z.object({ token: z.string().max(128).default('') });
const UnsubscribeForm = z.object({ token: z.string().max(128).optional(), 'List-Unsubscribe': z.string().max(32).optional() });

function linkRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: NEWSLETTER_LINKS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `newsletter-link|${request.ip}` });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}

export function registerNewsletterPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  const { mailingLists } = app.services;
  const limited = { preHandler: linkRateLimit(app) };

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, state: NewsletterPageState): FastifyReply =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderNewsletterPage(state, storefront.themes.get(request.site?.theme).stylesheet.url));

  /** Runs `work` on the request's site; a refused link (or no site) answers its page. */
  const onSite = async (request: FastifyRequest, reply: FastifyReply, work: (websiteId: string, siteTitle: string) => Promise<FastifyReply>): Promise<FastifyReply> => {
    const site = request.site;
    if (site === null) return send(request, reply, 404, { kind: 'refused', message: describeError('SITE_NOT_FOUND').message });
    try {
      return await work(site.id, site.title);
    } catch (e) {
      if (!isDomainError(e) || !e.code.startsWith('MAILING_LIST_')) throw e;
      const refusal = describeError(e.code, e.details);
      return send(request, reply, refusal.status, { kind: 'refused', message: refusal.message });
    }
  };

  const tokenOfQuery = (request: FastifyRequest) => {
    const parsed = TokenQuery.safeParse(request.query ?? {});
    return parsed.success ? parsed.data.token : '';
  };

  app.get('/newsletter/confirm', limited, async (request, reply) =>
    onSite(request, reply, async (websiteId, siteTitle) => {
      const token = tokenOfQuery(request);
      const before = await mailingLists.describeConfirmLink(websiteId, token);
      const after = await mailingLists.confirm(websiteId, token);
      return send(request, reply, 200, { kind: 'confirmed', listName: after.listName, siteTitle, already: before.subscriber.status === 'subscribed' });
    }),
  );

  app.get('/newsletter/unsubscribe', limited, async (request, reply) =>
    onSite(request, reply, async (websiteId, siteTitle) => {
      const token = tokenOfQuery(request);
      const target = await mailingLists.describeUnsubscribeLink(websiteId, token);
      if (target.subscriber.status === 'unsubscribed') return send(request, reply, 200, { kind: 'unsubscribed', listName: target.listName, siteTitle });
      return send(request, reply, 200, { kind: 'unsubscribe', listName: target.listName, email: target.subscriber.email, token, crumb: request.crumb });
    }),
  );

  app.post('/newsletter/unsubscribe', limited, async (request, reply) =>
    onSite(request, reply, async (websiteId, siteTitle) => {
      const form = UnsubscribeForm.safeParse(request.body ?? {});
      const body = form.success ? form.data : {};
      const oneClick = body['List-Unsubscribe'] === 'One-Click';
      const token = body.token ?? tokenOfQuery(request);
      if (!oneClick && !presentsCrumb(request)) {
        const target = await mailingLists.describeUnsubscribeLink(websiteId, token);
        const crumbFail = describeError('CRUMB_INVALID');
        const state = { kind: 'unsubscribe', listName: target.listName, email: target.subscriber.email, token, crumb: request.crumb, error: crumbFail.message } as const;
        return send(request, reply, crumbFail.status, state);
      }
      const target = await mailingLists.unsubscribe(websiteId, token);
      return send(request, reply, 200, { kind: 'unsubscribed', listName: target.listName, siteTitle });
    }),
  );
}
