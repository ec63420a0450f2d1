/**
 * Sending a form block without JavaScript: its `<form method="post">` posts the answers here
 * (form-encoded, by the input names the theme gives them; form-post-values.ts). The server
 * issues this visitor's one-time key itself and saves through the same submission flow as
 * `POST /api/form/SaveFormSubmission`, under the same per-visitor limit (GAP-75):
 *  - success: 303 to the form's redirect (FORM-49), else to a page showing its submission message;
 *  - refused answers (GAP-09): a page listing each field's message by its title, with the way back;
 *  - unknown form 404, over the limit 429, a cross-site post 403: a page with the spec's message;
 *  - a form with a CAPTCHA cannot be solved without JavaScript: a page saying so.
 *
 * Pages are shared by every visitor and cannot carry the crumb, so (like the cart's no-script
 * forms) only a same-origin post is taken: the browser's fetch metadata or Origin vouches for it.
 */
import { requestOrigin } from '../../http/storefront-reply';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { isDomainError } from '../../../shared/errors';
import { FORM_LIMITS, FORM_MESSAGES, type PublicForm } from '../../../shared/forms/form-model';
import { isSameOriginPost } from '../../http/form-post';
import { formPostValues, type FormPostBody } from '../../http/form-post-values';
import { formCallLimit } from '../../http/form-submission-limit';
import { siteOf } from '../../http/site-of';
import { formRefusedHtml, formSentHtml, type FormPostPage } from '../../render/form-post-pages';
import type { Storefront } from '../../render/storefront';

export const FORM_POST_PATH = '/api/form/submit/:formId';
export const FORM_SENT_PATH = '/api/form/submitted/:formId';

/** Shown instead of sending a form whose CAPTCHA needs the browser's JavaScript. */
export const CAPTCHA_NEEDS_SCRIPT = 'This form is protected by a CAPTCHA, which needs JavaScript. Please turn on JavaScript and send the form again.';

const Params = z.object({ formId: z.string().trim().min(1).max(64) });
const SentQuery = z.looseObject({ back: z.string().max(2000).optional() });

/** A path on this site (never another host, `//host` included), else the home page. */
function sitePath(value: string | undefined): string {
  return value !== undefined && /^\/(?![/\\])/.test(value) ? value : '/';
}

/** The page the form was posted from, when the browser says and it is on this site. */
function refererOf(request: FastifyRequest): URL | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    const url = new URL(referer);
    return url.host === request.host ? url : null;
  } catch {
    return null;
  }
}

/** FORM-49: the owner's redirect, when it is a web address or a path. */
function redirectOf(form: PublicForm): string | null {
  const target = form.successRedirect?.trim() ?? '';
  return /^(https?:\/\/|\/(?![/\\]))/i.test(target) ? target : null;
}

export function registerFormPostRoutes(app: FastifyInstance, storefront: Pick<Storefront, 'themes'>): void {
  const { forms, formSubmissions, formFlows } = app.services;
  const saves = formCallLimit(app, 'save');
  const keys = formCallLimit(app, 'key');
  const pageOf = (request: FastifyRequest, back: string): FormPostPage => ({ stylesheetUrl: storefront.themes.get(request.site?.theme).stylesheet.url, back });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.post(FORM_POST_PATH, { config: { crumb: false } }, async (request, reply) => {
    const { formId } = Params.parse(request.params);
    const site = siteOf(request);
    const from = refererOf(request);
    const where = pageOf(request, from === null ? '/' : from.pathname + from.search);
    const refuse = (status: number, message: string, form: PublicForm | null = null, errors: Record<string, string> = {}) =>
      html(reply, status, formRefusedHtml(form, message, errors, where));

    if (!isSameOriginPost(request)) return refuse(403, FORM_MESSAGES.unauthorized);
    // One submission and one key, counted with the island's calls.
    if (!(await saves(request, reply)) || !(await keys(request, reply))) return refuse(429, FORM_MESSAGES.rateLimited);
    const form = await forms.find(site.id, formId);
    if (form === null) return refuse(404, FORM_MESSAGES.notConfigured);
    if (form.captchaEnabled) return refuse(400, CAPTCHA_NEEDS_SCRIPT, form);

    const body = typeof request.body === 'object' && request.body !== null ? (request.body as FormPostBody) : {};
    const values = JSON.stringify(formPostValues(form.fields, body, from?.searchParams));
    if (values.length > FORM_LIMITS.maxSubmissionBytes) return refuse(400, FORM_MESSAGES.unparsable, form);
    try {
      const key = await formSubmissions.issueKey(site.id, request.crumb);
      await formFlows.submit({
        websiteId: site.id,
        visitor: request.crumb,
        formId,
        key,
        form: values,
        captchaKey: null,
        site: { origin: requestOrigin(request), title: site.title },
        page: { pageTitle: null, pageId: null, pagePath: from?.pathname ?? null, contentSource: null, pagePermissionTypeValue: null },
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const { status, message } = describeError(error.code, error.details);
      const errors = error.code === 'FORM_FIELDS_INVALID' ? ((error.details as { errors?: Record<string, string> }).errors ?? {}) : {};
      return refuse(status, message, form, errors);
    }
    const sent = `/api/form/submitted/${encodeURIComponent(formId)}?back=${encodeURIComponent(where.back)}`;
    return reply.redirect(redirectOf(form) ?? sent, 303);
  });

  app.get(FORM_SENT_PATH, async (request, reply) => {
    const { formId } = Params.parse(request.params);
    const back = sitePath(SentQuery.parse(request.query).back);
    const form = await forms.find(siteOf(request).id, formId);
    const where = pageOf(request, back);
    if (form === null) return html(reply, 404, formRefusedHtml(null, FORM_MESSAGES.notConfigured, {}, where));
    return html(reply, 200, formSentHtml(form, where));
  });
}
