/**
 * Owner sign-in: POST /api/admin/session {email, password, rememberMe} sets the `stoa_owner`
 * cookie and answers who is signed in, with the session's `ownerCrumb` that every other owner
 * call sends in `X-Stoa-Owner-Crumb` (only this answer carries it: GET /api/admin/me does not,
 * or a storefront script could read it there). DELETE /api/admin/session signs out;
 * GET /api/admin/me answers who is signed in to this site (with `apiKey` {id, name} when the
 * call is made with an API key). Sign-in and sign-out refuse API keys.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { OwnerInfo, OwnerSignInAnswer, OwnerSignInBody } from '../../../shared/api/owner-session';
import { ownerDto } from '../../http/owner-dto';
import { endOwnerSession, ownerToken, requireOwner, startOwnerSession } from '../../plugins/owner-auth';
import { throttledSignIn } from '../../plugins/rate-limit';
import { siteOf } from '../../http/site-of';

export function registerAdminSessionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = app.services.accounts;

  // Signing in or out is for browsers: an API key is refused here (it never becomes a session).
  const noKeys = { config: { apiKey: false } };

  const signInSchema = { body: bodyOrEmpty(OwnerSignInBody), response: { 200: OwnerSignInAnswer } };
  app.post('/api/admin/session', { ...noKeys, schema: signInSchema }, async (request, reply) => {
    const body = request.body;
    const websiteId = siteOf(request).id;
    const session = await throttledSignIn(request, reply, { audience: 'owner', websiteId, email: body.email }, () => accounts.login({ ...body, websiteId }));
    const ownerCrumb = startOwnerSession(request, reply, session);
    return { ...ownerDto({ ...session.owner, apiKey: null }), ownerCrumb };
  });

  app.delete('/api/admin/session', { ...noKeys, preHandler: requireOwner }, async (request, reply) => {
    await accounts.logout(ownerToken(request) ?? '', siteOf(request).id);
    endOwnerSession(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/admin/me', { preHandler: requireOwner, schema: { response: { 200: OwnerInfo } } }, async (request) => ownerDto(request.owner!));
}
