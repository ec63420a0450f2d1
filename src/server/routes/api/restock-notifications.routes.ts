/**
 * Restock (back-in-stock) notifications at the spec's paths (RSTK-11..RSTK-22, spec §7):
 *  - POST /api/site-users/account/notifications/restock: a visitor signs up (crumb; a captcha
 *    token when the site has a captcha key; 5 a minute per IP and variant, GAP-75);
 *  - GET  …/restock/groups?cursor → {signUpGroups, hasNextPage, nextPageCursor};
 *  - GET  …/restock?productId&variantId&cursor → {signUps, hasNextPage, nextPageCursor};
 *  - POST …/restock/send {productId, variantId} → 202 {queued};
 *  - POST …/restock/send/all {sendRequests} → 202 {results}.
 * The last four are site-owner operations (RSTK-22, GAP-12): a contributor session of this
 * site holding 'restock.manage' (admin, website manager, store manager).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  RestockGroupsAnswer,
  RestockGroupsQuery,
  RestockPair,
  RestockSendAllAnswer,
  RestockSendAllBody,
  RestockSendAnswer,
  RestockSignUpAnswer,
  RestockSignUpBody,
  RestockSignUpsAnswer,
  RestockSignUpsQuery,
  type RestockVisitorEmail,
} from '../../../shared/api/restock';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { requestOrigin } from '../../http/storefront-reply';

const PATH = '/api/site-users/account/notifications/restock';
export const RESTOCK_SIGN_UPS_PER_MINUTE = 5;

function emailOf(value: z.infer<typeof RestockVisitorEmail>): string {
  return typeof value === 'string' ? value : (value?.email ?? '');
}

/** GAP-75: sign-ups per minute from one IP for one variant. */
function signUpRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: RESTOCK_SIGN_UPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const variantId = (request.body as { variantId?: unknown } | null)?.variantId;
      return `restock|${request.ip}|${typeof variantId === 'string' ? variantId : ''}`;
    },
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}

export function registerRestockNotificationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { restockFlows, restock } = app.services;
  const manage = requirePermission('restock.manage');

  const signUpSchema = { body: bodyOrEmpty(RestockSignUpBody), response: { 200: RestockSignUpAnswer } };
  app.post(PATH, { preHandler: signUpRateLimit(app), schema: signUpSchema }, async (request) => {
    const site = siteOf(request);
    const body = request.body;
    const captchaRequired = (site.settings.captchaSettings?.siteKey ?? '').trim() !== '';
    await restockFlows.signUp(
      { websiteId: site.id, captchaRequired },
      {
        productId: body.productId,
        variantId: body.variantId,
        email: emailOf(body.siteVisitorEmail),
        isJoinMailingList: body.isJoinMailingList === true,
        captchaToken: body.captchaToken ?? body.recaptchaEnterpriseV3Token ?? null,
        language: body.language ?? null,
      },
    );
    return { success: true as const };
  });

  app.get(`${PATH}/groups`, { preHandler: manage, schema: { querystring: RestockGroupsQuery, response: { 200: RestockGroupsAnswer } } }, async (request, reply) => {
    const { cursor } = request.query;
    reply.header('cache-control', 'no-store');
    return restockFlows.listGroups(siteOf(request).id, cursor);
  });

  app.get(PATH, { preHandler: manage, schema: { querystring: RestockSignUpsQuery, response: { 200: RestockSignUpsAnswer } } }, async (request, reply) => {
    const query = request.query;
    const page = await restock.listSignUps(siteOf(request).id, query.productId, query.variantId, query.cursor);
    reply.header('cache-control', 'no-store');
    return {
      signUps: page.entries.map((s) => ({ email: s.email, createdOn: s.created, isJoinMailingList: s.isJoinMailingList, language: s.language })),
      hasNextPage: page.hasNextPage,
      nextPageCursor: page.nextPageCursor,
    };
  });

  app.post(`${PATH}/send`, { preHandler: manage, schema: { body: bodyOrEmpty(RestockPair), response: { 202: RestockSendAnswer } } }, async (request, reply) => {
    const site = siteOf(request);
    const pair = request.body;
    const result = await restockFlows.send(site.id, pair, { origin: requestOrigin(request), storeName: site.title });
    return reply.status(202).send(result);
  });

  app.post(`${PATH}/send/all`, { preHandler: manage, schema: { body: bodyOrEmpty(RestockSendAllBody), response: { 202: RestockSendAllAnswer } } }, async (request, reply) => {
    const site = siteOf(request);
    const { sendRequests } = request.body;
    const result = await restockFlows.sendAll(site.id, sendRequests, { origin: requestOrigin(request), storeName: site.title });
    return reply.status(202).send(result);
  });
}
