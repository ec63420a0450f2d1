/**
 * GET /api/captcha/challenge: a fresh signed proof-of-work challenge for this site's captcha
 * widget (CAPT-01; docs/decisions.md "Captcha"). Never cached: each solution passes once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaptchaChallenge } from '../../../shared/api/captcha';
import { DomainError } from '../../../shared/errors';

export function registerCaptchaRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { captcha } = app.services;
  app.get('/api/captcha/challenge', { schema: { response: { 200: CaptchaChallenge } } }, async (request, reply) => {
    if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return captcha.challenge(request.site.id);
  });
}
