/**
 * A site's images: upload (checked, measured, colour-sampled, stored as sent), the owner's
 * library (list, alt text, focal point, delete), the storefront snapshot, and serving at the
 * MEDIA-08 widths in the encoding the browser accepts, each variant encoded once and kept.
 */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { BlobStore } from '../../db/blob-store';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import { MAX_ALT_TEXT_INPUT, MAX_DISPLAY_NAME } from '../../shared/api/media';
import { MAX_UPLOAD_BYTES } from '../../shared/media-upload';
import { createEncodeQueue } from './encode-queue';
import { CONTENT_TYPES, EXTENSIONS, computeColorData, readImageFacts } from './image-analysis';
import { IMAGE_WIDTHS, encodeVariant, negotiateFormat, parseFormatRequest, servedWidth } from './image-variants';
import { cleanFilename, formatMegabytes, toMediaAsset, toMediaItemFields, type AssetRow } from './media.mapping';
import { assets } from './media.tables';
import type { ImageFormat, ImageRequest, MediaAsset, MediaPatch, MediaSnapshot, ServedImage, UploadInput } from './media.types';

/** Largest upload accepted (ADM-28 names it in megabytes of 1,000,000 bytes, ADM-57). */
export const DEFAULT_MAX_UPLOAD_BYTES = MAX_UPLOAD_BYTES;
export { MAX_ALT_TEXT_INPUT } from '../../shared/api/media';

export interface MediaDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  events: EventBus;
  storage: BlobStore;
  maxUploadBytes?: number;
  /** sharp jobs at once; each uses libvips threads already, so 2 suits a 2-core machine. */
  maxConcurrentEncodes?: number;
}

export type MediaService = ReturnType<typeof createMediaService>;

const originalKey = (websiteId: string, assetId: string) => `${websiteId}/${assetId}/original`;
const variantKey = (websiteId: string, assetId: string, width: number, format: ImageFormat) =>
  `${websiteId}/${assetId}/${width}w.${EXTENSIONS[format]}`;

function formatOfContentType(contentType: string): ImageFormat {
  const entry = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType);
  return (entry?.[0] ?? 'jpeg') as ImageFormat;
}

function checkPatch(patch: MediaPatch): void {
  if (patch.name !== undefined) {
    if (typeof patch.name !== 'string' || patch.name.trim() === '') throw new DomainError('MEDIA_NAME_REQUIRED', { field: 'name' });
    if (patch.name.trim().length > MAX_DISPLAY_NAME) throw new DomainError('VALIDATION_FAILED', { field: 'name' });
  }
  if (patch.altText !== undefined && (typeof patch.altText !== 'string' || patch.altText.length > MAX_ALT_TEXT_INPUT)) {
    throw new DomainError('VALIDATION_FAILED', { field: 'altText' });
  }
  const point = patch.focalPoint;
  if (point !== undefined) {
    const inRange = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
    if (!inRange(point.x) || !inRange(point.y)) throw new DomainError('VALIDATION_FAILED', { field: 'focalPoint' });
  }
}

