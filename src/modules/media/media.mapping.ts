/** Rows to the media shapes templates and owners see, and the small naming rules of uploads. */
import { systemDataVariants } from './image-variants';
import type { assets } from './media.tables';
import type { MediaAsset, MediaItemFields } from './media.types';

export type AssetRow = typeof assets.$inferSelect;

/** The public path of an asset's image; `?format=` picks a width. */
export function assetUrl(row: Pick<AssetRow, 'id' | 'filename'>): string {
  return `/media/${row.id}/${row.filename}`;
}

export function toMediaItemFields(row: AssetRow): MediaItemFields {
  return {
    id: row.id,
    filename: row.filename,
    assetUrl: assetUrl(row),
    contentType: row.contentType,
    originalSize: `${row.width}x${row.height}`,
    mediaFocalPoint: { x: row.focalX, y: row.focalY },
    colorData: row.colorData,
    altText: row.altText,
    systemDataVariants: systemDataVariants(row.width, row.height),
  };
}

export function toMediaAsset(row: AssetRow): MediaAsset {
  return {
    ...toMediaItemFields(row),
    websiteId: row.websiteId,
    name: row.displayName ?? row.filename,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const MAX_STEM_LENGTH = 80;

/**
 * A file name safe in a URL path: letters, digits, `-`, `_` and one `.` before the extension,
 * which is the one of the detected format (`photo.PNG` that is really a JPEG becomes `photo.jpg`).
 */
export function cleanFilename(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[-_]+$/, '');
  return `${stem || 'image'}.${extension}`;
}

/** ADM-57: sizes in messages are in megabytes of 1,000,000 bytes; one rule for server and editor. */
export { formatMegabytes } from '../../shared/media-upload';
