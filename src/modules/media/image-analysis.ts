/**
 * What an upload is: its real format (from the bytes), its oriented dimensions, and its
 * colour data (GAP-97). Uses sharp; a file sharp cannot read is not a supported image.
 */
import sharp, { type Metadata } from 'sharp';
import type { ColorData, ImageFormat } from './media.types';

/** Decoding more pixels than this is refused (a small file can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageFacts {
  format: ImageFormat;
  /** Width and height as displayed, after EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** More than one frame (GIF or WebP animation). */
  animated: boolean;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };

/** Why an image was refused: not an image we take, or more pixels than we decode. */
export type ImageRefusal = 'unsupported' | 'too-many-pixels';

/** The facts of an image, or why it is refused. Never throws for bad bytes. */
export async function readImageFacts(data: Uint8Array): Promise<ImageFacts | ImageRefusal> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return 'unsupported';
  }
  const format = formatOf(meta);
  if (format === null || meta.width === undefined || meta.height === undefined || meta.width < 1 || meta.height < 1) {
    return 'unsupported';
  }
  // Animated images report the height of all frames stacked; one frame is what is shown.
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return 'too-many-pixels';
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: rotated ? frameHeight : meta.width,
    height: rotated ? meta.width : frameHeight,
    hasAlpha: meta.hasAlpha === true,
    animated: (meta.pages ?? 1) > 1,
  };
}

function formatOf(meta: Metadata): ImageFormat | null {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return meta.format;
    case 'heif':
      // HEIF is a container; only its AV1 flavour (AVIF) is a web format.
      return meta.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

/** Each region is this fraction of the image's width and height. */
const REGION_FRACTION = 0.1;
/** The image is reduced to this many pixels a side before sampling (enough for averages). */
const SAMPLE_SIDE = 100;

type Rgb = [number, number, number];

function hex([r, g, b]: Rgb): string {
  return [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/**
 * GAP-97 colour data: the average colour of each corner region and the centre region (each a
 * tenth of the width and height), and as suggested background the image's dominant colour.
 * Transparent pixels count as white, where an image usually sits.
 */
export async function computeColorData(data: Uint8Array): Promise<ColorData> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const side = SAMPLE_SIDE;
  const channels = info.channels;
  const pixel = (x: number, y: number): Rgb => {
    const i = (y * side + x) * channels;
    return channels >= 3 ? [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] : [pixels[i]!, pixels[i]!, pixels[i]!];
  };
  const region = Math.max(1, Math.round(side * REGION_FRACTION));
  const average = (x0: number, y0: number): string => {
    const sum: Rgb = [0, 0, 0];
    for (let y = y0; y < y0 + region; y++) {
      for (let x = x0; x < x0 + region; x++) {
        const p = pixel(x, y);
        sum[0] += p[0];
        sum[1] += p[1];
        sum[2] += p[2];
      }
    }
    const n = region * region;
    return hex([sum[0] / n, sum[1] / n, sum[2] / n]);
  };
  const far = side - region;
  const middle = Math.floor((side - region) / 2);
  return {
    topLeftAverage: average(0, 0),
    topRightAverage: average(far, 0),
    bottomLeftAverage: average(0, far),
    bottomRightAverage: average(far, far),
    centerAverage: average(middle, middle),
    suggestedBgColor: dominantColor(side * side, pixel, side),
  };
}

/** The mean colour of the most common bucket when colours are grouped 32 levels a channel. */
function dominantColor(count: number, pixel: (x: number, y: number) => Rgb, side: number): string {
  const buckets = new Map<number, { n: number; sum: Rgb }>();
  let best: { n: number; sum: Rgb } | null = null;
  let bestKey = -1;
  for (let i = 0; i < count; i++) {
    const p = pixel(i % side, Math.floor(i / side));
    const key = ((p[0] >> 3) << 10) | ((p[1] >> 3) << 5) | (p[2] >> 3);
    let bucket = buckets.get(key);
    if (bucket === undefined) buckets.set(key, (bucket = { n: 0, sum: [0, 0, 0] }));
    bucket.n++;
    bucket.sum[0] += p[0];
    bucket.sum[1] += p[1];
    bucket.sum[2] += p[2];
    // Ties go to the smaller key so the answer never depends on iteration order.
    if (best === null || bucket.n > best.n || (bucket.n === best.n && key < bestKey)) {
      best = bucket;
      bestKey = key;
    }
  }
  const b = best!;
  return hex([b.sum[0] / b.n, b.sum[1] / b.n, b.sum[2] / b.n]);
}
