/** The captcha call as an endpoint descriptor (no zod: safe for islands). */
import { endpoint, type None } from './endpoint';
import type { CaptchaChallenge } from './captcha';

export const captchaEndpoints = {
  challenge: endpoint<None, None, None, CaptchaChallenge>('GET', '/api/captcha/challenge'),
} as const;
