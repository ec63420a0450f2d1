/**
 * The islands' calls to the site's `/api/` (spec §7): JSON in and out, the `crumb` cookie sent
 * back as the `X-CSRF-Token` header on writes, and failures read the way the spec reads them
 * (`crumbFail`, `status`, `message`; ATC-20) so each island can word them.
 */
import { cookieValue, endpointUrl, failureOf, type ApiFailure, type EndpointRequest } from '../shared/api/call';
import type { AnswerOf, Endpoint } from '../shared/api/endpoint';

export { cookieValue, failureOf, type ApiFailure, type EndpointRequest };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

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

/**
 * A call to a contract endpoint (`src/shared/api/*-endpoints.ts`): the path filled from the
 * parameters, the answer typed as the route's response schema. Like callApi it never throws.
 */
export function callEndpoint<E extends Endpoint<unknown, unknown, unknown, unknown>>(endpoint: E, request: EndpointRequest<E>): Promise<ApiResult<AnswerOf<E>>> {
  const path = endpointUrl(endpoint.path, request.params, request.query);
  return callApi<AnswerOf<E>>(endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE', path, request.body, request.headers);
}
