/**
 * The captcha call's contract (CAPT-01; docs/decisions.md "Captcha"): `GET
 * /api/captcha/challenge` answers a signed proof-of-work challenge in ALTCHA's format. The
 * widget reads the inferred type; the captcha module returns it.
 */
import { z } from 'zod';
import { CAPTCHA_ALGORITHM } from '../captcha';

export const CaptchaChallenge = z
  .object({
    algorithm: z.literal(CAPTCHA_ALGORITHM),
    challenge: z.string().meta({ description: 'hex(SHA-256(salt + number)) of the number to find.' }),
    maxnumber: z.number().int().meta({ description: 'The number is at most this.' }),
    salt: z.string(),
    signature: z.string().meta({ description: "hex(HMAC-SHA-256(challenge)) under the server's key: proves the server made it." }),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
