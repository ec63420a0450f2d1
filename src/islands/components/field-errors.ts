/**
 * Reading a refused form: the server's field messages (`data.errors`, paths such as
 * `shippingAddress.city` or `payment.number`) mapped onto the island's own field names, and
 * the message shown above the form for what no field explains.
 */
import type { ApiFailure } from '../api-client';

/** `{path: message}` of the server → `{field: message}` of the form; `rename` maps a path (null: not a field). */
export function fieldErrorsOf(failure: ApiFailure, rename: (path: string) => string | null = (p) => p): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.errors ?? {})) {
    const field = rename(path);
    if (field !== null) out[field] ??= message;
  }
  return out;
}

/** The first field (in form order) that has an error, to move focus to; null when none has. */
export function firstInvalid(order: readonly string[], errors: Readonly<Record<string, string>>): string | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
