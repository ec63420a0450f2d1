/**
 * Random tokens for every request (the CSP nonce, a new visitor's crumb), drawn from a 4 KB
 * buffer filled by the platform's secure random source. One `randomBytes` call per token is a
 * system call each, and on the cached page path two of them cost about a fifth of the request
 * (issue 15 §1, the product page's CPU profile). The bytes are as random; each is handed out
 * once and zeroed in the pool.
 */
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let at = POOL_BYTES;

/** `bytes` (at most 256) fresh random bytes in `encoding`. */
export function randomToken(bytes: number, encoding: 'base64' | 'base64url' | 'hex'): string {
  if (bytes < 1 || bytes > 256) throw new RangeError('randomToken takes 1 to 256 bytes');
  if (at + bytes > POOL_BYTES) {
    randomFillSync(pool);
    at = 0;
  }
  const token = pool.toString(encoding, at, at + bytes);
  pool.fill(0, at, at + bytes);
  at += bytes;
  return token;
}
