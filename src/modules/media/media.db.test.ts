import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { PATCHWORK, describeImage, patchworkImage, rotatedJpeg, transparentPng } from '../../../test/support/images';
import { createMemoryBlobStore } from '../../db/blob-store';
import { fixedClock } from '../../shared/clock';
import { describeError } from '../../shared/error-catalog';
import { isDomainError, type DomainError } from '../../shared/errors';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { createSitesService } from '../sites';
import { createMediaService } from './index';

/** The user-facing message a domain error turns into. */
const messageOf = (e: unknown) => describeError((e as DomainError).code, (e as DomainError).details).message;

describeDatabase('media service', (db) => {
  let siteCounter = 0;
  const setup = async (options: { maxUploadBytes?: number } = {}) => {
    const prefix = `m${Math.random().toString(16).slice(2, 6)}`;
    const clock = fixedClock(1_700_000_000_000);
    const events: DomainEvent[] = [];
    const bus = createEventBus((e) => {
      throw e;
    });
    bus.on('site.changed', (e) => void events.push(e));
    const ids = sequentialIds(prefix);
    const sites = createSitesService({ db: db().db, ids, clock, events: bus });
    const storage = createMemoryBlobStore();
    const media = createMediaService({ db: db().db, ids, clock, events: bus, storage, ...options });
    const site = await sites.create({ identifier: `media-${prefix}-${++siteCounter}` });
    const other = await sites.create({ identifier: `other-${prefix}-${siteCounter}` });
    return { media, storage, site, other, events, clock };
  };

  it('MEDIA-10 gives an upload its item fields: filename, assetUrl, originalSize, focal point, colorData, altText, variants', async () => {
    const { media, storage, site, events } = await setup();
    const asset = await media.upload(site.id, { filename: 'Patchwork Test.PNG', data: await patchworkImage(400, 200), altText: '  A test card  ' });
    expect(asset).toMatchObject({
      websiteId: site.id,
      filename: 'Patchwork-Test.png',
      assetUrl: `/media/${asset.id}/Patchwork-Test.png`,
      contentType: 'image/png',
      originalSize: '400x200',
      width: 400,
      height: 200,
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: 'A test card',
      systemDataVariants: '400x200,100w,300w',
    });
    expect(storage.keys()).toEqual([`${site.id}/${asset.id}/original`]);
    expect(events).toEqual([{ type: 'site.changed', websiteId: site.id }]);
  });

  it('GAP-97 colorData holds the averages of the four corners and the centre, and the dominant colour as background', async () => {
    const { media, site } = await setup();
    const asset = await media.upload(site.id, { filename: 'colours.png', data: await patchworkImage(400, 200) });
    expect(asset.colorData).toEqual({
      topLeftAverage: PATCHWORK.topLeft,
      topRightAverage: PATCHWORK.topRight,
      bottomLeftAverage: PATCHWORK.bottomLeft,
      bottomRightAverage: PATCHWORK.bottomRight,
      centerAverage: PATCHWORK.center,
      suggestedBgColor: PATCHWORK.background,
    });
  });

  it('recognises every accepted format by its bytes, whatever the name says', async () => {
    const { media, site } = await setup();
    for (const [format, type, ext] of [
      ['jpeg', 'image/jpeg', 'jpg'],
      ['webp', 'image/webp', 'webp'],
      ['gif', 'image/gif', 'gif'],
      ['avif', 'image/avif', 'avif'],
    ] as const) {
      const asset = await media.upload(site.id, { filename: 'named-as.png', data: await patchworkImage(300, 150, format) });
      expect(asset, format).toMatchObject({ contentType: type, filename: `named-as.${ext}`, originalSize: '300x150' });
      expect(asset.colorData.topLeftAverage.length, format).toBe(6);
    }
  });

  it('reads the displayed size of a photo turned by its EXIF orientation', async () => {
    const { media, site } = await setup();
    const asset = await media.upload(site.id, { filename: 'portrait.jpg', data: await rotatedJpeg(300, 200) });
    expect(asset.originalSize).toBe('200x300');
  });

  it('ADM-27 refuses files that are not JPEG, PNG, WebP, GIF or AVIF images', async () => {
    const { media, site, storage } = await setup();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const truncated = (await patchworkImage(400, 200, 'jpeg')).subarray(0, 300);
    for (const [filename, data] of [
      ['notes.txt', Buffer.from('hello, not an image')],
      ['logo.svg', svg],
      ['broken.jpg', truncated],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      const error = await media.upload(site.id, { filename, data }).catch((e: unknown) => e);
      expect(isDomainError(error, 'MEDIA_FILE_UNSUPPORTED'), filename).toBe(true);
      expect(messageOf(error)).toBe(`The file ${filename} does not appear to be a supported file.`);
    }
    expect(storage.keys()).toEqual([]);
  });

  it('ADM-28 refuses a file over the limit, naming the limit in megabytes of 1,000,000 bytes (ADM-57)', async () => {
    const { media, site } = await setup({ maxUploadBytes: 2_500_000 });
    const error = await media.upload(site.id, { filename: 'huge.jpg', data: new Uint8Array(2_500_001) }).catch((e: unknown) => e);
    expect(isDomainError(error, 'MEDIA_FILE_TOO_LARGE')).toBe(true);
    expect(messageOf(error)).toBe('The file huge.jpg is too large; the maximum allowed size is 2.5 MB.');
    const { media: defaults } = await setup();
    expect(defaults.maxUploadBytes).toBe(20_000_000);
  });

  it('changes alt text and focal point, refuses a focal point outside 0..1, and keeps sites apart', async () => {
    const { media, site, other, clock } = await setup();
    const asset = await media.upload(site.id, { filename: 'a.png', data: await patchworkImage(200, 100) });
    clock.advance(1000);
    const updated = await media.update(site.id, asset.id, { altText: 'Blue mug on a shelf', focalPoint: { x: 0.25, y: 0.8 } });
    expect(updated).toMatchObject({ altText: 'Blue mug on a shelf', mediaFocalPoint: { x: 0.25, y: 0.8 }, updatedAt: asset.updatedAt + 1000 });
    expect((await media.update(site.id, asset.id, { altText: '' })).altText).toBe('');
    await expect(media.update(site.id, asset.id, { focalPoint: { x: 1.5, y: 0 } })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    await expect(media.update(site.id, asset.id, { altText: 'x'.repeat(1001) })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    await expect(media.update(other.id, asset.id, { altText: 'hijack' })).rejects.toSatisfy((e) => isDomainError(e, 'MEDIA_NOT_FOUND'));
    await expect(media.get(other.id, asset.id)).rejects.toSatisfy((e) => isDomainError(e, 'MEDIA_NOT_FOUND'));
    await expect(media.remove(other.id, asset.id)).rejects.toSatisfy((e) => isDomainError(e, 'MEDIA_NOT_FOUND'));
    expect((await media.get(site.id, asset.id)).altText).toBe('');
  });

  it('lists a site’s images newest first and exports their item fields for the storefront snapshot', async () => {
    const { media, site, other, clock } = await setup();
    const first = await media.upload(site.id, { filename: 'first.png', data: await patchworkImage(200, 100) });
    clock.advance(1000);
    const second = await media.upload(site.id, { filename: 'second.png', data: await patchworkImage(200, 100) });
    await media.upload(other.id, { filename: 'elsewhere.png', data: await patchworkImage(200, 100) });
    expect((await media.list(site.id)).map((a) => a.filename)).toEqual(['second.png', 'first.png']);
    expect((await media.list(site.id, { limit: 1, offset: 1 })).map((a) => a.id)).toEqual([first.id]);
    const snapshot = await media.exportMedia(site.id);
    expect(Object.keys(snapshot).sort()).toEqual([first.id, second.id].sort());
    expect(snapshot[first.id]).toEqual({
      id: first.id,
      filename: 'first.png',
      assetUrl: first.assetUrl,
      contentType: 'image/png',
      originalSize: '200x100',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      colorData: first.colorData,
      altText: '',
      systemDataVariants: '200x100,100w',
    });
  });

  it('MEDIA-08 serves a snapped width in the accepted encoding, encodes it once, and deletes every variant with the image', async () => {
    const { media, site, storage } = await setup();
    const asset = await media.upload(site.id, { filename: 'photo.jpg', data: await patchworkImage(1200, 600, 'jpeg') });
    const request = { websiteId: site.id, assetId: asset.id, filename: 'photo.jpg' };
    const webp = await media.serveImage({ ...request, format: '640w', accept: 'image/webp,*/*' });
    expect(webp).toMatchObject({ contentType: 'image/webp', etag: `"${asset.id}-750w-webp"`, negotiated: true });
    expect(await describeImage(await webp.body())).toEqual({ format: 'webp', width: 750, height: 375 });
    const capped = await media.serveImage({ ...request, format: '2500w', accept: '*/*' });
    expect(capped.etag).toBe(`"${asset.id}-1200w-jpg"`);
    expect(await describeImage(await capped.body())).toEqual({ format: 'jpeg', width: 1200, height: 600 });
    const cachedKeys = storage.keys();
    expect(cachedKeys).toContain(`${site.id}/${asset.id}/750w.webp`);
    const again = await (await media.serveImage({ ...request, format: '750w', accept: 'image/webp' })).body();
    expect(again.equals(await webp.body())).toBe(true);
    expect(storage.keys()).toEqual(cachedKeys);
    const original = await media.serveImage({ ...request, format: 'original', accept: 'image/avif' });
    expect(original).toMatchObject({ contentType: 'image/jpeg', negotiated: false });
    expect((await original.body()).length).toBe(asset.bytes);
    await expect(media.serveImage({ ...request, filename: 'other.jpg', format: '500w', accept: '' })).rejects.toSatisfy((e) =>
      isDomainError(e, 'MEDIA_NOT_FOUND'),
    );
    await expect(media.serveImage({ ...request, format: 'big', accept: '' })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    await media.remove(site.id, asset.id);
    expect(storage.keys()).toEqual([]);
    await expect(media.get(site.id, asset.id)).rejects.toSatisfy((e) => isDomainError(e, 'MEDIA_NOT_FOUND'));
  });

  it('keeps transparency: a PNG with alpha stays PNG for browsers without WebP or AVIF', async () => {
    const { media, site } = await setup();
    const asset = await media.upload(site.id, { filename: 'logo.png', data: await transparentPng(600, 300) });
    const served = await media.serveImage({ websiteId: site.id, assetId: asset.id, filename: 'logo.png', format: '300w', accept: undefined });
    expect(served.contentType).toBe('image/png');
    expect(await describeImage(await served.body())).toEqual({ format: 'png', width: 300, height: 150 });
    expect(asset.colorData.topLeftAverage).toBe('e38e8e'); // rgb(200,30,30) at alpha 128/255 over white
  });
});
