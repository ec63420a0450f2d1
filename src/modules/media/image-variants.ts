/**
 * Served variants of an image: which width a `?format=` asks for (MEDIA-08 widths, never
 * larger than the original), which encoding the browser's Accept header allows, and the
 * encoding itself (sharp).
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './image-analysis';
import type { ImageFormat } from './media.types';

/** MEDIA-08: the widths the image service renders, smallest first (same list as the template engine's). */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** A parsed `?format=`: the original bytes, or a width in pixels. */
export type FormatRequest = { kind: 'original' } | { kind: 'width'; width: number };

/**
 * Reads `?format=`: `original`, or `NNNw`. Absent means the largest width. Anything else is
 * null (the caller answers 400).
 */
export function parseFormatRequest(format: string | undefined): FormatRequest | null {
  if (format === undefined || format === '') return { kind: 'width', width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] };
  if (format === 'original') return { kind: 'original' };
  const match = /^(\d{1,6})w$/.exec(format);
  if (match === null) return null;
  const width = Number(match[1]);
  return width > 0 ? { kind: 'width', width } : null;
}

/**
 * The pixel width to serve for a requested width: the next stored width up (the largest for
 * anything beyond it), but never wider than the original: images are not upscaled.
 */
export function servedWidth(requested: number, originalWidth: number): number {
  const snapped = IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return Math.min(snapped, originalWidth);
}

/** MEDIA-10: `WxH` of the original, then the stored widths up to the original's own. */
export function systemDataVariants(width: number, height: number): string {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width).map((w) => `${w}w`);
  return [`${width}x${height}`, ...widths].join(',');
}

/** True when the Accept header lists `type` with a quality above zero (wildcards do not count). */
function accepts(accept: string | undefined, type: string): boolean {
  if (accept === undefined) return false;
  for (const part of accept.toLowerCase().split(',')) {
    const [mediaType, ...params] = part.trim().split(';');
    if (mediaType?.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The encoding to serve: AVIF when accepted, then WebP, else the original's own format.
 * GIFs (often animated) become WebP or stay GIF; an AVIF original a browser cannot show
 * becomes JPEG, or PNG when it has transparency.
 */
export function negotiateFormat(original: ImageFormat, accept: string | undefined, hasAlpha: boolean): ImageFormat {
  if (original === 'gif') return accepts(accept, 'image/webp') ? 'webp' : 'gif';
  if (accepts(accept, 'image/avif')) return 'avif';
  if (accepts(accept, 'image/webp')) return 'webp';
  if (original === 'avif') return hasAlpha ? 'png' : 'jpeg';
  return original;
}

/** Encodes `original` at `width` pixels in `format`: auto-oriented, metadata stripped, sRGB. */
export async function encodeVariant(original: Uint8Array, width: number, format: ImageFormat, animated: boolean): Promise<Buffer> {
  const keepFrames = animated && (format === 'gif' || format === 'webp');
  let pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated: keepFrames })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb');
  switch (format) {
    case 'avif':
      // effort 2 keeps a 2500w encode to about a second on one core; the size gain beyond is small.
      pipeline = pipeline.avif({ quality: 55, effort: 2 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 80, effort: 4 });
      break;
    case 'jpeg':
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }
  return pipeline.toBuffer();
}
