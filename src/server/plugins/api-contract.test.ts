import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOrEmpty } from '../../shared/api/cart';
import { DomainError } from '../../shared/errors';
import { registerApiContract } from './api-contract';
import { registerErrorHandler } from './error-handler';

const Params = z.object({ entryId: z.string().min(1).max(5) });
const Body = z.looseObject({ itemId: z.string().min(1), address: z.object({ city: z.string().min(2, 'Enter a city.') }).optional(), tags: z.array(z.string()).optional() });
const Query = z.looseObject({ mock: z.enum(['true', 'false']).optional() });
const Answer = z.object({ ok: z.boolean(), itemId: z.string() });

/** The same call twice: declared as route schemas, and parsed by the handler as routes did before. */
async function buildApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerApiContract(app);
  registerErrorHandler(app);
  // A guard that runs before the handler, as the crumb check and permission guards do.
  const guard = async (request: { headers: Record<string, unknown> }) => {
    if (request.headers['x-refuse'] === 'yes') throw new DomainError('CRUMB_INVALID');
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put('/api/declared/:entryId', { preHandler: guard, schema: { params: Params, querystring: Query, body: bodyOrEmpty(Body), response: { 200: Answer } } }, async (request) => ({
    ok: true,
    itemId: request.body.itemId,
    unlisted: 'left out by the response schema',
  }));
  app.put('/api/parsed/:entryId', { preHandler: guard }, async (request) => {
    Params.parse(request.params);
    Query.parse(request.query);
    const body = Body.parse(request.body ?? {});
    return { ok: true, itemId: body.itemId };
  });
  typed.get('/api/wrong-answer', { schema: { response: { 200: Answer } } }, async () => ({ ok: 'yes', itemId: 1 }) as never);
  await app.ready();
  return app;
}

describe('routes on the contract (zod route schemas)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const both = async (entryId: string, payload: unknown, headers: Record<string, string> = {}, query = '') => {
    const json = payload === undefined ? {} : { 'content-type': 'application/json' };
    const call = (base: string) => app.inject({ method: 'PUT', url: `/api/${base}/${entryId}${query}`, headers: { ...json, ...headers }, ...(payload !== undefined && { payload: JSON.stringify(payload) }) });
    return [await call('declared'), await call('parsed')] as const;
  };

  it('GAP-15 a refused input answers exactly as the handler parse did: 400 VALIDATION_FAILED with data.errors', async () => {
    const cases: [string, unknown, string?][] = [
      ['e1', undefined],
      ['e1', {}],
      ['e1', null],
      ['e1', { itemId: '' }],
      ['e1', { itemId: 'a', address: { city: 'x' } }],
      ['e1', { itemId: 'a', tags: ['ok', 3] }],
      ['e1', [1, 2]],
      ['toolongid', { itemId: '' }],
      ['e1', { itemId: 'a' }, '?mock=maybe'],
    ];
    for (const [entryId, payload, query] of cases) {
      const [declared, parsed] = await both(entryId, payload, {}, query);
      expect(parsed.statusCode, JSON.stringify(payload)).toBe(400);
      expect(declared.statusCode).toBe(400);
      expect(declared.json(), JSON.stringify(payload)).toEqual(parsed.json());
      expect(declared.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'One or more fields is invalid, please check your entries.' });
    }
    const [nested] = await both('e1', { itemId: 'a', address: { city: 'x' } });
    expect(nested.json().data).toEqual({ errors: { 'address.city': 'Enter a city.' } });
  });

  it('the guards still answer first: a refused crumb is 401 crumbFail even with a malformed body', async () => {
    const [declared, parsed] = await both('e1', {}, { 'x-refuse': 'yes' });
    expect(declared.statusCode).toBe(401);
    expect(declared.json()).toEqual(parsed.json());
    expect(declared.json()).toMatchObject({ crumbFail: true, code: 'CRUMB_INVALID' });
  });

  it('a valid call reaches the handler with the parsed input; the answer holds only the schema fields', async () => {
    const [declared, parsed] = await both('e1', { itemId: 'a', extra: 1 });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toEqual({ ok: true, itemId: 'a' });
    expect(declared.json()).toEqual(parsed.json());
  });

  it('an answer that breaks its response schema is a 500 with the generic message, never the raw value', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wrong-answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });

  it('routes without schemas answer as before (JSON.stringify, every field)', async () => {
    const [, parsed] = await both('e1', { itemId: 'a' });
    expect(parsed.json()).toEqual({ ok: true, itemId: 'a' });
  });
});
