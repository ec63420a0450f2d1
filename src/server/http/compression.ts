/**
 * gzip for what a visitor's browser downloads from a site: pages (compressed per answer, off
 * the event loop) and the fingerprinted theme and island files (compressed once, kept beside
 * the plain body). A mobile visitor on a slow link then downloads about a quarter of the bytes;
 * clients that do not ask for gzip get the plain body as before.
 */
import { gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Smaller bodies are not worth a compressed copy (the headers and framing cost about as much). */
export const MIN_COMPRESSED_BYTES = 1024;

/** True when the request's Accept-Encoding takes gzip (`gzip`, `x-gzip` or `*`, q above 0). */
export function acceptsGzip(request: { headers: IncomingHttpHeaders }): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') return accepted;
    if (coding.trim() === '*') star = accepted;
  }
  return star;
}

const textTypes = /^(text\/|application\/(json|javascript|xml|ld\+json))|\+xml\b/;

/**
 * Sends a page-like answer, gzipped when the client takes gzip and the body is text of
 * at least MIN_COMPRESSED_BYTES. Every answer says it varies by Accept-Encoding, so a
 * shared cache never hands the compressed copy to a client that did not ask for it.
 */
export async function sendMaybeCompressed(request: FastifyRequest, reply: FastifyReply, contentType: string, body: string): Promise<FastifyReply> {
  reply.type(contentType);
  if (!textTypes.test(contentType)) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  if (Buffer.byteLength(body) < MIN_COMPRESSED_BYTES || !acceptsGzip(request) || request.method === 'HEAD') return reply.send(body);
  const compressed = await gzipAsync(body);
  return reply.header('content-encoding', 'gzip').send(compressed);
}

export interface ImmutableAsset {
  body: string | Buffer;
  contentType: string;
  hash: string;
}

const compressedCopies = new WeakMap<ImmutableAsset, Buffer | null>();

/** The asset's gzipped body, made on first use and kept (null when not worth it). */
function compressedCopy(asset: ImmutableAsset): Buffer | null {
  let copy = compressedCopies.get(asset);
  if (copy === undefined) {
    const size = typeof asset.body === 'string' ? Buffer.byteLength(asset.body) : asset.body.byteLength;
    const gzipped = size < MIN_COMPRESSED_BYTES ? null : gzipSync(asset.body, { level: 9 });
    copy = gzipped !== null && gzipped.byteLength < size ? gzipped : null;
    compressedCopies.set(asset, copy);
  }
  return copy;
}

/**
 * Sends a file whose URL changes whenever it does (a year's caching), gzipped when the client
 * takes gzip. The two forms carry different ETags: they are different bytes.
 */
export function sendImmutableAsset(request: FastifyRequest, reply: FastifyReply, asset: ImmutableAsset): FastifyReply {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').type(asset.contentType);
  const compressed = acceptsGzip(request) ? compressedCopy(asset) : null;
  if (compressed === null) return reply.header('etag', `"${asset.hash}"`).send(asset.body);
  return reply.header('etag', `"${asset.hash}-gz"`).header('content-encoding', 'gzip').send(compressed);
}
