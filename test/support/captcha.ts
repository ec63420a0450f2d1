/**
 * Solving the site captcha's proof-of-work in tests, as the browser widget does: find the
 * number whose SHA-256 with the salt is the challenge, and send the solution as a token.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge } from '../../src/shared/captcha';

/** The `captchaToken` of a solved challenge (throws when no number up to maxnumber fits). */
export function solveCaptcha(challenge: CaptchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(challenge.salt + String(number)).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('solveCaptcha: no solution');
}

/** Fetches a challenge from GET /api/captcha/challenge on `host` and solves it. */
export async function captchaToken(app: FastifyInstance, host: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host } });
  if (res.statusCode !== 200) throw new Error(`captchaToken: ${res.statusCode} ${res.body}`);
  return solveCaptcha(res.json<CaptchaChallenge>());
}