export function createMediaService({ db, ids, clock, events, storage, maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES, maxConcurrentEncodes = 2 }: MediaDeps) {
  const queue = createEncodeQueue(maxConcurrentEncodes);

  async function findRow(websiteId: string, assetId: string): Promise<AssetRow> {
    const [row] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.websiteId, websiteId)));
    if (row === undefined) throw new DomainError('MEDIA_NOT_FOUND', { assetId });
    return row;
  }

  async function readOriginal(row: AssetRow): Promise<Buffer> {
    const data = await storage.get(originalKey(row.websiteId, row.id));
    if (data === null) throw new DomainError('MEDIA_NOT_FOUND', { assetId: row.id });
    return data;
  }

  return {
    /** The largest upload accepted, in bytes. */
    maxUploadBytes,

    /**
     * Stores an image for a site: refuses files over the limit (ADM-28) and anything that is
     * not a JPEG, PNG, WebP, GIF or AVIF by its bytes (ADM-27); reads its dimensions and colour
     * data; the focal point starts at the centre.
     */
    async upload(websiteId: string, input: UploadInput): Promise<MediaAsset> {
      const fileName = input.filename.split(/[\\/]/).pop() || 'image';
      if (input.data.byteLength > maxUploadBytes) {
        throw new DomainError('MEDIA_FILE_TOO_LARGE', { fileName, maxSize: formatMegabytes(maxUploadBytes) });
      }
      checkPatch({ altText: input.altText });
      const facts = input.data.byteLength === 0 ? 'unsupported' : await queue.run(null, () => readImageFacts(input.data));
      if (facts === 'unsupported') throw new DomainError('MEDIA_FILE_UNSUPPORTED', { fileName });
      if (facts === 'too-many-pixels') throw new DomainError('MEDIA_FILE_TOO_LARGE', { fileName, maxSize: '100 megapixels' });
      let colorData;
      try {
        colorData = await queue.run(null, () => computeColorData(input.data));
      } catch (e) {
        // Headers can parse while the pixels do not (a truncated file).
        throw new DomainError('MEDIA_FILE_UNSUPPORTED', { fileName }, { cause: e });
      }
      const id = ids.next();
      const now = new Date(clock.now());
      await storage.put(originalKey(websiteId, id), input.data);
      let row: AssetRow;
      try {
        [row] = (await db
          .insert(assets)
          .values({
            id,
            websiteId,
            filename: cleanFilename(fileName, EXTENSIONS[facts.format]),
            contentType: CONTENT_TYPES[facts.format],
            bytes: input.data.byteLength,
            width: facts.width,
            height: facts.height,
            hasAlpha: facts.hasAlpha,
            animated: facts.animated,
            colorData,
            altText: (input.altText ?? '').trim(),
            displayName: fileName.trim().slice(0, MAX_DISPLAY_NAME) || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()) as [AssetRow];
      } catch (e) {
        await storage.delete(originalKey(websiteId, id));
        throw e;
      }
      events.emit({ type: 'site.changed', websiteId });
      return toMediaAsset(row);
    },

    async get(websiteId: string, assetId: string): Promise<MediaAsset> {
      return toMediaAsset(await findRow(websiteId, assetId));
    },

    /** A site's images, newest first; `q` keeps those whose name, file name or alt text contains it. */
    async list(websiteId: string, page: { limit?: number; offset?: number; q?: string } = {}): Promise<MediaAsset[]> {
      const limit = Math.min(Math.max(page.limit ?? 100, 1), 500);
      const query = page.q?.trim() ?? '';
      let where: SQL | undefined = eq(assets.websiteId, websiteId);
      if (query !== '') {
        // LIKE's own wildcards in the query are literal characters.
        const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where = and(where, or(ilike(assets.displayName, pattern), ilike(assets.filename, pattern), ilike(assets.altText, pattern)));
      }
      const rows = await db
        .select()
        .from(assets)
        .where(where)
        .orderBy(desc(assets.createdAt), desc(assets.id))
        .limit(limit)
        .offset(Math.max(page.offset ?? 0, 0));
      return rows.map(toMediaAsset);
    },

    /**
     * Renames (ADM-20: not to an empty name; the URL keeps its file name), changes the alt text
     * (trimmed; may be empty for a decorative image) or the focal point.
     */
    async update(websiteId: string, assetId: string, patch: MediaPatch): Promise<MediaAsset> {
      checkPatch(patch);
      await findRow(websiteId, assetId);
      const [row] = (await db
        .update(assets)
        .set({
          ...(patch.name !== undefined && { displayName: patch.name.trim() }),
          ...(patch.altText !== undefined && { altText: patch.altText.trim() }),
          ...(patch.focalPoint !== undefined && { focalX: patch.focalPoint.x, focalY: patch.focalPoint.y }),
          updatedAt: new Date(clock.now()),
        })
        .where(and(eq(assets.id, assetId), eq(assets.websiteId, websiteId)))
        .returning()) as [AssetRow];
      events.emit({ type: 'site.changed', websiteId });
      return toMediaAsset(row);
    },

    /** Deletes an image, its original and every variant made of it. */
    async remove(websiteId: string, assetId: string): Promise<void> {
      const [row] = await db
        .delete(assets)
        .where(and(eq(assets.id, assetId), eq(assets.websiteId, websiteId)))
        .returning();
      if (row === undefined) throw new DomainError('MEDIA_NOT_FOUND', { assetId });
      const widths = new Set(IMAGE_WIDTHS.map((w) => servedWidth(w, row.width)));
      const formats = Object.keys(EXTENSIONS) as ImageFormat[];
      const keys = [originalKey(websiteId, assetId), ...[...widths].flatMap((w) => formats.map((f) => variantKey(websiteId, assetId, w, f)))];
      await Promise.all(keys.map((key) => storage.delete(key)));
      events.emit({ type: 'site.changed', websiteId });
    },

    /** The media item fields of every image of a site, by id (the storefront snapshot). */
    async exportMedia(websiteId: string): Promise<MediaSnapshot> {
      const rows = await db.select().from(assets).where(eq(assets.websiteId, websiteId)).orderBy(assets.createdAt, assets.id);
      return Object.fromEntries(rows.map((row) => [row.id, toMediaItemFields(row)]));
    },

    /**
     * An image as served to browsers. The site must own the asset and the filename must be
     * its own (MEDIA_NOT_FOUND otherwise). `?format=original` is the upload's bytes; a width
     * snaps to MEDIA-08's next width up, capped at the original's; the encoding follows Accept.
     */
    async serveImage(request: ImageRequest): Promise<ServedImage> {
      const parsed = parseFormatRequest(request.format);
      if (parsed === null) throw new DomainError('VALIDATION_FAILED', { field: 'format' });
      const row = await findRow(request.websiteId, request.assetId);
      if (row.filename !== request.filename) throw new DomainError('MEDIA_NOT_FOUND', { assetId: row.id });
      if (parsed.kind === 'original') {
        return { contentType: row.contentType, etag: `"${row.id}-original"`, negotiated: false, body: () => readOriginal(row) };
      }
      const width = servedWidth(parsed.width, row.width);
      const format = negotiateFormat(formatOfContentType(row.contentType), request.accept, row.hasAlpha);
      const key = variantKey(row.websiteId, row.id, width, format);
      return {
        contentType: CONTENT_TYPES[format],
        etag: `"${row.id}-${width}w-${EXTENSIONS[format]}"`,
        negotiated: true,
        body: async () =>
          (await storage.get(key)) ??
          queue.run(key, async () => {
            const encoded = await encodeVariant(await readOriginal(row), width, format, row.animated);
            await storage.put(key, encoded);
            return encoded;
          }),
      };
    },
  };
}
