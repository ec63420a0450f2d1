/**
 * The challenge and its check, in ALTCHA's SHA-256 format: challenge = hex(SHA-256(salt +
 * number)) for a secret number ≤ maxnumber, signature = hex(HMAC-SHA-256(key, challenge)). The
 * salt carries the site and the expiry as `?site=…&expires=…` (seconds), so the signature
 * covers them: a solution is good for one site until then.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_ALGORITHM, type CaptchaChallenge, type CaptchaSolution } from '../../shared/captcha';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** A signed challenge whose answer is `number`. */
export function makeChallenge(input: { hmacKey: string; randomHex: string; websiteId: string; expiresAtMs: number; number: number; maxNumber: number }): CaptchaChallenge {
  const salt = `${input.randomHex}?site=${encodeURIComponent(input.websiteId)}&expires=${Math.floor(input.expiresAtMs / 1000)}`;
  const challenge = sha256Hex(salt + String(input.number));
  return { algorithm: CAPTCHA_ALGORITHM, challenge, maxnumber: input.maxNumber, salt, signature: hmacHex(input.hmacKey, challenge) };
}

/** Reads a `captchaToken` (base64 of the solution's JSON); null when it is not one. */
export function parseSolutionToken(token: string): CaptchaSolution | null {
  if (token.length === 0 || token.length > 2048) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const s = value as Record<string, unknown>;
    const strings = ['algorithm', 'challenge', 'salt', 'signature'].every((k) => typeof s[k] === 'string');
    if (!strings || typeof s.number !== 'number' || !Number.isSafeInteger(s.number) || s.number < 0) return null;
    return { algorithm: s.algorithm as string, challenge: s.challenge as string, number: s.number, salt: s.salt as string, signature: s.signature as string };
  } catch {
    return null;
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Why a solution does not pass, or null when it does (the replay check is the caller's):
 * made by this server, for this site, not expired, and the number really gives the challenge.
 */
export function solutionProblem(solution: CaptchaSolution, hmacKey: string, websiteId: string, nowMs: number): string | null {
  if (solution.algorithm !== CAPTCHA_ALGORITHM) return 'algorithm';
  if (!sameHex(hmacHex(hmacKey, solution.challenge), solution.signature)) return 'signature';
  const params = new URLSearchParams(solution.salt.slice(solution.salt.indexOf('?') + 1));
  if (!solution.salt.includes('?') || params.get('site') !== websiteId) return 'site';
  const expires = Number(params.get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 <= nowMs) return 'expired';
  if (!sameHex(sha256Hex(solution.salt + String(solution.number)), solution.challenge)) return 'answer';
  return null;
}

/** The expiry (ms) a valid solution's salt names. */
export function solutionExpiry(solution: CaptchaSolution): number {
  return Number(new URLSearchParams(solution.salt.slice(solution.salt.indexOf('?') + 1)).get('expires')) * 1000;
}
