/**
 * The HTTP contract's runtime side (docs/decisions.md "One typed contract for every HTTP
 * call"): routes that declare zod schemas (`schema: {params, querystring, body, response}`
 * from `src/shared/api/`) are validated and serialized by them; routes without schemas answer
 * as before (Fastify's own JSON.stringify).
 *
 * Validation runs where the handlers' own `Schema.parse` ran: after every preHandler (the
 * crumb check, rate limits, permission guards), so a refused crumb or a missing permission is
 * still answered before a malformed body. Fastify validates before the preHandlers, so the
 * failure is attached to the request and thrown by a last preHandler, which the one error
 * handler answers with 400 VALIDATION_FAILED and `data.errors`, as it answers a ZodError.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

const VALIDATED_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/** The last preHandler of a validated route: the input's refusal, now that every guard has passed. */
const refuseInvalidInput: preHandlerAsyncHookHandler = async (request) => {
  if (request.validationError !== undefined) throw request.validationError;
};

function validatesInput(route: RouteOptions): boolean {
  const schema = route.schema as Record<string, unknown> | undefined;
  return schema !== undefined && VALIDATED_PARTS.some((part) => schema[part] !== undefined);
}

/** Call before registering any route. */
export function registerApiContract(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (!validatesInput(route) || route.attachValidation === true) return;
    route.attachValidation = true;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, refuseInvalidInput];
  });
}
