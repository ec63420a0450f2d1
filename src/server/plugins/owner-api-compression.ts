/**
 * gzip for the owner API's larger answers (`/api/admin/…`: the editor's lists, reports and CSV
 * exports): a page list or a 90-day report is several kilobytes of JSON that shrinks to about a
 * fifth, which an owner on a phone's connection feels at every screen. Storefront and collection
 * calls are left alone: their answers are small and their CPU is the visitors' page views'.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip, MIN_COMPRESSED_BYTES } from '../http/compression';

const gzipAsync = promisify(gzip);
const OWNER_API = '/api/admin/';
const compressible = /^(application\/json|text\/csv)\b/;

export function registerOwnerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(OWNER_API) || request.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !compressible.test(type) || reply.hasHeader('content-encoding')) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || !acceptsGzip(request)) return payload;
    reply.header('content-encoding', 'gzip').removeHeader('content-length');
    return gzipAsync(payload);
  });
}

function varyWithEncoding(current: unknown): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/\baccept-encoding\b/i.test(existing)) return existing;
  return existing === '' ? 'accept-encoding' : `${existing}, accept-encoding`;
}
