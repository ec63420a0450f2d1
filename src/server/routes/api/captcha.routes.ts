/**
 * GET /api/captcha/challenge: a fresh signed proof-of-work challenge for this site's captcha
 * widget (CAPT-01; docs/decisions.md "Captcha"). Never cached: each solution passes once.
 */
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../shared/errors';

export function registerCaptchaRoutes(app: FastifyInstance): void {
  const { captcha } = app.services;
  app.get('/api/captcha/challenge', async (request, reply) => {
    if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return captcha.challenge(request.site.id);
  });
}
