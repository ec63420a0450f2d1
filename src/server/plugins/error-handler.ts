/**
 * The one place errors become HTTP answers. Domain errors answer with their catalogue status
 * and message; validation errors with 400 and the fields in `data.errors`; anything else is
 * logged with the request id and answered with a generic 500 (raw messages never leave).
 * Shape (GAP-15): { status, message, code, data?: { errors?: {field: message} } }.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { describeError, type ErrorCode } from '../../shared/error-catalog';
import { DomainError } from '../../shared/errors';

export interface ErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  crumbFail?: boolean;
  data?: { errors?: Record<string, string>; error?: string };
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

function zodFieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      const body = { ...errorBody(error.code, fieldErrorsOf(error.details)), message: describeError(error.code, error.details).message };
      if (error.code === 'CRUMB_INVALID') body.crumbFail = true;
      if (body.status >= 500) request.log.error({ err: error, code: error.code }, 'domain error');
      return reply.status(body.status).send(body);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(errorBody('VALIDATION_FAILED', zodFieldErrors(error)));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation !== undefined) {
      const fields: Record<string, string> = {};
      for (const v of fastifyError.validation) fields[(v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || '_'] = v.message ?? 'Invalid';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', fields));
    }
    const status = fastifyError.statusCode;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, wrong content types: the client's fault, said plainly.
      return reply.status(status).send({ ...errorBody('BAD_REQUEST'), status, message: fastifyError.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND')));
}
