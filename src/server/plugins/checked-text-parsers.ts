/**
 * Body parsers that check a text body is UTF-8 on the whole buffer (`buffer.isUtf8`, one native
 * pass) instead of through text-boundary's per-request checking stream. For routes that take
 * small bodies many times a second (the visitor analytics' collection calls, the cart and
 * checkout calls): register the routes with `withCheckedTextParsers`, which gives their scope
 * these parsers and marks each route `config: { textCheckedByParser: true }`, so the preParsing
 * stream is skipped. The rule is text-boundary's: bytes that are not UTF-8 answer 400
 * INVALID_TEXT; the parsed body is still walked for NUL and lone surrogates at preValidation.
 * JSON goes through Fastify's own parser (prototype poisoning refused as before); a form's
 * repeated field becomes an array, as the general form parser gives it.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: this route's scope parses text bodies with registerCheckedTextParsers (no preParsing stream). */
    textCheckedByParser?: boolean;
  }
}

function utf8Text(body: Buffer): string {
  if (!isUtf8(body)) throw new DomainError('INVALID_TEXT');
  return body.toString('utf8');
}

/** `a=1&b=2` as fields; `+` is a space; a repeated field is an array of its values. */
export function formFields(text: string): Record<string, string | string[]> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return fields;
}

/** Replaces the scope's JSON, text and form parsers (call inside the routes' own plugin scope). */
function registerCheckedTextParsers(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Text(body as Buffer);
    } catch (err) {
      done(err as Error, undefined);
      return;
    }
    json(request, text, done);
  });
  scope.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, utf8Text(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, formFields(utf8Text(body as Buffer)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/**
 * Registers `routes` in a scope of their own whose text bodies go through the checked parsers,
 * every route there marked `textCheckedByParser`.
 */
export function withCheckedTextParsers(parent: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void parent.register(async (scope) => {
    registerCheckedTextParsers(scope);
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, textCheckedByParser: true };
    });
    routes(scope);
  });
}
