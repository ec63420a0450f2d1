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
import { z } from 'zod';
import { RESTOCK_LIMITS } from '../../../modules/restock';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { requestOrigin } from '../../http/storefront-reply';

const PATH = '/api/site-users/account/notifications/restock';
export const RESTOCK_SIGN_UPS_PER_MINUTE = 5;

const id = z.string().trim().min(1).max(RESTOCK_LIMITS.maxIdLength);
/** RSTK-11: `siteVisitorEmail` is an `{email}` value; a bare string is read the same way. */
const VisitorEmail = z.union([z.object({ email: z.string().max(1024).optional() }), z.string().max(1024)]).optional();
const SignUpBody = z.object({
  productId: id,
  variantId: id,
  siteVisitorEmail: VisitorEmail,
  isJoinMailingList: z.boolean().optional(),
  captchaToken: z.string().max(4096).optional(),
  recaptchaEnterpriseV3Token: z.string().max(4096).optional(),
  language: z
    .string()
    .max(RESTOCK_LIMITS.maxLanguageLength)
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'Not a language tag such as en or fr-CA.')
    .optional(),
});
const GroupsQuery = z.looseObject({ cursor: z.string().max(500).optional() });
const SignUpsQuery = z.looseObject({ productId: id, variantId: id, cursor: z.string().max(500).optional() });
const Pair = z.object({ productId: id, variantId: id });
const SendAllBody = z.object({ sendRequests: z.array(Pair).min(1).max(RESTOCK_LIMITS.maxSendRequests) });

function emailOf(value: z.infer<typeof VisitorEmail>): string {
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

export function registerRestockNotificationRoutes(app: FastifyInstance): void {
  const { restockFlows, restock } = app.services;
  const manage = requirePermission('restock.manage');

  app.post(PATH, { preHandler: signUpRateLimit(app) }, async (request) => {
    const site = siteOf(request);
    const body = SignUpBody.parse(request.body ?? {});
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
    return { success: true };
  });

  app.get(`${PATH}/groups`, { preHandler: manage }, async (request, reply) => {
    const { cursor } = GroupsQuery.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return restockFlows.listGroups(siteOf(request).id, cursor);
  });

  app.get(PATH, { preHandler: manage }, async (request, reply) => {
    const query = SignUpsQuery.parse(request.query ?? {});
    const page = await restock.listSignUps(siteOf(request).id, query.productId, query.variantId, query.cursor);
    reply.header('cache-control', 'no-store');
    return {
      signUps: page.entries.map((s) => ({ email: s.email, createdOn: s.created, isJoinMailingList: s.isJoinMailingList, language: s.language })),
      hasNextPage: page.hasNextPage,
      nextPageCursor: page.nextPageCursor,
    };
  });

  app.post(`${PATH}/send`, { preHandler: manage }, async (request, reply) => {
    const site = siteOf(request);
    const pair = Pair.parse(request.body ?? {});
    const result = await restockFlows.send(site.id, pair, { origin: requestOrigin(request), storeName: site.title });
    return reply.status(202).send(result);
  });

  app.post(`${PATH}/send/all`, { preHandler: manage }, async (request, reply) => {
    const site = siteOf(request);
    const { sendRequests } = SendAllBody.parse(request.body ?? {});
    const result = await restockFlows.sendAll(site.id, sendRequests, { origin: requestOrigin(request), storeName: site.title });
    return reply.status(202).send(result);
  });
}
