/**
 * Solving the site captcha's challenge in the browser (ALTCHA's SHA-256 format, see
 * src/shared/captcha.ts): try numbers from 0 up to maxnumber until SHA-256(salt + number) is
 * the challenge, a slice at a time so the page keeps answering; the token is the solution's
 * JSON in base64.
 */
import type { CaptchaChallenge, CaptchaSolution } from '../../shared/captcha';
import { sha256Hex } from './sha256';

/** Lets the page handle input between slices; a message port is not paused by test clocks. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The number that solves `challenge`, or null when none up to maxnumber does or `cancelled()` turns true. */
export async function solveChallenge(challenge: CaptchaChallenge, options: { slice?: number; cancelled?: () => boolean } = {}): Promise<number | null> {
  const slice = options.slice ?? 4000;
  for (let start = 0; start <= challenge.maxnumber; start += slice) {
    const end = Math.min(start + slice - 1, challenge.maxnumber);
    for (let n = start; n <= end; n++) if (sha256Hex(challenge.salt + String(n)) === challenge.challenge) return n;
    if (options.cancelled?.() === true) return null;
    await nextTask();
  }
  return null;
}

/** The `captchaToken` for a solved challenge. */
export function solutionToken(challenge: CaptchaChallenge, number: number): string {
  const solution: CaptchaSolution = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return btoa(JSON.stringify(solution));
}
