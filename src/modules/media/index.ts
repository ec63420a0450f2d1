/** The media module: uploaded images, their item fields, and the widths and encodings served. */
import { readMigrations } from '../../db/migrations';

export { createMediaService, DEFAULT_MAX_UPLOAD_BYTES, MAX_ALT_TEXT_INPUT, type MediaService, type MediaDeps } from './media.service';
export { IMAGE_WIDTHS, parseFormatRequest, servedWidth, negotiateFormat, systemDataVariants } from './image-variants';
export { cleanFilename, formatMegabytes } from './media.mapping';
export type {
  ColorData,
  FocalPoint,
  ImageFormat,
  ImageRequest,
  MediaAsset,
  MediaItemFields,
  MediaPatch,
  MediaSnapshot,
  ServedImage,
  UploadInput,
} from './media.types';

export const MEDIA_MIGRATIONS = readMigrations('media', new URL('./migrations/', import.meta.url));
