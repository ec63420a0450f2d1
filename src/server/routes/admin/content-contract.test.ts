/**
 * The content calls' contract: every descriptor in `content-endpoints.ts` names a route the
 * server registers, with its answer described; and, at compile time, the descriptors answer the
 * response schemas' types, which are what the content module returns (a drifted field fails
 * `npm run typecheck`).
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import type { ContentService } from '../../../modules/content';
import type { Collection, CollectionAnswer } from '../../../shared/api/content';
import type { Item, ItemsPage } from '../../../shared/api/content-items';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { AnswerOf, BodyOf } from '../../../shared/api/endpoint';
import type { Navigation } from '../../../shared/api/navigation';

/** A collection answer that drifted: the URL renamed, the status widened to any text. */
type DriftedCollection = Omit<Collection, 'fullUrl' | 'status'> & { url: string; status: string };

describe('the content contract (compile-time)', () => {
  it('each descriptor answers its response schema, and the module returns that schema', () => {
    expectTypeOf<AnswerOf<typeof contentEndpoints.getCollection>>().toEqualTypeOf<z.infer<typeof CollectionAnswer>>();
    expectTypeOf<AnswerOf<typeof contentEndpoints.listItems>>().toEqualTypeOf<ItemsPage>();
    expectTypeOf<Awaited<ReturnType<ContentService['getCollection']>>>().toEqualTypeOf<Collection>();
    expectTypeOf<Awaited<ReturnType<ContentService['getItem']>>>().toEqualTypeOf<Item>();
    expectTypeOf<Awaited<ReturnType<ContentService['getNavigation']>>>().toEqualTypeOf<Navigation>();
    expectTypeOf<BodyOf<typeof contentEndpoints.createCollection>>().toHaveProperty('title');
  });

  it('an answer that disagrees with the contract does not compile', () => {
    expectTypeOf<DriftedCollection>().not.toExtend<Collection>();
    // Never called: only compiled.
    const read = (answer: AnswerOf<typeof contentEndpoints.getCollection>): string =>
      // @ts-expect-error the answer has fullUrl, not url
      answer.collection.url;
    expectTypeOf(read).toBeFunction();
  });
});

const OK = ['200', '201'];

describeDatabase('the content endpoint descriptors', (db) => {
  let app: FastifyInstance;
  let paths: OpenAPIV3_1.PathsObject;
  beforeAll(async () => {
    app = await createTestApp(db());
    paths = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'content-contract.localhost' } })).json().paths;
  });
  afterAll(() => app.close());

  it('each names a registered route, described with its input and a success answer (204 for deletes and reorders)', () => {
    for (const [name, endpoint] of Object.entries(contentEndpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = paths[path]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, name).toBeDefined();
      const answers = Object.keys(operation!.responses ?? {}).filter((status) => status.startsWith('2'));
      if (endpoint.method === 'DELETE' && name !== 'removeNavigationItem') expect(answers, name).toEqual([]);
      else if (name === 'reorderItems') expect(answers, name).toEqual([]);
      else {
        expect(answers.length, name).toBe(1);
        expect(OK).toContain(answers[0]);
        const schema = (operation!.responses![answers[0]!] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
        expect(schema, name).toBeDefined();
      }
      if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && name !== 'setHomepage') expect(operation!.requestBody, name).toBeDefined();
    }
  });
});
