/**
 * The editor's calls to the owner API through the contract's descriptors (src/shared/api/
 * *-endpoints.ts): JSON in and out, the session's owner crumb in `X-Stoa-Owner-Crumb` on every
 * call, the visitor `crumb` cookie as `X-CSRF-Token` on writes. A failure throws an `ApiError`
 * (TanStack Query's way); a lost session tells the app to show the sign-in screen.
 */
import { cookieValue, endpointUrl, failureOf, type ApiFailure, type EndpointRequest } from '../../shared/api/call';
import type { AnswerOf, Endpoint } from '../../shared/api/endpoint';

/** ADM-32: what a call that never reached the server says. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly errors: Record<string, string>;
  readonly data: Record<string, unknown>;
  constructor(failure: ApiFailure) {
    super(failure.message ?? (failure.status === 0 ? NETWORK_ERROR_MESSAGE : `The server answered ${failure.status}.`));
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.errors = failure.errors ?? {};
    this.data = failure.data ?? {};
  }
}

let ownerCrumb: string | null = null;
const sessionLostListeners = new Set<() => void>();

export function setOwnerCrumb(crumb: string | null): void {
  ownerCrumb = crumb;
}

/** Called when the server says the session is gone (signed out elsewhere, expired). */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

function headersFor(method: string, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (ownerCrumb !== null) headers['x-stoa-owner-crumb'] = ownerCrumb;
  if (method !== 'GET') {
    const crumb = cookieValue(document.cookie, 'crumb');
    if (crumb !== null) headers['x-csrf-token'] = crumb;
  }
  return headers;
}

/** The headers an owner call sends (for a `keepalive` fetch made outside `ownerCall`, e.g. as the page closes). */
export function ownerHeaders(method: string): Record<string, string> {
  return headersFor(method);
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const failure = failureOf(response.status, parsed);
    if (response.status === 401 && failure.code !== 'INVALID_CREDENTIALS' && failure.code !== 'SIGN_IN_THROTTLED') for (const listener of sessionLostListeners) listener();
    throw new ApiError(failure);
  }
  return parsed as T;
}

/** One call to a contract endpoint; throws ApiError on failure. */
export async function ownerCall<E extends Endpoint<unknown, unknown, unknown, unknown>>(endpoint: E, request: EndpointRequest<E>): Promise<AnswerOf<E>> {
  const url = endpointUrl(endpoint.path, request.params, request.query);
  const headers = headersFor(endpoint.method, request.headers);
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, credentials: 'same-origin', body: request.body === undefined ? null : JSON.stringify(request.body) });
  } catch {
    throw new ApiError({ status: 0, crumbFail: false, message: NETWORK_ERROR_MESSAGE, code: null });
  }
  return answerOf<AnswerOf<E>>(response);
}

/**
 * An upload with progress (fetch cannot report upload progress): a multipart FormData, or a
 * file sent as itself (its type as the content type, e.g. a CSV). Resolves with the answer,
 * rejects with an ApiError.
 */
export function ownerUpload<T>(url: string, form: FormData | Blob, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headersFor('POST'))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, crumbFail: false, message: NETWORK_ERROR_MESSAGE, code: null }));
    xhr.onload = () => {
      answerOf<T>(new Response(xhr.responseText === '' ? null : xhr.responseText, { status: xhr.status })).then(resolve, reject);
    };
    xhr.send(form);
  });
}

/**
 * Downloads a file from an owner GET route (e.g. a CSV export): fetched with the owner crumb a
 * plain link cannot send, then saved under the server's file name. Throws ApiError on failure.
 */
export async function ownerDownload(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: headersFor('GET'), credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, crumbFail: false, message: NETWORK_ERROR_MESSAGE, code: null });
  }
  if (!response.ok) await answerOf(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
