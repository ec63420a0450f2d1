import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { patchworkImage } from '../../../../test/support/images';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

/** A multipart/form-data body with a `file` part (when given) and text fields. */
function multipart(file: { filename: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----stoa-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describeDatabase('owner media routes', (db) => {
  let app: FastifyInstance;
  let siteA: string;
  let siteB: string;
  let ownerA: Record<string, string>;
  let ownerB: Record<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    app = await createTestApp(db());
    siteA = (await app.services.sites.create({ identifier: 'media-admin-a', isDefault: false })).id;
    siteB = (await app.services.sites.create({ identifier: 'media-admin-b', isDefault: false })).id;
    ownerA = (await ownerSession(app, { websiteId: siteA })).headers;
    ownerB = (await ownerSession(app, { websiteId: siteB })).headers;
    png = await patchworkImage(800, 400);
  });

  const upload = (headers: Record<string, string>, file: Parameters<typeof multipart>[0], fields?: Record<string, string>) => {
    const body = multipart(file, fields);
    return app.inject({ method: 'POST', url: '/api/admin/media', headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  };

  it('MEDIA-10 uploads an image and answers its item fields', async () => {
    const res = await upload(ownerA, { filename: 'Blue Mug.png', type: 'image/png', data: png }, { altText: 'A blue mug' });
    expect(res.statusCode).toBe(201);
    const asset = res.json();
    expect(asset).toMatchObject({
      websiteId: siteA,
      filename: 'Blue-Mug.png',
      assetUrl: `/media/${asset.id}/Blue-Mug.png`,
      originalSize: '800x400',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: 'A blue mug',
      systemDataVariants: '800x400,100w,300w,500w,750w',
    });
    expect(Object.keys(asset.colorData).sort()).toEqual(['bottomLeftAverage', 'bottomRightAverage', 'centerAverage', 'suggestedBgColor', 'topLeftAverage', 'topRightAverage']);
    const served = await app.inject({ method: 'GET', url: `${asset.assetUrl}?format=300w`, headers: { host: ownerA.host! } });
    expect(served.statusCode).toBe(200);
  });

  it('MEDIA-10 answers the whole asset the library keeps: upload, read and list give every field of the service', async () => {
    const uploaded = await upload(ownerA, { filename: 'whole.png', type: 'image/png', data: png }, { altText: 'Whole' });
    const kept = await app.services.media.get(siteA, uploaded.json().id);
    expect(uploaded.json()).toEqual(kept);
    expect((await app.inject({ method: 'GET', url: `/api/admin/media/${kept.id}`, headers: ownerA })).json()).toEqual(kept);
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/media?limit=500', headers: ownerA })).json().assets;
    expect(listed.find((a: { id: string }) => a.id === kept.id)).toEqual(kept);
    const badQuery = await app.inject({ method: 'GET', url: '/api/admin/media?limit=0', headers: ownerA });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { limit: expect.any(String) } } });
  });

  it('ADM-27 and ADM-28 refuse unsupported and oversized files with the spec’s messages', async () => {
    const text = await upload(ownerA, { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('not an image') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'MEDIA_FILE_UNSUPPORTED', message: 'The file notes.txt does not appear to be a supported file.' });
    const huge = await upload(ownerA, { filename: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(20_000_001) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'MEDIA_FILE_TOO_LARGE', message: 'The file huge.jpg is too large; the maximum allowed size is 20 MB.' });
    const none = await upload(ownerA, null, { altText: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { file: 'Choose an image file to upload.' } } });
  });

  it('lists, changes alt text and focal point, and deletes; bad values are a 400', async () => {
    const asset = (await upload(ownerA, { filename: 'listed.png', type: 'image/png', data: png })).json();
    const list = await app.inject({ method: 'GET', url: '/api/admin/media', headers: ownerA });
    expect(list.statusCode).toBe(200);
    expect(list.json().assets.map((a: { id: string }) => a.id)).toContain(asset.id);
    const patched = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerA, payload: { altText: 'Listed', focalPoint: { x: 0.2, y: 0.7 } } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ altText: 'Listed', mediaFocalPoint: { x: 0.2, y: 0.7 } });
    const bad = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerA, payload: { focalPoint: { x: 2, y: 0 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/media/${asset.id}`, headers: ownerA });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `/api/admin/media/${asset.id}`, headers: ownerA });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('MEDIA_NOT_FOUND');
  });

  it('ADM-20 renames a file in the library (its URL keeps the file name); an empty name is "Please enter a file name."', async () => {
    const asset = (await upload(ownerA, { filename: 'Holiday Photo.png', type: 'image/png', data: png })).json();
    expect(asset).toMatchObject({ name: 'Holiday Photo.png', filename: 'Holiday-Photo.png' });
    const renamed = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerA, payload: { name: '  Summer 2026  ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Summer 2026', filename: 'Holiday-Photo.png', assetUrl: asset.assetUrl });
    for (const name of ['', '   ']) {
      const empty = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerA, payload: { name } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { name: 'Please enter a file name.' } } });
    }
    const long = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerA, payload: { name: 'x'.repeat(256) } });
    expect(long.statusCode).toBe(400);
    await expect(app.services.media.update(siteA, asset.id, { name: ' ' })).rejects.toMatchObject({ code: 'MEDIA_NAME_REQUIRED' });
    expect((await app.inject({ method: 'GET', url: `/api/admin/media/${asset.id}`, headers: ownerA })).json().name).toBe('Summer 2026');
    const other = await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: ownerB, payload: { name: 'Taken' } });
    expect(other.statusCode).toBe(404);
    const viewer = (await ownerSession(app, { websiteId: siteA, role: ContributorRole.VIEWER })).headers;
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, headers: viewer, payload: { name: 'Mine' } })).statusCode).toBe(403);
  });

  it('searches the library by name, file name or alt text, any case, wildcards taken literally', async () => {
    const a = (await upload(ownerA, { filename: 'zebra-stripes.png', type: 'image/png', data: png })).json();
    const b = (await upload(ownerA, { filename: 'plain.png', type: 'image/png', data: png }, { altText: 'A ZEBRA at dusk' })).json();
    const c = (await upload(ownerA, { filename: '100%_cotton.png', type: 'image/png', data: png })).json();
    const search = async (q: string, headers = ownerA) =>
      (await app.inject({ method: 'GET', url: `/api/admin/media?q=${encodeURIComponent(q)}&limit=500`, headers })).json().assets.map((x: { id: string }) => x.id);
    expect(await search('Zebra')).toEqual([b.id, a.id]);
    expect(await search('100%_')).toEqual([c.id]);
    expect(await search('%')).toEqual([c.id]);
    expect(await search('zebra', ownerB)).toEqual([]);
    await app.inject({ method: 'PATCH', url: `/api/admin/media/${c.id}`, headers: ownerA, payload: { name: 'Organic shirt' } });
    expect(await search('organic')).toEqual([c.id]);
    const tooLong = await app.inject({ method: 'GET', url: `/api/admin/media?q=${'x'.repeat(201)}`, headers: ownerA });
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps sites apart: site B’s owner can neither see nor change site A’s images', async () => {
    const asset = (await upload(ownerA, { filename: 'private.png', type: 'image/png', data: png })).json();
    expect((await app.inject({ method: 'GET', url: '/api/admin/media', headers: ownerB })).json().assets).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { altText: 'mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.inject({ method, url: `/api/admin/media/${asset.id}`, headers: ownerB, ...(payload && { payload }) });
      expect(res.statusCode, method).toBe(404);
    }
    // A's session cookie means nothing on B's host.
    const crossHost = await app.inject({ method: 'GET', url: '/api/admin/media', headers: { ...ownerA, host: ownerB.host! } });
    expect(crossHost.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/admin/media/${asset.id}`, headers: ownerA })).json().altText).toBe('');
  });

  it('needs a session, the media.edit permission to change anything, and the crumb', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/media', headers: { host: ownerA.host! } });
    expect(anonymous.statusCode).toBe(401);
    const viewer = (await ownerSession(app, { websiteId: siteA, role: ContributorRole.VIEWER })).headers;
    expect((await app.inject({ method: 'GET', url: '/api/admin/media', headers: viewer })).statusCode).toBe(200);
    const viewerUpload = await upload(viewer, { filename: 'v.png', type: 'image/png', data: png });
    expect(viewerUpload.statusCode).toBe(403);
    const { 'x-csrf-token': _crumb, ...noCrumb } = ownerA;
    const forged = await upload(noCrumb, { filename: 'f.png', type: 'image/png', data: png });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'CRUMB_INVALID', crumbFail: true });
  });
});
