/**
 * The owner's media library calls (MEDIA-10, GAP-97, ADM-28): listing, reading, changing alt
 * text or the focal point, deleting, and what an upload answers. The upload's body is
 * multipart (one `file` part and an optional `altText` field) and is read by its route; its
 * answer is described here like the others'. The media module returns these answer types.
 */
import { z } from 'zod';

/** Owner-typed alt text beyond this is refused. */
export const MAX_ALT_TEXT_INPUT = 1000;

export const AssetParams = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
/** Longest name the library keeps for a file. */
export const MAX_DISPLAY_NAME = 255;
/** ADM-20: a rename to an empty name. */
export const FILE_NAME_REQUIRED_MESSAGE = 'Please enter a file name.';

export const MediaListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  q: z.string().max(200).optional().meta({ description: 'Only files whose name, file name or alt text contains this (any case).' }),
});
export const FocalPoint = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .meta({ id: 'FocalPoint', description: 'Where the eye should rest when an image is cropped: fractions of width and height, 0 to 1.' });
export type FocalPoint = z.infer<typeof FocalPoint>;
export const MediaPatchBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: FILE_NAME_REQUIRED_MESSAGE })
    .max(MAX_DISPLAY_NAME)
    .optional()
    .meta({ description: "The name the library shows (ADM-20); the asset URL's file name stays." }),
  altText: z.string().max(MAX_ALT_TEXT_INPUT).optional(),
  focalPoint: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});
export type MediaPatch = z.infer<typeof MediaPatchBody>;

/**
 * GAP-97: average colours of an image's four corners and its centre, plus a background colour
 * to show behind it, each as six lowercase hex digits without `#` (templates add the `#`).
 */
export const MediaColorData = z
  .object({
    topLeftAverage: z.string(),
    topRightAverage: z.string(),
    bottomLeftAverage: z.string(),
    bottomRightAverage: z.string(),
    centerAverage: z.string(),
    suggestedBgColor: z.string(),
  })
  .meta({ id: 'MediaColorData' });
export type MediaColorData = z.infer<typeof MediaColorData>;

const mediaItemFields = {
  id: z.string(),
  filename: z.string(),
  assetUrl: z.string().meta({ description: '`/media/{id}/{filename}`; add `?format=500w` for a stored width.' }),
  contentType: z.string(),
  originalSize: z.string().meta({ description: '`WxH` of the original, after EXIF orientation.' }),
  mediaFocalPoint: FocalPoint,
  colorData: MediaColorData,
  altText: z.string(),
  systemDataVariants: z.string().meta({ description: '`WxH` of the original, then every stored width up to the original\'s (`1500x1000,100w,...,1500w`).' }),
};
/** MEDIA-10: the media fields of an item, as templates and image formatters read them. */
export const MediaItemFields = z.object(mediaItemFields).meta({ id: 'MediaItemFields' });
export type MediaItemFields = z.infer<typeof MediaItemFields>;

/** An uploaded image: its item fields plus what the owner's media library shows. */
export const MediaAsset = z
  .object({
    ...mediaItemFields,
    websiteId: z.string(),
    name: z.string().meta({ description: 'The name the library shows: the uploaded file\'s name until renamed.' }),
    bytes: z.number(),
    width: z.number(),
    height: z.number(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'MediaAsset' });
export type MediaAsset = z.infer<typeof MediaAsset>;
export const MediaAssetsAnswer = z.object({ assets: z.array(MediaAsset) });
export type MediaAssetsAnswer = z.infer<typeof MediaAssetsAnswer>;
