/**
 * GAP-75: the form calls per visitor (the crumb cookie, else the address) and minute:
 * `submissionsPerMinute` submissions, and a few keys per submission (each key is a row until
 * it expires). One count per call, shared by the form block's JSON calls and the no-script
 * post (which takes a key and saves in one request), so switching between them gains nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_LIMITS } from '../../shared/forms/form-model';

export type FormCall = 'save' | 'key';

export const FORM_KEYS_PER_MINUTE = FORM_LIMITS.submissionsPerMinute * 3;
const MAX_PER_MINUTE: Record<FormCall, number> = { save: FORM_LIMITS.submissionsPerMinute, key: FORM_KEYS_PER_MINUTE };

type CallCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

// One counter per app and call (each createRateLimit keeps its own store).
const checks = new WeakMap<object, Map<FormCall, CallCheck>>();

/** Counts one call; false (with Retry-After set) when the visitor is over its limit. */
export function formCallLimit(app: FastifyInstance, call: FormCall): CallCheck {
  let byCall = checks.get(app.services);
  if (byCall === undefined) checks.set(app.services, (byCall = new Map()));
  let check = byCall.get(call);
  if (check === undefined) {
    const limit = app.createRateLimit({ max: MAX_PER_MINUTE[call], timeWindow: 60_000, keyGenerator: (request) => `form-${call}|${request.crumbCookie ?? request.ip}` });
    check = async (request, reply) => {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return true;
      reply.header('retry-after', String(result.ttlInSeconds));
      return false;
    };
    byCall.set(call, check);
  }
  return check;
}
