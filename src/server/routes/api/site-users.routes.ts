/**
 * Site users' (customers') account calls (spec §7; USER-04..06, GAP-65):
 *  - POST /api/site-users/account {email, password, name?, rememberMe?}: sign up, signed in;
 *  - POST /api/site-users/account/session {email, password, rememberMe}: sign in → {xsrfToken};
 *  - DELETE /api/site-users/account/session?cloneCart=true|false: sign out;
 *  - GET /api/site-users/account: the signed-in customer (401 otherwise).
 * Signing up or in merges the `ss_cart` cart into the user's and takes the cookie away; signing
 * out with cloneCart gives the browser a new `ss_cart` with a copy. Writes need the crumb;
 * sign-out also the session's X-SiteUser-XSRF-Token; sign-up is limited per IP, failed sign-ins
 * per email and per IP in the shared counters (`throttledSignIn`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteUser } from '../../../modules/site-users';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  SiteUserInfo,
  SiteUserOrdersAnswer,
  SiteUserOrdersQuery,
  SiteUserSignInAnswer,
  SiteUserSignInBody,
  SiteUserSignOutQuery,
  SiteUserSignUpAnswer,
  SiteUserSignUpBody,
} from '../../../shared/api/site-users';
import { DomainError } from '../../../shared/errors';
import {
  endSiteUserSession,
  requireSiteUser,
  siteUserLoginRateLimit,
  siteUserXsrfWhenSignedIn,
  startSiteUserSession,
} from '../../plugins/site-user-auth';
import { throttledSignIn } from '../../plugins/rate-limit';
import { orderPageUrl } from '../../render/order-page';
import { setCartCookie, visitorOf } from '../../http/cart-visitor';
import { orderDto } from '../../http/dto/buyer-order';

/** What the page learns about the signed-in customer (checkout prefills the email). */
function siteUserDto(user: SiteUser): SiteUserInfo {
  return { id: user.id, email: user.email, name: user.name, created: user.created };
}

/** The visitor's site and anonymous cart token, for the merge at sign-in. */
function anonymousVisitorOf(request: FastifyRequest) {
  const { websiteId, token } = visitorOf(request);
  return { websiteId, token };
}

export function registerSiteUserRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { siteUserFlows } = app.services;

  const signUpSchema = { body: bodyOrEmpty(SiteUserSignUpBody), response: { 200: SiteUserSignUpAnswer } };
  app.post('/api/site-users/account', { onRequest: siteUserLoginRateLimit(app, 'sign-up'), schema: signUpSchema }, async (request, reply) => {
    const body = request.body;
    const { session } = await siteUserFlows.signUp(anonymousVisitorOf(request), body);
    startSiteUserSession(request, reply, session);
    setCartCookie(request, reply, null);
    return { xsrfToken: session.xsrfToken, siteUser: siteUserDto(session.siteUser) };
  });

  const signInSchema = { body: bodyOrEmpty(SiteUserSignInBody), response: { 200: SiteUserSignInAnswer } };
  app.post('/api/site-users/account/session', { schema: signInSchema }, async (request, reply) => {
    const body = request.body;
    const visitor = anonymousVisitorOf(request);
    const { session } = await throttledSignIn(request, reply, { audience: 'customer', websiteId: visitor.websiteId, email: body.email }, () =>
      siteUserFlows.signIn(visitor, body),
    );
    startSiteUserSession(request, reply, session);
    setCartCookie(request, reply, null);
    return { xsrfToken: session.xsrfToken };
  });

  app.delete('/api/site-users/account/session', { preHandler: siteUserXsrfWhenSignedIn, schema: { querystring: SiteUserSignOutQuery } }, async (request, reply) => {
    const { cloneCart } = request.query;
    const siteUser = request.siteUser;
    if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
    if (siteUser !== null) {
      const { cartToken } = await siteUserFlows.signOut(
        { websiteId: request.site.id, token: siteUser.sessionToken, siteUserId: siteUser.id },
        { cloneCart: cloneCart === 'true' },
      );
      setCartCookie(request, reply, cartToken);
    }
    endSiteUserSession(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/site-users/account', { preHandler: requireSiteUser, schema: { response: { 200: SiteUserInfo } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return siteUserDto(request.siteUser!);
  });

  // The signed-in customer's order history, newest first, each with its status page link.
  const ordersSchema = { querystring: SiteUserOrdersQuery, response: { 200: SiteUserOrdersAnswer } };
  app.get('/api/site-users/account/orders', { preHandler: requireSiteUser, schema: ordersSchema }, async (request, reply) => {
    const { limit, before } = request.query;
    if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
    const page = await app.services.orders.listOrders(request.site.id, { siteUserId: request.siteUser!.id, limit, before });
    reply.header('cache-control', 'no-store');
    return { orders: page.orders.map((order) => ({ ...orderDto(order), orderStatusPageUrl: orderPageUrl('order-status', order) })), nextCursor: page.nextCursor };
  });
}
