import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { CollectionType, BlockType } from '../../shared/enums';
import { acceptsGzip } from './compression';

const withEncoding = (header: string | undefined) => acceptsGzip({ headers: header === undefined ? {} : { 'accept-encoding': header } } as never);

describe('Accept-Encoding', () => {
  it('issue 5 item 9: takes gzip when named, by x-gzip or by *, and not at q=0', () => {
    expect(withEncoding('gzip, deflate, br, zstd')).toBe(true);
    expect(withEncoding('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(withEncoding('x-gzip')).toBe(true);
    expect(withEncoding('*')).toBe(true);
    expect(withEncoding('gzip;q=0')).toBe(false);
    expect(withEncoding('*, gzip;q=0')).toBe(false);
    expect(withEncoding('br, deflate')).toBe(false);
    expect(withEncoding('identity')).toBe(false);
    expect(withEncoding(undefined)).toBe(false);
  });
});

describeDatabase('storefront compression and favicon over HTTP', (db) => {
  let app: FastifyInstance;
  let host: string;
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: { host, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) } });

  beforeAll(async () => {
    app = await createTestApp(db());
    const { sites, content } = app.services;
    const site = await sites.create({ identifier: `gzip-${process.pid}`, title: 'Gzip Store', isDefault: false });
    const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await content.setHomepage(site.id, home.id);
    const paragraphs = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} of a page long enough to be worth compressing.</p>`).join('');
    await content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: paragraphs } }] }] });
    host = `${site.identifier}.localhost`;
  });
  afterAll(async () => app.close());

  it('issue 5 item 9: a page is gzipped for a client that takes gzip, the same bytes once unpacked, and plain otherwise', async () => {
    const plain = await get('/');
    const packed = await get('/', 'gzip, deflate, br');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(packed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(packed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    // The same page apart from its scripts' CSP nonce, which is new for every response.
    const nonceOf = (res: typeof plain) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(gunzipSync(packed.rawPayload).toString('utf8').replaceAll(nonceOf(packed), 'NONCE')).toBe(plain.body.replaceAll(nonceOf(plain), 'NONCE'));
  });

  it('issue 5 item 9: the theme stylesheet is gzipped with its own ETag, cached for a year either way', async () => {
    const page = await get('/');
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const plain = await get(href!);
    const packed = await get(href!, 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, packed]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
    }
    expect(packed.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('issue 5 item 9: /favicon.ico answers 204 (no icon), not a 404 the console reports', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
