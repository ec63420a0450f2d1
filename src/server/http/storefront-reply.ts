/** How storefront routes answer with a rendered page, and the origin its absolute URLs use. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontResponse } from '../render/storefront';
import { acceptsGzip, MIN_COMPRESSED_BYTES, sendMaybeCompressed } from './compression';
import { gzipPieces, gzipWithNonce, type GzipPieces } from './nonce-gzip';
import type { CachedPage } from '../render/page-cache';

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
  if (answer.cached !== undefined) return sendCachedPage(request, reply, answer, answer.cached);
  return sendMaybeCompressed(request, reply.status(answer.status), answer.contentType, answer.body);
}

/** True when If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

const GZIP = 'gzip';
/** The gzip pieces once made (the fast lane reads them without waiting). */
const GZIP_READY = 'gzip-ready';
const IDENTITY = 'identity';

/**
 * The body as bytes: the page's pieces encoded once and kept with it, this response's nonce
 * between them. Sending the joined string instead made the socket write encode 30+ KB of
 * UTF-8 on every view (the cached view's CPU profile, issue 15 §1); a copy of bytes is cheaper.
 */
interface EncodedPage {
  pieces: Buffer[];
  /** The pieces' bytes together (a response adds its nonces). */
  byteLength: number;
}

export function encodedPage(page: CachedPage): EncodedPage {
  let encoded = page.variants.get(IDENTITY) as EncodedPage | undefined;
  if (encoded === undefined) {
    const pieces = page.pieces.map((piece) => Buffer.from(piece, 'utf8'));
    encoded = { pieces, byteLength: pieces.reduce((n, b) => n + b.byteLength, 0) };
    page.variants.set(IDENTITY, encoded);
    page.grow(encoded.byteLength);
  }
  return encoded;
}

/** The body's buffers in order: the stored pieces with `nonce` between them. */
export function identityPieces({ pieces }: EncodedPage, nonce: string): Buffer[] {
  if (pieces.length === 1) return [pieces[0]!];
  const between = Buffer.from(nonce, 'latin1');
  const out = new Array<Buffer>(pieces.length * 2 - 1);
  out[0] = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) {
    out[2 * i - 1] = between;
    out[2 * i] = pieces[i]!;
  }
  return out;
}

function identityBody(encoded: EncodedPage, nonce: string): Buffer {
  const pieces = identityPieces(encoded, nonce);
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
}

/**
 * A page from the page cache: 304 when the browser holds this content already (no new CSP
 * header then: the stored page's scripts carry the stored policy's nonce), else the body with
 * this response's nonce, gzipped from the pieces compressed once and kept with the page.
 */
async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, answer: StorefrontResponse, page: CachedPage): Promise<FastifyReply> {
  reply.header('etag', page.etag).header('vary', 'accept-encoding').type(answer.contentType);
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  reply.status(answer.status);
  const encoded = encodedPage(page);
  const bytes = encoded.byteLength + (encoded.pieces.length - 1) * request.cspNonce.length;
  if (request.method === 'HEAD' || !acceptsGzip(request) || bytes < MIN_COMPRESSED_BYTES) return reply.send(identityBody(encoded, request.cspNonce));
  let pieces = page.variants.get(GZIP) as Promise<GzipPieces> | undefined;
  if (pieces === undefined) {
    pieces = gzipPieces(page.pieces);
    page.variants.set(GZIP, pieces);
    void pieces.then((g) => {
      page.variants.set(GZIP_READY, g);
      page.grow(g.byteLength);
    });
  }
  return reply.header('content-encoding', 'gzip').send(gzipWithNonce(await pieces, request.cspNonce));
}

/** The page's gzip pieces when they are made already (else undefined: sendCachedPage makes them). */
export function readyGzipPieces(page: CachedPage): GzipPieces | undefined {
  return page.variants.get(GZIP_READY) as GzipPieces | undefined;
}
