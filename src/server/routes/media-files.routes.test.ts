import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { describeImage, patchworkImage } from '../../../test/support/images';
import type { MediaAsset } from '../../modules/media';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describeDatabase('media files over HTTP', (db) => {
  let app: FastifyInstance;
  let asset: MediaAsset;
  let original: Buffer;
  const host = 'pictures.localhost';

  beforeAll(async () => {
    app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: 'pictures', isDefault: false });
    await app.services.sites.create({ identifier: 'neighbour', isDefault: false });
    await app.services.siteDirectory.refresh();
    original = await patchworkImage(1200, 800, 'jpeg');
    asset = await app.services.media.upload(site.id, { filename: 'Ceramic Mug.jpg', data: original });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { host, ...headers } });

  it('MEDIA-08 serves AVIF to browsers that accept it, WebP to those that accept only WebP, else the original format', async () => {
    const avif = await get(`${asset.assetUrl}?format=500w`, { accept: CHROME_ACCEPT });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await describeImage(avif.rawPayload)).toEqual({ format: 'avif', width: 500, height: 333 });
    const webp = await get(`${asset.assetUrl}?format=500w`, { accept: SAFARI_ACCEPT });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await describeImage(webp.rawPayload)).toEqual({ format: 'webp', width: 500, height: 333 });
    const jpeg = await get(`${asset.assetUrl}?format=500w`, { accept: '*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await describeImage(jpeg.rawPayload)).toEqual({ format: 'jpeg', width: 500, height: 333 });
    for (const response of [avif, webp, jpeg]) expect(response.headers.vary).toBe('Accept');
    expect(new Set([avif.headers.etag, webp.headers.etag, jpeg.headers.etag]).size).toBe(3);
  });

  it('MEDIA-08 snaps other widths to the next allowed width and never upscales beyond the original', async () => {
    const snapped = await get(`${asset.assetUrl}?format=640w`, { accept: 'image/webp' });
    expect(await describeImage(snapped.rawPayload)).toMatchObject({ width: 750 });
    const capped = await get(`${asset.assetUrl}?format=2500w`, { accept: 'image/webp' });
    expect(await describeImage(capped.rawPayload)).toMatchObject({ width: 1200, height: 800 });
    const largest = await get(asset.assetUrl, { accept: 'image/webp' });
    expect(largest.headers.etag).toBe(capped.headers.etag);
    const bad = await get(`${asset.assetUrl}?format=huge`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('caches for a year as immutable with an ETag, answers 304 to a matching If-None-Match, and serves the same bytes again', async () => {
    const first = await get(`${asset.assetUrl}?format=300w`, { accept: 'image/webp' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBe(`"${asset.id}-300w-webp"`);
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await get(`${asset.assetUrl}?format=300w`, { accept: 'image/webp' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await get(`${asset.assetUrl}?format=300w`, { accept: 'image/webp', 'if-none-match': `W/"x", ${first.headers.etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await get(`${asset.assetUrl}?format=300w`, { accept: 'image/webp' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('serves the uploaded bytes as they were for ?format=original, whatever the Accept header', async () => {
    const response = await get(`${asset.assetUrl}?format=original`, { accept: CHROME_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBeUndefined();
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it('answers 404 when the host’s site does not own the asset, the host names no site, or the file name differs', async () => {
    for (const [url, headers] of [
      [`${asset.assetUrl}?format=500w`, { host: 'neighbour.localhost' }],
      [`${asset.assetUrl}?format=500w`, { host: 'nosuch.localhost' }],
      [`/media/${asset.id}/other-name.jpg?format=500w`, {}],
      ['/media/ffffffffffffffffffffffff/Ceramic-Mug.jpg', {}],
      ['/media/not%20an%20id/x.jpg', {}],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, `${headers.host ?? host}${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND', message: 'That image could not be found.' });
    }
  });
});
