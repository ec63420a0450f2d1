/**
 * The demo site's pictures: rendered once (two at a time, the machine's two cores), kept in a
 * cache folder keyed by the drawing code so the next fresh data folder (and every browser
 * test's server) reuses them, then uploaded through the media service like an owner's files.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaAsset, MediaService } from '../modules/media';
import { DEMO_IMAGE_LIST, generateDemoImages, type DemoImage } from './demo-images';

/** How many pictures render at once: sharp keeps one thread per job here, so two use two cores. */
const RENDER_CONCURRENCY = 2;

/** The demo pictures by file name, uploaded: each carries the item fields templates read. */
export type DemoAssets = ReadonlyMap<string, MediaAsset>;

/** A fingerprint of the code that draws the pictures: a changed drawing never reads a stale cache. */
async function drawingFingerprint(): Promise<string> {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const files = (await readdir(folder)).filter((f) => /^demo-image.*\.[jt]s$/.test(f) && !f.includes('.test.')).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The default cache: the system's temporary folder, one subfolder per drawing fingerprint. */
export function defaultDemoImageCache(): string {
  return join(tmpdir(), 'stoa-demo-images');
}

async function readCached(folder: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(folder, name));
  } catch {
    return null;
  }
}

/** Writes beside the target and renames, so a crash never leaves half a picture in the cache. */
async function writeCached(folder: string, name: string, buffer: Buffer): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `${name}.${process.pid}.part`);
    await writeFile(temporary, buffer);
    await rename(temporary, join(folder, name));
  } catch {
    // A cache that cannot be written only costs the next start the rendering time.
  }
}

/**
 * Every demo picture, from the cache when it holds them, else rendered (and cached). `cacheDir`
 * null renders without a cache.
 */
export async function loadDemoImages(cacheDir: string | null = defaultDemoImageCache()): Promise<DemoImage[]> {
  const folder = cacheDir === null ? null : join(cacheDir, await drawingFingerprint());
  const queue = [...DEMO_IMAGE_LIST];
  const byName = new Map<string, DemoImage>();
  const worker = async () => {
    for (let picture = queue.shift(); picture !== undefined; picture = queue.shift()) {
      const cached = folder === null ? null : await readCached(folder, picture.name);
      if (cached !== null) {
        byName.set(picture.name, { name: picture.name, buffer: cached, altText: picture.altText });
        continue;
      }
      const [image] = await generateDemoImages([picture.name]);
      byName.set(picture.name, image!);
      if (folder !== null) await writeCached(folder, picture.name, image!.buffer);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return DEMO_IMAGE_LIST.map((p) => byName.get(p.name)!);
}

/** Uploads the pictures to the site's media library (one at a time: each upload analyses colours). */
export async function uploadDemoImages(media: Pick<MediaService, 'upload'>, websiteId: string, images: readonly DemoImage[]): Promise<DemoAssets> {
  const assets = new Map<string, MediaAsset>();
  for (const image of images) {
    assets.set(image.name, await media.upload(websiteId, { filename: image.name, data: image.buffer, altText: image.altText }));
  }
  return assets;
}

/** The item fields (MEDIA-10) of an uploaded picture, for a content item that shows it. */
export function itemImageFields(asset: MediaAsset) {
  return {
    assetUrl: asset.assetUrl,
    filename: asset.filename,
    originalSize: asset.originalSize,
    mediaFocalPoint: asset.mediaFocalPoint,
    colorData: asset.colorData,
    altText: asset.altText,
    systemDataVariants: asset.systemDataVariants,
  };
}

/** The uploaded picture of that name; the demo's own lists name only pictures it has. */
export function assetNamed(assets: DemoAssets, name: string): MediaAsset {
  const asset = assets.get(name);
  if (asset === undefined) throw new Error(`demo picture ${name} is missing`);
  return asset;
}
