/**
 * Identifiers as an injected dependency. Ids are 24 lowercase hex characters, like the
 * platform ids templates already know (`5f1e...`), so existing themes see familiar shapes.
 */
export interface IdSource {
  next(): string;
}

/** Random ids from the platform's secure random source (Web Crypto, available in Node 20 and browsers). */
export const randomIds: IdSource = {
  next: () => {
    const bytes = new Uint8Array(12);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  },
};

/** Deterministic ids for tests: prefix + counter, padded to 24 characters. */
export function sequentialIds(prefix = 'id'): IdSource {
  let n = 0;
  return { next: () => `${prefix}${String(++n).padStart(24 - prefix.length, '0')}` };
}
