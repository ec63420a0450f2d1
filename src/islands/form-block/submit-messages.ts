/**
 * What a failed form submission shows (spec §8 Form submit by HTTP status, FORM-57..FORM-67):
 * the answer of SaveFormSubmission read into field messages or one form message. Pure.
 */
import { FORM_MESSAGES } from '../../shared/forms/form-model';

export type SaveOutcome =
  | { kind: 'saved' }
  /** FORM-61: messages shown on their fields, as client errors are (FORM-30). */
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'message'; message: string };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** `errors` of the answer (or of its `data`, the way the site's error handler nests them), strings only. */
function fieldErrorsOf(body: Record<string, unknown>): Record<string, string> {
  const errors = record(body.errors) ?? record(record(body.data)?.errors) ?? {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

function errorTextOf(body: Record<string, unknown>): string | null {
  for (const candidate of [body.error, record(body.data)?.error, body.message]) if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  return null;
}

/**
 * The outcome of a SaveFormSubmission answer: `status` 0 when the request never got an answer,
 * `body` undefined when the answer was not JSON (GAP-80: both are 'Error processing form
 * submission. Please reload and try again.').
 */
export function saveOutcome(status: number, body: unknown): SaveOutcome {
  if (status === 0 || body === undefined) return { kind: 'message', message: FORM_MESSAGES.processing };
  if (status >= 200 && status < 300) return { kind: 'saved' };
  if (status === 401) return { kind: 'message', message: FORM_MESSAGES.unauthorized };
  if (status === 404) return { kind: 'message', message: FORM_MESSAGES.notConfigured };
  if (status === 429) return { kind: 'message', message: FORM_MESSAGES.rateLimited };
  if (status >= 500) return { kind: 'message', message: FORM_MESSAGES.serverError };
  const fields = record(body) ?? {};
  if (status === 400) {
    const errors = fieldErrorsOf(fields);
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
    return { kind: 'message', message: errorTextOf(fields) ?? FORM_MESSAGES.unknown };
  }
  return { kind: 'message', message: FORM_MESSAGES.unknown };
}

/** Where the browser may go after success (FORM-49): web addresses and paths on this site only. */
export function safeRedirect(target: string | null | undefined, origin: string): string | null {
  const value = (target ?? '').trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
