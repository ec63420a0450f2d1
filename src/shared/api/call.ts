/**
 * What browser callers of the contract share (the islands' `api-client.ts` and the editor's
 * `owner-client.ts`): how a failed answer is read (`crumbFail`, `code`, `message`, `data.errors`;
 * spec §7, ATC-20), a cookie's value, and a descriptor's URL with its path and query filled.
 */
import { fillPath, type BodyOf, type None, type ParamsOf, type QueryOf } from './endpoint';

/** A failed call: the HTTP status (0 when the network failed) and what the server said. */
export interface ApiFailure {
  status: number;
  crumbFail: boolean;
  message: string | null;
  code: string | null;
  /** Field messages of a refused form (`data.errors`: `{field: message}`, paths like `shippingAddress.city`). */
  errors?: Record<string, string>;
  /** The answer's `data` besides `errors` (a conflict's current revision, say). */
  data?: Record<string, unknown>;
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A failed answer as browser code reads it. */
export function failureOf(status: number, body: unknown): ApiFailure {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const data = typeof fields.data === 'object' && fields.data !== null ? (fields.data as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  if (typeof data.errors === 'object' && data.errors !== null) for (const [key, text] of Object.entries(data.errors)) if (typeof text === 'string') errors[key] = text;
  const { errors: _errors, ...rest } = data;
  return {
    status,
    crumbFail: fields.crumbFail === true,
    message: typeof fields.message === 'string' && fields.message !== '' ? fields.message : null,
    code: typeof fields.code === 'string' ? fields.code : null,
    ...(Object.keys(errors).length > 0 && { errors }),
    ...(Object.keys(rest).length > 0 && { data: rest }),
  };
}

/** What a call to `E` sends: its path parameters and body when it takes them, its query, extra headers. */
export type EndpointRequest<E> = (ParamsOf<E> extends None ? { params?: undefined } : { params: ParamsOf<E> }) &
  (BodyOf<E> extends None ? { body?: undefined } : { body: BodyOf<E> }) & { query?: QueryOf<E>; headers?: Record<string, string> };

/** The URL of a call: `path` with its parameters filled and the query's plain values appended. */
export function endpointUrl(path: string, params: unknown, query: unknown): string {
  let url = fillPath(path, params as Record<string, string> | undefined);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search.set(name, String(value));
  }
  if (search.size > 0) url += `?${search.toString()}`;
  return url;
}
