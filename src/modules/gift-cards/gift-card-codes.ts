/**
 * Gift card codes: 16 characters of Crockford base32 (80 random bits, so guessing one is
 * hopeless even without the rate limits), shown in groups of four. Reading is forgiving:
 * case, spaces and dashes are ignored and the letters people confuse with digits (O, I, L)
 * read as those digits.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** A new random code from 10 bytes of `random` (the system's secure source by default). */
export function generateCode(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The stored form of what a visitor typed, or null when it cannot be a code. */
export function normalizeCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!ALPHABET.includes(c)) return null;
  return code;
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export function codeLast4(code: string): string {
  return code.slice(-4);
}
