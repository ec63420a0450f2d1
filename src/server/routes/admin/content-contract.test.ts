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
import { ownerSession } from '../../../../test/support/owner';
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
const BASE = '/api/admin/content';

describeDatabase('the content answers are whole', (db) => {
  it('ADM-14 STORE-12 every field the module returns reaches the owner: collections, items, layouts, navigation, categories, header and footer', async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `whole-${Math.random().toString(16).slice(2, 8)}`, title: 'Whole' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const content = app.services.content;
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
      return res.json();
    };

    const settings = { collectionView: 'grid', pageSize: 12, seoTitle: 'T', seoDescription: 'D', showPastOrUpcomingEvents: 'past', galleryOptions: { autoplay: true, delay: 3, design: 'grid' }, relatedItemsEnabled: true, productQuickViewEnabled: false };
    const created = await call('POST', `${BASE}/collections`, { type: 1, typeName: 'events', title: 'Events', description: 'What is on', publishOn: null, settings });
    const kept = await content.getCollection(site.id, created.collection.id);
    expect(kept.settings).toEqual(settings);
    expect(created).toEqual({ collection: kept });
    expect(await call('GET', `${BASE}/collections`)).toEqual({ collections: await content.listCollections(site.id) });
    const folder = (await call('POST', `${BASE}/collections`, { type: 1, folder: true, folderBehavior: 1, title: 'Company' })).collection;
    expect(folder).toEqual(await content.getCollection(site.id, folder.id));

    const item = {
      recordType: 12, title: 'Fair', body: '<p>Fair</p>', excerpt: 'E', urlId: 'fair', assetUrl: 'https://example.com/a.png', filename: 'a.png', originalSize: '10x20',
      mediaFocalPoint: { x: 0.1, y: 0.9 }, colorData: { topLeftAverage: 'abc', topRightAverage: '#aabbcc', bottomLeftAverage: '000000', bottomRightAverage: 'ffffff', centerAverage: '123456', suggestedBgColor: 'fff' },
      altText: 'Alt', systemDataVariants: '10x20', categories: ['Fun'], tags: ['fair'], author: { displayName: 'Ann' }, starred: true, promotedBlockType: 'image',
      startDate: 1_700_000_000_000, endDate: 1_700_000_360_000, location: { addressTitle: 'Hall', addressLine1: '1 Road', addressLine2: 'Town', addressCountry: 'NL', mapLat: 52.1, mapLng: 4.3 },
      externalLink: 'https://example.com/fair', commentState: 1, publishOn: null,
    };
    const added = await call('POST', `${BASE}/collections/${created.collection.id}/items`, item);
    const keptItem = await content.getItem(site.id, added.item.id);
    expect(keptItem.location).toEqual(item.location);
    expect(keptItem.colorData?.suggestedBgColor).toBe('ffffff');
    expect(added).toEqual({ item: keptItem });
    expect(await call('GET', `${BASE}/collections/${created.collection.id}/items`)).toEqual(await content.listItems(site.id, created.collection.id));

    const page = (await call('POST', `${BASE}/collections`, { type: 10, title: 'Home' })).collection;
    const layout = { rows: [{ blocks: [{ type: 2, span: 6, data: { html: '<p>Hi</p>', nested: { list: [1, 'two', null, true] } } }, { type: 1000, data: {} }] }] };
    expect(await call('PUT', `${BASE}/pages/${page.id}/layout`, layout)).toEqual({ layout: await content.getPageLayout(site.id, page.id) });
    expect((await content.getPageLayout(site.id, page.id)).rows[0]!.blocks[0]).toMatchObject({ span: 6, data: layout.rows[0]!.blocks[0]!.data });

    const entries = [{ collectionId: page.id }, { collectionId: folder.id, items: [{ externalLink: { url: 'https://example.com/jobs', title: 'Jobs', newWindow: true } }] }];
    expect(await call('PUT', `${BASE}/navigation/mainNavigation`, { items: entries })).toEqual({ navigation: await content.getNavigation(site.id) });
    expect((await content.getNavigation(site.id)).mainNavigation[1]!.items[0]!.externalLink).toEqual(entries[1]!.items![0]!.externalLink);

    await call('POST', `${BASE}/collections/${created.collection.id}/categories`, { displayName: 'All', parentCategoryId: '', type: 'ROOT' });
    await call('POST', `${BASE}/collections/${created.collection.id}/categories`, { displayName: 'Shirts' });
    expect(await call('GET', `${BASE}/collections/${created.collection.id}/categories`)).toEqual({ categories: await content.listCategories(site.id, created.collection.id) });

    expect(await call('PUT', '/api/site-header-footer', { header: '<meta name="x">', footer: '<p>f</p>' })).toEqual({ header: '<meta name="x">', footer: '<p>f</p>' });
    await app.close();
  });
});

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
