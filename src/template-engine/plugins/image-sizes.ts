/**
 * Image dimensions and the fixed widths the image service renders (MEDIA-08).
 */
import { asString, getChild } from '../values';

/** MEDIA-08: the widths the image service keeps of every upload, smallest first. */
export const IMAGE_WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;

/** MEDIA-11: what a resize formatter outputs when its input is not `WxH`. */
export const INVALID_SIZE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'";

/** Splits a `WxH` size into its two parts; null unless there are exactly two. */
export function splitDimensions(value: unknown): [string, string] | null {
  const parts = asString(value).split('x');
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/**
 * Scales one side of a `WxH` size so that the other side becomes `requested`, truncated
 * to an integer. `fromHeight` scales the width for a requested height; otherwise the height
 * for a requested width. Returns the MEDIA-11 message when the size is malformed.
 */
export function resizeDimension(size: unknown, fromHeight: boolean, requested: number): number | string {
  const parts = splitDimensions(size);
  if (parts === null) return INVALID_SIZE_MESSAGE;
  const width = parseInt(parts[0], 10);
  const height = parseInt(parts[1], 10);
  const scaled = fromHeight ? width * (requested / height) : height * (requested / width);
  return scaled | 0;
}

/** The smallest stored width (below the original) that covers `width` pixels, capped at 1500w. */
export function thumbnailWidthFor(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}

/**
 * The ` srcset="..."` attribute for an image's stored widths. When the largest stored width
 * is below the largest the service makes, the original file stands in as the next width up.
 * Null when the image lists no widths.
 */
export function imageSrcset(image: unknown): string | null {
  const assetUrl = asString(getChild(image, 'assetUrl'));
  const variants = asString(getChild(image, 'systemDataVariants'))
    .split(',')
    .filter((variant) => variant.endsWith('w'));
  if (variants.length === 0) return null;
  const largest = variants[variants.length - 1]!;
  const index = (IMAGE_WIDTHS as readonly string[]).indexOf(largest);
  const original =
    index !== -1 && index < IMAGE_WIDTHS.length - 1 ? `,${assetUrl}?format=original ${IMAGE_WIDTHS[index + 1]}` : '';
  const list = variants.map((variant) => `${assetUrl}?format=${variant} ${variant}`).join(',');
  return ` srcset="${list}${original}"`;
}
