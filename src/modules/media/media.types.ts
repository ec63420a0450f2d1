/** The media module's public shapes: stored assets and the item fields templates read. */

/**
 * GAP-97: average colours of an image's four corners and its centre, plus a background colour
 * to show behind it, each as six lowercase hex digits without `#` (templates add the `#`).
 */
export interface ColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
  suggestedBgColor: string;
}

/** Where the eye should rest when an image is cropped: fractions of width and height, 0 to 1. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The image formats an upload may have (detected from its bytes, not its name). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** MEDIA-10: the media fields of an item, as templates and image formatters read them. */
export interface MediaItemFields {
  id: string;
  filename: string;
  /** `/media/{id}/{filename}`; add `?format=500w` for a stored width. */
  assetUrl: string;
  contentType: string;
  /** `WxH` of the original, after EXIF orientation. */
  originalSize: string;
  mediaFocalPoint: FocalPoint;
  colorData: ColorData;
  altText: string;
  /** `WxH` of the original, then every stored width up to the original's (`1500x1000,100w,...,1500w`). */
  systemDataVariants: string;
}

/** An uploaded image: its item fields plus what the owner's media library shows. */
export interface MediaAsset extends MediaItemFields {
  websiteId: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: number;
  updatedAt: number;
}

/** What a site's storefront snapshot holds of its media: item fields by asset id. */
export type MediaSnapshot = Record<string, MediaItemFields>;

export interface UploadInput {
  /** The name the file had on the owner's machine; cleaned for URLs. */
  filename: string;
  data: Uint8Array;
  altText?: string;
}

export interface MediaPatch {
  altText?: string;
  focalPoint?: FocalPoint;
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
