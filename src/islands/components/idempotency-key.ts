/**
 * Idempotency keys for purchases (lessons: a retried submit after a lost answer must not buy
 * twice): one key per attempt, kept while the outcome of that attempt is unknown (no answer,
 * a server failure, a payment still in progress) and replaced once the server has answered
 * for it, so a corrected form is a new attempt.
 */

/** A fresh random key (printable, no spaces, as the checkout endpoints require). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the server may have acted on the attempt without telling us: retry with the same key. */
export function outcomeUnknown(status: number, code: string | null): boolean {
  return status === 0 || status >= 500 || code === 'PAYMENT_IN_PROGRESS';
}

export interface AttemptKeys {
  /** The key of the attempt in progress (a new one when none is). */
  current(): string;
  /** Ends the attempt after a definite answer; an unknown outcome keeps its key for the retry. */
  settle(status: number, code: string | null): void;
}

export function createAttemptKeys(make: () => string = newIdempotencyKey): AttemptKeys {
  let key: string | null = null;
  return {
    current: () => (key ??= make()),
    settle(status, code) {
      if (!outcomeUnknown(status, code)) key = null;
    },
  };
}
