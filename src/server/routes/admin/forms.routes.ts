/**
 * The owner's forms and their submissions (GAP-73; adminFormEndpoints): list with submission
 * counts, create, read, replace and remove a form; a form's submissions newest first (keyset
 * cursor, `q` search over the answers, `limit`), one submission, its removal, and the CSV
 * export. Guarded by the content-editing permission (reads need read access); the site is
 * always the request's, so another site's forms and submissions are 404.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { submissionsCsv, type StoredSubmission } from '../../../modules/forms';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  DeletedAnswer,
  FormIdParams,
  FormInput,
  FormsAnswer,
  FormSubmission,
  OwnerForm,
  SubmissionParams,
  SubmissionsAnswer,
  SubmissionsQuery,
} from '../../../shared/api/forms';
import { ADMIN_FORMS_PATH } from '../../../shared/api/forms-endpoints';
import { displayValue } from '../../../shared/forms/form-rules';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

/** A submission as the owner reads it: each question of the form it answered, in order. */
function submissionView(submission: StoredSubmission): FormSubmission {
  return {
    id: submission.id,
    formId: submission.formId,
    createdAt: submission.createdAt,
    values: submission.values,
    answers: submission.fields
      .filter((field) => field.type !== 'section')
      .map((field) => ({ fieldId: field.id, title: field.title, text: displayValue(field, submission.values[field.id]) })),
    pageTitle: submission.pageTitle,
    pagePath: submission.pagePath,
  };
}

/** A file name from the form's name: letters, digits, dashes only. */
function csvFileName(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug === '' ? 'form' : slug}-submissions.csv`;
}

export function registerAdminFormRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { forms, formSubmissions } = app.services;
  const guard = { preHandler: requirePermission('content.edit') };
  const ONE = `${ADMIN_FORMS_PATH}/:formId`;

  app.get(ADMIN_FORMS_PATH, { ...guard, schema: { response: { 200: FormsAnswer } } }, async (request, reply) => {
    const websiteId = siteOf(request).id;
    const [list, stats] = await Promise.all([forms.list(websiteId), formSubmissions.stats(websiteId)]);
    reply.header('cache-control', 'no-store');
    return {
      forms: list.map((form) => ({
        id: form.id,
        name: form.name,
        kind: form.kind,
        fieldCount: form.fields.filter((field) => field.type !== 'section').length,
        submissionCount: stats.get(form.id)?.count ?? 0,
        lastSubmissionAt: stats.get(form.id)?.lastAt ?? null,
        updatedAt: form.updatedAt,
      })),
    };
  });

  app.post(ADMIN_FORMS_PATH, { ...guard, schema: { body: bodyOrEmpty(FormInput), response: { 201: OwnerForm } } }, async (request, reply) => {
    const form = await forms.create(siteOf(request).id, request.body);
    return reply.status(201).send(form);
  });

  app.get(ONE, { ...guard, schema: { params: FormIdParams, response: { 200: OwnerForm } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return forms.get(siteOf(request).id, request.params.formId);
  });

  app.put(ONE, { ...guard, schema: { params: FormIdParams, body: bodyOrEmpty(FormInput), response: { 200: OwnerForm } } }, async (request) => {
    return forms.update(siteOf(request).id, request.params.formId, request.body);
  });

  app.delete(ONE, { ...guard, schema: { params: FormIdParams, response: { 200: DeletedAnswer } } }, async (request) => {
    await forms.remove(siteOf(request).id, request.params.formId);
    return { deleted: true as const };
  });

  app.get(`${ONE}/submissions`, { ...guard, schema: { params: FormIdParams, querystring: SubmissionsQuery, response: { 200: SubmissionsAnswer } } }, async (request, reply) => {
    const websiteId = siteOf(request).id;
    const form = await forms.get(websiteId, request.params.formId);
    const { cursor, q, limit } = request.query;
    const page = await formSubmissions.list(websiteId, form.id, { cursor, q, limit });
    reply.header('cache-control', 'no-store');
    return { submissions: page.submissions.map(submissionView), nextCursor: page.nextCursor };
  });

  app.get(`${ONE}/submissions.csv`, { ...guard, schema: { params: FormIdParams } }, async (request, reply) => {
    const websiteId = siteOf(request).id;
    const form = await forms.get(websiteId, request.params.formId);
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${csvFileName(form.name)}"`)
      .type('text/csv; charset=utf-8');
    return reply.send(Readable.from(submissionsCsv(form, formSubmissions.each(websiteId, form.id))));
  });

  const submissionPath = `${ONE}/submissions/:submissionId`;
  app.get(submissionPath, { ...guard, schema: { params: SubmissionParams, response: { 200: FormSubmission } } }, async (request, reply) => {
    const websiteId = siteOf(request).id;
    const form = await forms.get(websiteId, request.params.formId);
    reply.header('cache-control', 'no-store');
    return submissionView(await formSubmissions.get(websiteId, form.id, request.params.submissionId));
  });

  app.delete(submissionPath, { ...guard, schema: { params: SubmissionParams, response: { 200: DeletedAnswer } } }, async (request) => {
    const websiteId = siteOf(request).id;
    const form = await forms.get(websiteId, request.params.formId);
    await formSubmissions.remove(websiteId, form.id, request.params.submissionId);
    return { deleted: true as const };
  });
}
