/**
 * The one place errors become HTTP answers. Domain errors answer with their catalogue status
 * and message; validation errors with 400 and the fields in `data.errors`; anything else is
 * logged with the request id and answered with a generic 500 (raw messages never leave).
 * Shape (GAP-15): { status, message, code, data?: { errors?: {field: message}, revision? } }.
 * Storefront pages and their form posts (anything but `/api/`, `/media/` and the health probes)
 * are a browser's: they get a small HTML page with the same status and message instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorAnswer } from '../../shared/api/errors';
import { describeError, type ErrorCode } from '../../shared/error-catalog';
import { DomainError } from '../../shared/errors';
import { FORM_MESSAGES } from '../../shared/forms/form-model';
import { errorPageHtml, requestErrorHtml } from '../render/system-markup';

/**
 * The error answer's shape is the contract's (`src/shared/api/errors.ts`); the spec's form
 * calls add `errors` and `error` at the top (see formAnswerBody).
 */
export type ErrorBody = ErrorAnswer & { errors?: Record<string, string>; error?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's form calls (FORM-61..FORM-63): refusals also say `errors` or `error` at the top. */
    formAnswer?: boolean;
  }
}

/**
 * FORM-61..FORM-63: the form block reads the refused answers from `errors` ({fieldId: message})
 * and any other refusal's text from `error`, so a form call's refusal carries both there and
 * in `data`. A refused request shape (not the visitor's answers) names no question: it gets
 * the spec's 'Error processing form submission…' text instead of field errors.
 */
function formAnswerBody(body: ErrorBody): ErrorBody {
  if (body.status >= 500) return body;
  if (body.code === 'FORM_FIELDS_INVALID' && body.data?.errors !== undefined) return { ...body, errors: body.data.errors };
  const message = body.code === 'VALIDATION_FAILED' ? FORM_MESSAGES.processing : body.message;
  const { errors: _requestFields, ...data } = body.data ?? {};
  return { ...body, message, error: message, data: { ...data, error: message } };
}

/** The body for a code, with optional field errors. */
export function errorBody(code: ErrorCode, fieldErrors?: Record<string, string>): ErrorBody {
  const { status, message } = describeError(code);
  return { status, code, message, ...(fieldErrors !== undefined && { data: { errors: fieldErrors } }) };
}

/** Field errors a domain error carries in `details.errors` ({field: message}), shown as `data.errors`. */
function fieldErrorsOf(details: Record<string, unknown>): Record<string, string> | undefined {
  const errors = details.errors;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') out[field] = message;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * True when errors answer as JSON: API calls, media files (fetched by scripts and image tags)
 * and health probes. Everything else is a browser's page or form post.
 */
function answersJson(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/media/') || path === '/api' || path === '/healthz' || path === '/readyz';
}

/** The page a browser gets instead of an error body. */
function errorPage(request: FastifyRequest, body: ErrorBody): string {
  return body.status >= 500 ? errorPageHtml(null, request.id) : requestErrorHtml(body.status, body.message);
}

/** Sends an error answer: the body as JSON to API calls (by the matched route), or as a page to a browser. */
export function sendError(request: FastifyRequest, reply: FastifyReply, given: ErrorBody): FastifyReply {
  const body = request.routeOptions.config?.formAnswer === true ? formAnswerBody(given) : given;
  reply.status(body.status);
  if (answersJson(request.routeOptions.url ?? request.url.split('?')[0]!)) return reply.send(body);
  return reply.type('text/html; charset=utf-8').send(errorPage(request, body));
}

/**
 * sendError for a request no route was found for yet (Fastify's `frameworkErrors`): only the
 * raw URL is known, and the answer is sent as text.
 */
export function sendUnroutedError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody): FastifyReply {
  reply.status(body.status);
  if (answersJson(request.url.split('?')[0]!)) return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  return reply.type('text/html; charset=utf-8').send(errorPage(request, body));
}

function zodFieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The same fields from a route schema's refusal (plugins/api-contract.ts): its issues carry
 * the zod path as `/a/b`, so the answer is the one a handler's `Schema.parse` gave.
 */
function schemaFieldErrors(validation: readonly { instancePath: string; message?: string | undefined }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    out[key] ??= issue.message ?? 'Invalid input';
  }
  return out;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      const body = { ...errorBody(error.code, fieldErrorsOf(error.details)), message: describeError(error.code, error.details).message };
      if (error.code === 'CRUMB_INVALID') body.crumbFail = true;
      // A stale draft save learns the current revision, so the editor can offer to reload it.
      if (error.code === 'CONTENT_DRAFT_CONFLICT' && typeof error.details.revision === 'number') body.data = { ...body.data, revision: error.details.revision };
      if (body.status >= 500) request.log.error({ err: error, code: error.code }, 'domain error');
      return sendError(request, reply, body);
    }
    if (error instanceof ZodError) {
      return sendError(request, reply, errorBody('VALIDATION_FAILED', zodFieldErrors(error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, errorBody('VALIDATION_FAILED', schemaFieldErrors(error.validation)));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation !== undefined) {
      const fields: Record<string, string> = {};
      for (const v of fastifyError.validation) fields[(v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || '_'] = v.message ?? 'Invalid';
      return sendError(request, reply, errorBody('VALIDATION_FAILED', fields));
    }
    const status = fastifyError.statusCode;
    if (status === 429) return sendError(request, reply, errorBody('RATE_LIMITED'));
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, wrong content types: the client's fault, said plainly.
      return sendError(request, reply, { ...errorBody('BAD_REQUEST'), status, message: fastifyError.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, errorBody('INTERNAL'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND')));
}
