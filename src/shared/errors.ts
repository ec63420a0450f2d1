/**
 * Domain errors: modules throw them with a stable code; the server's error handler looks the
 * code up in the catalogue for the HTTP status and the user-facing message.
 */
import type { ErrorCode } from './error-catalog';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Facts for the caller (e.g. `{ available: 2 }`); never shown raw to users. */
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'DomainError';
  }
}

/** True when `e` is a DomainError with the given code. */
export function isDomainError(e: unknown, code?: ErrorCode): e is DomainError {
  return e instanceof DomainError && (code === undefined || e.code === code);
}
