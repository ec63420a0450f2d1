/** The media module's public shapes: stored assets and the item fields templates read. */
import type { MediaItemFields } from '../../shared/api/media';

/** Assets, item fields and patches are the HTTP contract's shapes (`src/shared/api/media.ts`). */
export type { FocalPoint, MediaAsset, MediaItemFields, MediaPatch } from '../../shared/api/media';
export type { MediaColorData as ColorData } from '../../shared/api/media';

/** The image formats an upload may have (detected from its bytes, not its name). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** What a site's storefront snapshot holds of its media: item fields by asset id. */
export type MediaSnapshot = Record<string, MediaItemFields>;

export interface UploadInput {
  /** The name the file had on the owner's machine; cleaned for URLs. */
  filename: string;
  data: Uint8Array;
  altText?: string;
}

/** A request for a served image: `format` is the `?format=` query (`500w`, `original`) or absent. */
export interface ImageRequest {
  websiteId: string;
  assetId: string;
  filename: string;
  format: string | undefined;
  /** The request's Accept header: AVIF, then WebP, are served when it allows them. */
  accept: string | undefined;
}

/** A served image: headers first, bytes loaded (and encoded when not cached) on demand. */
export interface ServedImage {
  contentType: string;
  /** Strong validator; an asset's bytes at a width and format never change. */
  etag: string;
  /** True when the bytes depend on the Accept header (`Vary: Accept`). */
  negotiated: boolean;
  body(): Promise<Buffer>;
}
