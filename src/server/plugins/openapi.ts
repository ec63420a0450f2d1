/**
 * The API reference's document (OpenAPI 3.1, served as `/api/openapi.json` and rendered as
 * `/api/docs`): every `/api/` route, with its zod schemas where it declares them and, for
 * every route, its area (tag), who may call it (security) and the error answers of the error
 * catalogue. Routes without schemas yet are listed with their path, method, area and security.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ERROR_CATALOG } from '../../shared/error-catalog';
import { z } from 'zod';
import { ErrorAnswer, ERROR_CODES } from '../../shared/api/errors';
import { CRUMB_COOKIE, CRUMB_HEADER } from './crumb';

export const SECURITY_SCHEMES = {
  ownerSession: { type: 'apiKey', in: 'cookie', name: 'stoa_owner', description: "The owner's session cookie, set by POST /api/admin/session." },
  ownerCrumb: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Stoa-Owner-Crumb',
    description: "The session's owner crumb (answered by the sign-in as ownerCrumb); every owner call with a session sends it (docs/decisions.md \"Owner API and storefront scripts\").",
  },
  apiKey: { type: 'http', scheme: 'bearer', description: 'An owner API key (`Authorization: Bearer <key>`), for /api/admin/ calls that accept keys; such calls need no crumb.' },
  visitorCrumb: {
    type: 'apiKey',
    in: 'header',
    name: CRUMB_HEADER,
    description: `Writes under /api/ send the \`${CRUMB_COOKIE}\` cookie's value back in this header (or a \`${CRUMB_COOKIE}\` form field); otherwise 401 with crumbFail: true.`,
  },
} as const satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Owner calls made before there is a session: signing in and reading or accepting an invitation. */
const NO_OWNER_SESSION = new Set(['POST /api/admin/session', 'GET /api/admin/invitations/:token', 'POST /api/admin/invitations/:token/accept']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The area a path belongs to: `/api/admin/catalog/...` → `admin: catalog`, `/api/commerce/shopping-cart` → `commerce: shopping-cart`. */
export function areaOf(url: string): string {
  if (url === '/api/openapi.json' || url === '/api/docs') return 'reference';
  // A version segment (`/api/3/commerce/...`, the spec's subscription calls) names no area.
  const [first = 'api', second] = url.split('/').slice(2).filter((segment) => !/^\d+$/.test(segment));
  if ((first === 'admin' || first === 'commerce') && second !== undefined && !second.startsWith(':')) return `${first}: ${second}`;
  return first;
}

/** Who may make a call, as OpenAPI security requirements (any one of them). */
export function securityOf(method: string, url: string, config: { apiKey?: boolean; crumb?: boolean } | undefined): Requirement[] {
  const crumb: Requirement = WRITES.has(method) && config?.crumb !== false ? { visitorCrumb: [] } : {};
  if (!url.startsWith('/api/admin/')) return Object.keys(crumb).length > 0 ? [crumb] : [];
  if (NO_OWNER_SESSION.has(`${method} ${url}`)) return Object.keys(crumb).length > 0 ? [crumb] : [];
  const session: Requirement = { ownerSession: [], ownerCrumb: [], ...crumb };
  return config?.apiKey === false ? [session] : [session, { apiKey: [] }];
}

const STATUS_NOTES: Record<number, string> = {
  400: ' Refused fields are listed in data.errors.',
  401: ' CRUMB_INVALID answers crumbFail: true; OWNER_CRUMB_INVALID and API_KEY_INVALID are the owner calls\' refusals.',
  429: ' Retry-After says when to try again.',
};

/** A route's own answers (zod schemas by status) with a description each. */
function ownResponses(response: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response ?? {})) {
    out[status] = schema instanceof z.ZodType ? { description: status.startsWith('2') ? 'Success.' : 'See the schema.', content: { 'application/json': { schema } } } : schema;
  }
  return out;
}

/** The error answers a call can give, by status, each naming its catalogue codes. */
function errorResponses(security: Requirement[], url: string): Record<string, { description: string; content: { 'application/json': { schema: typeof ErrorAnswer } } }> {
  const statuses = new Set([400, 404, 409, 429, 500]);
  if (security.length > 0) statuses.add(401);
  if (url.startsWith('/api/admin/')) statuses.add(403);
  const out: ReturnType<typeof errorResponses> = {};
  for (const status of statuses) {
    const notes = STATUS_NOTES[status] ?? '';
    out[String(status)] = { description: `An error answer: a code of status ${status} in the error catalogue.${notes}`, content: { 'application/json': { schema: ErrorAnswer } } };
  }
  return out;
}

/** Adds the area, security and error answers to a route's document entry; hides everything outside /api/. */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as { route: RouteOptions }).route;
  const url = input.url;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const own = (input.schema ?? {}) as Record<string, unknown>;
  const security = securityOf(String(method), url, route.config as { apiKey?: boolean; crumb?: boolean } | undefined);
  const response = { ...errorResponses(security, url), ...ownResponses(own.response as Record<string, unknown> | undefined) };
  const schema = { ...own, tags: [areaOf(url)], security, response, operationId: `${String(method).toLowerCase()} ${url}` };
  return jsonSchemaTransform({ ...input, schema } as Parameters<typeof jsonSchemaTransform>[0]);
}

/** Registers the document's collector; call before registering any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stoa HTTP API',
        version: '1',
        description: 'Every call answers JSON. Errors answer {status, code, message} from the error catalogue (x-error-catalog), with crumbFail on a refused crumb and data.errors for refused fields.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document & Record<string, unknown>;
      const catalog = ERROR_CODES.map((code) => ({ code, status: ERROR_CATALOG[code].status, message: ERROR_CATALOG[code].message }));
      return { ...object, 'x-error-catalog': catalog };
    },
  });
}

/** The document, once every route is registered. */
export function openApiDocument(app: FastifyInstance): OpenAPIV3_1.Document {
  return app.swagger() as OpenAPIV3_1.Document;
}
