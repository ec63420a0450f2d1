/**
 * The islands' calls to the site's `/api/` (spec §7): JSON in and out, the `crumb` cookie sent
 * back as the `X-CSRF-Token` header on writes, and failures read the way the spec reads them
 * (`crumbFail`, `status`, `message`; ATC-20) so each island can word them.
 */
import { fillPath, type AnswerOf, type BodyOf, type Endpoint, type None, type ParamsOf, type QueryOf } from '../shared/api/endpoint';

/** A failed call: the HTTP status (0 when the network failed) and what the server said. */
export interface ApiFailure {
  status: number;
  crumbFail: boolean;
  message: string | null;
  code: string | null;
  /** Field messages of a refused form (`data.errors`: `{field: message}`, paths like `shippingAddress.city`). */
  errors?: Record<string, string>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A failed answer as islands read it (exported for tests). */
export function failureOf(status: number, body: unknown): ApiFailure {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const data = typeof fields.data === 'object' && fields.data !== null ? (fields.data as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  if (typeof data.errors === 'object' && data.errors !== null) for (const [key, text] of Object.entries(data.errors)) if (typeof text === 'string') errors[key] = text;
  return {
    status,
    crumbFail: fields.crumbFail === true,
    message: typeof fields.message === 'string' && fields.message !== '' ? fields.message : null,
    code: typeof fields.code === 'string' ? fields.code : null,
    ...(Object.keys(errors).length > 0 && { errors }),
  };
}

/** One call; never throws (a network failure is status 0). `extraHeaders` e.g. an `Idempotency-Key`. */
export async function callApi<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (method !== 'GET') {
    const crumb = cookieValue(document.cookie, 'crumb');
    if (crumb !== null) headers['x-csrf-token'] = crumb;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    return { ok: false, failure: { status: 0, crumbFail: false, message: null, code: null } };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) return { ok: false, failure: failureOf(response.status, parsed) };
  return { ok: true, data: parsed as T };
}

/** What a call to `E` sends: its path parameters and body when it takes them, its query, extra headers. */
export type EndpointRequest<E> = (ParamsOf<E> extends None ? { params?: undefined } : { params: ParamsOf<E> }) &
  (BodyOf<E> extends None ? { body?: undefined } : { body: BodyOf<E> }) & { query?: QueryOf<E>; headers?: Record<string, string> };

/**
 * A call to a contract endpoint (`src/shared/api/*-endpoints.ts`): the path filled from the
 * parameters, the answer typed as the route's response schema. Like callApi it never throws.
 */
export function callEndpoint<E extends Endpoint<unknown, unknown, unknown, unknown>>(endpoint: E, request: EndpointRequest<E>): Promise<ApiResult<AnswerOf<E>>> {
  let path = fillPath(endpoint.path, request.params as Record<string, string> | undefined);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query.set(name, String(value));
  }
  if (query.size > 0) path += `?${query.toString()}`;
  return callApi<AnswerOf<E>>(endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE', path, request.body, request.headers);
}
