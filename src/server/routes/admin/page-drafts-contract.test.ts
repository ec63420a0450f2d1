/**
 * The page draft calls' contract: every descriptor in `page-drafts-endpoints.ts` names a route
 * the server registers, with its input and answer described; at compile time the descriptors
 * answer what the content module returns.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import type { ContentService } from '../../../modules/content';
import type { AnswerOf, BodyOf } from '../../../shared/api/endpoint';
import type { PageDraft, PagePublishAnswer, PageVersionAnswer, PageVersionSummary } from '../../../shared/api/page-drafts';
import { pageDraftEndpoints } from '../../../shared/api/page-drafts-endpoints';

describe('the page draft contract (compile-time)', () => {
  it('each descriptor answers what the module returns', () => {
    expectTypeOf<AnswerOf<typeof pageDraftEndpoints.getPageDraft>['draft']>().toEqualTypeOf<PageDraft>();
    expectTypeOf<Awaited<ReturnType<ContentService['savePageDraft']>>>().toEqualTypeOf<PageDraft>();
    expectTypeOf<Awaited<ReturnType<ContentService['publishPageDraft']>>>().toEqualTypeOf<PagePublishAnswer>();
    expectTypeOf<Awaited<ReturnType<ContentService['listPageVersions']>>>().toEqualTypeOf<PageVersionSummary[]>();
    expectTypeOf<Awaited<ReturnType<ContentService['getPageVersion']>>>().toEqualTypeOf<PageVersionAnswer>();
    expectTypeOf<BodyOf<typeof pageDraftEndpoints.savePageDraft>>().toHaveProperty('baseRevision');
    expectTypeOf<BodyOf<typeof pageDraftEndpoints.publishPageDraft>>().toHaveProperty('revision');
  });
});

describeDatabase('the page draft endpoint descriptors', (db) => {
  let app: FastifyInstance;
  let paths: OpenAPIV3_1.PathsObject;
  beforeAll(async () => {
    app = await createTestApp(db());
    paths = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'page-drafts-contract.localhost' } })).json().paths;
  });
  afterAll(() => app.close());

  it('each names a registered route, described with its input and one success answer', () => {
    for (const [name, endpoint] of Object.entries(pageDraftEndpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = paths[path]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, name).toBeDefined();
      const answers = Object.keys(operation!.responses ?? {}).filter((status) => status.startsWith('2'));
      expect(answers, name).toEqual(['200']);
      expect((operation!.responses!['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema, name).toBeDefined();
      if (endpoint.method !== 'GET') expect(operation!.requestBody, name).toBeDefined();
    }
  });
});
