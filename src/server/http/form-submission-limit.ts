/**
 * GAP-75: form submissions per visitor (the crumb cookie, else the address) and minute, one
 * count shared by the form block's JSON call and the no-script post, so a visitor gets no
 * extra budget by switching between them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_LIMITS } from '../../shared/forms/form-model';

type SubmissionCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

// One counter per app (each createRateLimit keeps its own store).
const checks = new WeakMap<object, SubmissionCheck>();

/** Counts one submission; false (with Retry-After set) when the visitor is over the limit. */
export function formSubmissionLimit(app: FastifyInstance): SubmissionCheck {
  let check = checks.get(app.services);
  if (check === undefined) {
    const limit = app.createRateLimit({ max: FORM_LIMITS.submissionsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `form|${request.crumbCookie ?? request.ip}` });
    check = async (request, reply) => {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return true;
      reply.header('retry-after', String(result.ttlInSeconds));
      return false;
    };
    checks.set(app.services, check);
  }
  return check;
}
