/**
 * Accepting an invitation to join a site, for a person who is not signed in yet:
 * - `GET /api/admin/invitations/:token`: the site's title, the email, the role and whether the
 *   person must choose a password (no account yet); 404 INVITATION_NOT_FOUND, 410
 *   INVITATION_USED or INVITATION_EXPIRED otherwise;
 * - `POST /api/admin/invitations/:token/accept` {password}: joins the site (creating the
 *   account when none exists, otherwise proving its password) and signs in to this site;
 * - `GET /config/invitation?token=…` and its form post `POST /config/invitation`: the same
 *   without JavaScript, a small page that sends the browser to `/config` once accepted.
 * No owner session is needed; writes need the visitor's crumb; API keys are refused (403). A
 * token works only on its own site's host. Like sign-in, each is limited to INVITATION_ATTEMPTS_PER_MINUTE per IP and token.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { AcceptInvitationBody, InvitationAcceptAnswer, InvitationDetailsAnswer, InvitationTokenParams } from '../../../shared/api/contributors';
import { roleLabel } from '../../../flows/accounts';
import type { OwnerSession } from '../../../modules/accounts';
import { describeError } from '../../../shared/error-catalog';
import { DomainError, isDomainError } from '../../../shared/errors';
import { presentsCrumb } from '../../plugins/crumb';
import { startOwnerSession } from '../../plugins/owner-auth';
import { renderInvitationPage, type InvitationPageState } from '../../render/invitation-page';
import { siteOf } from '../../http/site-of';

/** Accept attempts per minute for one IP and token (the sign-in limit before it was shared). */
export const INVITATION_ATTEMPTS_PER_MINUTE = 10;

const PageQuery = z.object({ token: z.string().max(128).default('') });
const PageForm = z.object({ token: z.string().max(128).default(''), password: z.string().max(4096).default('') });

/** Where the editor lives; the accept page sends the new contributor there. */
const EDITOR_PATH = '/config';

/** The token a request names (path or form), for the rate limit's key. */
function tokenOf(request: FastifyRequest): string {
  const fromParams = (request.params as { token?: unknown } | undefined)?.token;
  const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
  const fromBody = (request.body as { token?: unknown } | null | undefined)?.token;
  const token = [fromParams, fromQuery, fromBody].find((t) => typeof t === 'string');
  return typeof token === 'string' ? token : '';
}

/**
 * Per IP and token, as sign-in is per IP and email: guessing one existing account's password
 * through its invitation is slow, and walking unknown tokens costs a hash lookup each (tokens
 * are 256 random bits; the general API limit bounds the rest).
 */
function invitationRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: INVITATION_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `owner-invitation|${request.ip}|${createHash('sha256').update(tokenOf(request)).digest('base64url')}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}

/** The signed-in contributor, as the accept answers it. */
function acceptedDto(session: OwnerSession): Omit<InvitationAcceptAnswer, 'ownerCrumb'> {
  return { user: { id: session.owner.userId, email: session.owner.email }, websiteId: session.owner.websiteId, role: session.owner.role };
}

/**
 * The accept page's own policy: it has no scripts, styles or pictures, so it allows none, and
 * its form (where a password is typed) may post only back to this site.
 */
const INVITATION_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A page that carries a token: never cached, never sent on as a Referer, never framed. */
function sendPage(reply: FastifyReply, status: number, state: InvitationPageState): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', INVITATION_PAGE_CONTENT_SECURITY_POLICY)
    .type('text/html; charset=utf-8')
    .send(renderInvitationPage(state));
}

export function registerAdminInvitationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = app.services.accounts;
  const limited = { preHandler: invitationRateLimit(app) };
  // Accepting signs a person in: an API key is refused here (it never becomes a session).
  const limitedNoKeys = { ...limited, config: { apiKey: false } };

  const detailsSchema = { params: InvitationTokenParams, response: { 200: InvitationDetailsAnswer } };
  app.get('/api/admin/invitations/:token', { ...limitedNoKeys, schema: detailsSchema }, async (request) => {
    const { token } = request.params;
    const site = siteOf(request);
    const details = await accounts.describeInvitation(site.id, token);
    return { site: { title: site.title }, email: details.email, role: details.role, mustSetPassword: details.mustSetPassword, expiresAt: details.expiresAt };
  });

  const acceptSchema = { params: InvitationTokenParams, body: bodyOrEmpty(AcceptInvitationBody), response: { 200: InvitationAcceptAnswer } };
  app.post('/api/admin/invitations/:token/accept', { ...limitedNoKeys, schema: acceptSchema }, async (request, reply) => {
    const { token } = request.params;
    const { password } = request.body;
    const session = await accounts.acceptInvitation({ websiteId: siteOf(request).id, token, password });
    const ownerCrumb = startOwnerSession(request, reply, session);
    return { ...acceptedDto(session), ownerCrumb };
  });

  /** The form for an open invitation (with `error` after a refused try), or why it cannot be used. */
  const showInvitation = async (request: FastifyRequest, reply: FastifyReply, token: string, error?: { status: number; message: string }) => {
    const site = request.site;
    if (site === null) return sendPage(reply, 404, { kind: 'refused', message: describeError('SITE_NOT_FOUND').message });
    try {
      const details = await accounts.describeInvitation(site.id, token);
      const form = { siteTitle: site.title, email: details.email, roleLabel: roleLabel(details.role), mustSetPassword: details.mustSetPassword, token, crumb: request.crumb };
      return sendPage(reply, error?.status ?? 200, { kind: 'form', ...form, error: error?.message });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      const refusal = describeError(e.code, e.details);
      return sendPage(reply, refusal.status, { kind: 'refused', message: refusal.message });
    }
  };

  app.get('/config/invitation', limited, async (request, reply) => {
    const parsed = PageQuery.safeParse(request.query ?? {});
    return showInvitation(request, reply, parsed.success ? parsed.data.token : '');
  });

  app.post('/config/invitation', limited, async (request, reply) => {
    const parsed = PageForm.safeParse(request.body ?? {});
    const token = parsed.success ? parsed.data.token : '';
    const crumbFail = describeError('CRUMB_INVALID');
    if (!presentsCrumb(request)) return showInvitation(request, reply, token, { status: crumbFail.status, message: crumbFail.message });
    if (!parsed.success) return showInvitation(request, reply, token, describeError('VALIDATION_FAILED'));
    try {
      const session = await accounts.acceptInvitation({ websiteId: siteOf(request).id, token, password: parsed.data.password });
      startOwnerSession(request, reply, session);
      return reply.redirect(EDITOR_PATH, 303);
    } catch (e) {
      if (!isDomainError(e)) throw e;
      return showInvitation(request, reply, token, describeError(e.code, e.details));
    }
  });
}
