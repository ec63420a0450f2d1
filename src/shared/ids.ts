/**
 * Identifiers as an injected dependency. Ids are 24 lowercase hex characters, like the
 * platform ids templates already know (`5f1e...`), so existing themes see familiar shapes.
 */
export interface IdSource {
  next(): string;
}

/** Two hex digits per byte value. */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/**
 * Random bytes are drawn 4 KB at a time: every request takes an id (its request id), and one
 * Web Crypto call per id cost more than the id's use (docs/decisions.md, "Collection calls'
 * cost per call"). The bytes are as random; each is used once.
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let poolAt = 0;

/** Random ids from the platform's secure random source (Web Crypto, available in Node 20 and browsers). */
export const randomIds: IdSource = {
  next: () => {
    if (poolAt + 12 > pool.length) {
      pool = globalThis.crypto.getRandomValues(new Uint8Array(POOL_BYTES));
      poolAt = 0;
    }
    let id = '';
    for (let i = poolAt; i < poolAt + 12; i++) id += HEX[pool[i]!]!;
    // Used bytes are zeroed so that no later reader of the pool sees an id already given out.
    pool.fill(0, poolAt, poolAt + 12);
    poolAt += 12;
    return id;
  },
};

/** Deterministic ids for tests: prefix + counter, padded to 24 characters. */
export function sequentialIds(prefix = 'id'): IdSource {
  let n = 0;
  return { next: () => `${prefix}${String(++n).padStart(24 - prefix.length, '0')}` };
}
