/**
 * One rule for all text a request brings: no NUL (U+0000) and no lone UTF-16 surrogate
 * (JSON's "\ud800") in any path parameter, query value, body value or object key, and no
 * bytes that are not UTF-8 in a text body, and no malformed percent-escape in the URL. PostgreSQL stores neither NUL nor broken UTF-16
 * and fails with a server error on them, so they are refused at the boundary with 400
 * INVALID_TEXT before any route, session lookup or query runs:
 *  - onRequest: path parameters and the query string (parsed by routing already), and the
 *    query's percent-escapes;
 *  - preParsing: a text body (JSON, form, CSV, plain text) is checked to be UTF-8 as it streams
 *    (or, on routes marked `textCheckedByParser`, by their scope's parsers: checked-text-parsers.ts);
 *  - preValidation: the parsed body, walked to MAX_DEPTH levels (deeper is refused as BAD_REQUEST).
 * Multipart bodies are read by their route (media uploads), which checks its text fields with
 * `assertValidText`. A malformed percent-escape in the path (`%FF`, `%C0%80`) never reaches a
 * route: Fastify reports it through `frameworkErrors`, answered here with the same 400.
 */
import { Transform, type Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors';
import { errorBody, sendUnroutedError } from './error-handler';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Nesting deeper than any body Stoa takes (page layouts are the deepest, about a dozen levels). */
export const MAX_DEPTH = 64;
/** Bodies read as text by a parser; their bytes must be UTF-8. */
const TEXT_BODY = /^\s*(application\/(json|x-www-form-urlencoded)|text\/)/i;

/** True when `text` holds no NUL and no lone surrogate. */
export function isValidText(text: string): boolean {
  return !INVALID_TEXT.test(text);
}

/** Throws INVALID_TEXT unless every string in `value` (keys included) is valid text. */
export function assertValidText(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (INVALID_TEXT.test(value)) throw new DomainError('INVALID_TEXT');
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) throw new DomainError('BAD_REQUEST', { reason: 'nesting' });
  if (Array.isArray(value)) {
    for (const item of value) assertValidText(item, depth + 1);
    return;
  }
  for (const key of Object.keys(value)) {
    if (INVALID_TEXT.test(key)) throw new DomainError('INVALID_TEXT');
    assertValidText((value as Record<string, unknown>)[key], depth + 1);
  }
}

/** The request body stream, passed through unchanged while its bytes are UTF-8; an error otherwise. */
function utf8Checked(payload: Readable): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      checked.receivedEncodedLength += chunk.length;
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        done(new DomainError('INVALID_TEXT'));
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
      } catch {
        done(new DomainError('INVALID_TEXT'));
        return;
      }
      done();
    },
  }) as Transform & { receivedEncodedLength: number };
  // Fastify compares this with Content-Length, as it does for the raw request.
  checked.receivedEncodedLength = 0;
  payload.on('error', (error) => checked.destroy(error));
  return payload.pipe(checked);
}

/**
 * The query parser keeps a malformed escape (`%FF`, `%C0%80`, a lone `%`) as literal text; it is
 * refused here like the same escape in the path. Only URLs with a `%` after the `?` pay for it.
 */
function assertWellEscapedQuery(url: string): void {
  const start = url.indexOf('?');
  if (start === -1 || url.indexOf('%', start) === -1) return;
  try {
    decodeURIComponent(url.slice(start + 1));
  } catch {
    throw new DomainError('INVALID_TEXT');
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Registers the hooks; call before any route and before hooks that read the request's text. */
export function registerTextBoundary(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertValidText(request.params);
    assertValidText(request.query);
    assertWellEscapedQuery(request.url);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    // Those routes' parsers check the whole buffer instead (checked-text-parsers.ts).
    if (request.routeOptions.config?.textCheckedByParser === true) return payload;
    const type = request.headers['content-type'];
    if (!hasBody(request) || type === undefined || !TEXT_BODY.test(type)) return payload;
    return utf8Checked(payload);
  });
  app.addHook('preValidation', async (request) => {
    assertValidText(request.body);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors found while routing, before any hook. A path with
 * a malformed percent-escape is INVALID_TEXT; anything else is a plain BAD_REQUEST.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') void sendUnroutedError(request, reply, errorBody('INVALID_TEXT'));
  else void sendUnroutedError(request, reply, { ...errorBody('BAD_REQUEST'), status: error.statusCode ?? 400 });
}
