/** How storefront routes answer with a rendered page, and the origin its absolute URLs use. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontResponse } from '../render/storefront';
import { sendMaybeCompressed } from './compression';

/** `https://host:port` of the request, for canonical and sitemap URLs. */
export function requestOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured !== undefined && request.site?.isDefault === true) return configured.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

/** Sends a storefront answer (gzipped when the client takes it); a failed page (type 101) is logged with the request id. */
export async function sendStorefront(request: FastifyRequest, reply: FastifyReply, answer: StorefrontResponse): Promise<FastifyReply> {
  if (answer.error !== undefined) request.log.error({ err: answer.error, url: request.url }, 'storefront page failed');
  if (answer.headers !== undefined) reply.headers(answer.headers);
  return sendMaybeCompressed(request, reply.status(answer.status), answer.contentType, answer.body);
}
