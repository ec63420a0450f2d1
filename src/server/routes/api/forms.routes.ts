/**
 * The spec's form calls (§7; FORM-10, FORM-29, FORM-39..FORM-42, FORM-57..FORM-63, CAPT-06):
 *  - GET  /api/template/GetTemplateSchema?type=9 → the form template's JSON Schema (GAP-23; other types 404);
 *  - POST /api/rest/forms/validate/{formId} {fieldId: value} → {valid: true} or 400 {errors};
 *  - POST /api/form/FormSubmissionKey → {key}, a one-time key for this visitor (the crumb cookie);
 *  - POST /api/form/SaveFormSubmission {formId, key, form, captchaKey?, page fields} →
 *    {success, submissionId}; 401 bad key, 404 unknown form, 429 over the visitor's limit
 *    (GAP-75), 400 {errors} for refused answers (GAP-09) or {error} for the rest.
 * The writes need the visitor crumb like every storefront call; refusals carry the form
 * block's `errors`/`error` (error-handler.ts formAnswerBody).
 */
import { requestOrigin } from '../../http/storefront-reply';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formTemplateJsonSchema } from '../../../shared/api/form-template-schema';
import {
  FORM_TEMPLATE_TYPE,
  FormIdParams,
  FormSubmissionKeyAnswer,
  SaveFormSubmissionAnswer,
  SaveFormSubmissionBody,
  TemplateSchemaQuery,
  ValidateFormAnswer,
  ValidateFormBody,
} from '../../../shared/api/forms';
import { formEndpoints } from '../../../shared/api/forms-endpoints';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { DomainError } from '../../../shared/errors';
import { formCallLimit, type FormCall } from '../../http/form-submission-limit';
import { siteOf } from '../../http/site-of';

export { FORM_KEYS_PER_MINUTE } from '../../http/form-submission-limit';

/** GAP-75: the visitor's calls per minute (counted with the no-script posts). */
function visitorFormLimit(app: FastifyInstance, call: FormCall): preHandlerAsyncHookHandler {
  const allowed = formCallLimit(app, call);
  return async (request, reply) => {
    if (!(await allowed(request, reply))) throw new DomainError('FORM_RATE_LIMITED');
  };
}

export function registerFormRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { formFlows, formSubmissions } = app.services;
  const formCall = { formAnswer: true };

  app.get('/api/template/GetTemplateSchema', { schema: { querystring: TemplateSchemaQuery } }, async (request, reply) => {
    if (request.query.type !== FORM_TEMPLATE_TYPE) throw new DomainError('FORM_TEMPLATE_TYPE_UNKNOWN', { type: request.query.type });
    reply.header('cache-control', 'public, max-age=3600');
    return formTemplateJsonSchema();
  });

  app.post(
    formEndpoints.validate.path,
    { config: formCall, schema: { params: FormIdParams, body: bodyOrEmpty(ValidateFormBody), response: { 200: ValidateFormAnswer } } },
    async (request) => formFlows.validate(siteOf(request).id, request.params.formId, request.body),
  );

  app.post(formEndpoints.submissionKey.path, { config: formCall, preHandler: visitorFormLimit(app, 'key'), schema: { response: { 200: FormSubmissionKeyAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { key: await formSubmissions.issueKey(siteOf(request).id, request.crumb) };
  });

  app.post(
    formEndpoints.save.path,
    { config: formCall, preHandler: visitorFormLimit(app, 'save'), schema: { body: bodyOrEmpty(SaveFormSubmissionBody), response: { 200: SaveFormSubmissionAnswer } } },
    async (request) => {
      const body = request.body;
      const permission = body.pagePermissionTypeValue;
      const stored = await formFlows.submit({
        websiteId: siteOf(request).id,
        visitor: request.crumb,
        formId: body.formId,
        key: body.key,
        form: body.form,
        captchaKey: body.captchaKey ?? null,
        site: { origin: requestOrigin(request), title: siteOf(request).title },
        page: {
          pageTitle: body.pageTitle ?? null,
          pageId: body.pageId ?? null,
          pagePath: body.pagePath ?? null,
          contentSource: body.contentSource ?? null,
          pagePermissionTypeValue: permission === undefined ? null : String(permission),
        },
      });
      return { success: true as const, submissionId: stored.id };
    },
  );
}
