/**
 * The owner's item calls (spec §3 Item; MODEL-01..05, MEDIA-10, GAP-97 colorData): what an
 * item takes and how it is answered. The content module parses its input with these too.
 */
import { z } from 'zod';
import { RecordType } from '../enums';
import { RESERVED_ITEM_URL_IDS } from '../content-model';
import { IdSchema, LinkSchema, PageStatusSchema, TimestampSchema, UrlIdSchema, codeOf } from './content';

const ItemUrlIdSchema = UrlIdSchema.refine((v) => !RESERVED_ITEM_URL_IDS.has(v), {
  error: (iss) => `${String(iss.input)} is not a valid page URL.`,
});
/** Where an item's file is: a web address or a path on the site. */
const AssetUrlSchema = z
  .string()
  .trim()
  .max(2082)
  .refine((v) => /^(https?:\/\/[^\s/?#]+([/?#]\S*)?|\/\S*)$/i.test(v), { error: 'Use a web link or a path on this site.' });
const HexColorSchema = z
  .string()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'Invalid colour.' })
  // GAP-92: three hex digits stand for six.
  .transform((v) => {
    const hex = v.replace('#', '').toLowerCase();
    return hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  });

const LocationSchema = z.strictObject({
  addressTitle: z.string().trim().max(200).optional(),
  addressLine1: z.string().trim().max(200).optional(),
  addressLine2: z.string().trim().max(200).optional(),
  addressCountry: z.string().trim().max(100).optional(),
  mapLat: z.number().min(-90).max(90).optional(),
  mapLng: z.number().min(-180).max(180).optional(),
});

/** GAP-97. */
const ColorDataSchema = z.strictObject({
  topLeftAverage: HexColorSchema,
  topRightAverage: HexColorSchema,
  bottomLeftAverage: HexColorSchema,
  bottomRightAverage: HexColorSchema,
  centerAverage: HexColorSchema,
  suggestedBgColor: HexColorSchema.optional(),
});

/** Item fields an owner edits (likeCount and publicCommentCount are counted, not edited). */
const ItemFieldsSchema = z.strictObject({
  title: z.string().trim().max(500),
  body: z.string().max(1_000_000),
  excerpt: z.string().max(20_000),
  urlId: ItemUrlIdSchema,
  assetUrl: AssetUrlSchema.nullable(),
  filename: z.string().trim().max(255).nullable(),
  originalSize: z.string().regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, { error: 'A size is WIDTHxHEIGHT in pixels.' }).nullable(),
  mediaFocalPoint: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullable(),
  colorData: ColorDataSchema.nullable(),
  altText: z.string().max(1000).nullable(),
  systemDataVariants: z.string().max(500).nullable(),
  categories: z.array(z.string().max(1000)).max(100),
  tags: z.array(z.string().max(1000)).max(200),
  author: z.strictObject({ displayName: z.string().trim().max(200) }).nullable(),
  starred: z.boolean(),
  promotedBlockType: z.string().trim().max(50).nullable(),
  startDate: TimestampSchema.nullable(),
  endDate: TimestampSchema.nullable(),
  location: LocationSchema.nullable(),
  externalLink: LinkSchema.nullable(),
  commentState: z.int().min(0).max(2),
  publishOn: TimestampSchema.nullable(),
});

export const CreateItemSchema = ItemFieldsSchema.partial()
  .extend({ recordType: codeOf(RecordType), status: PageStatusSchema.optional() })
  .superRefine((v, ctx) => {
    if (v.recordType === RecordType.EVENT && (v.startDate === undefined || v.startDate === null)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Required' });
    }
  });
export const UpdateItemSchema = ItemFieldsSchema.partial();

export const ReorderItemsSchema = z.strictObject({ itemIds: z.array(IdSchema).min(1).max(10_000) });
export const ListItemsQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Items whose title contains this text, ignoring case. */
  search: z.string().trim().max(200).optional(),
});

export const ItemParams = z.object({ itemId: IdSchema });

export type CreateItemInput = z.input<typeof CreateItemSchema>;
export type UpdateItemInput = z.input<typeof UpdateItemSchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const ColorData = z
  .object({
    topLeftAverage: z.string(),
    topRightAverage: z.string(),
    bottomLeftAverage: z.string(),
    bottomRightAverage: z.string(),
    centerAverage: z.string(),
    suggestedBgColor: z.string().optional(),
  })
  .meta({ id: 'ColorData', description: 'GAP-97: six-digit hex colours without #.' });
export type ColorData = z.infer<typeof ColorData>;

export const ItemLocation = z
  .object({
    addressTitle: z.string().optional(),
    addressLine1: z.string().optional(),
    addressLine2: z.string().optional(),
    addressCountry: z.string().optional(),
    mapLat: z.number().optional(),
    mapLng: z.number().optional(),
  })
  .meta({ id: 'ItemLocation' });
export type ItemLocation = z.infer<typeof ItemLocation>;

export const Item = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    collectionId: z.string(),
    recordType: z.number().meta({ description: 'Record type code (MODEL-05).' }),
    urlId: z.string(),
    fullUrl: z.string().meta({ description: '`/<collection urlId>/<item urlId>`.' }),
    title: z.string(),
    body: z.string().meta({ description: 'HTML.' }),
    excerpt: z.string(),
    assetUrl: z.string().nullable(),
    filename: z.string().nullable(),
    originalSize: z.string().nullable().meta({ description: '`WxH`.' }),
    mediaFocalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
    colorData: ColorData.nullable(),
    altText: z.string().nullable(),
    systemDataVariants: z.string().nullable(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    author: z.object({ displayName: z.string() }).nullable(),
    starred: z.boolean(),
    promotedBlockType: z.string().nullable(),
    startDate: z.number().nullable(),
    endDate: z.number().nullable(),
    location: ItemLocation.nullable(),
    externalLink: z.string().nullable(),
    status: PageStatusSchema,
    publishOn: z.number().nullable(),
    likeCount: z.number(),
    publicCommentCount: z.number(),
    commentState: z.number(),
    displayIndex: z.number(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof Item>;

export const ItemAnswer = z.object({ item: Item });
export type ItemAnswer = z.infer<typeof ItemAnswer>;
/** A page of a collection's items and how many there are in all. */
export const ItemsPage = z.object({ items: z.array(Item), total: z.number() });
export type ItemsPage = z.infer<typeof ItemsPage>;

// ── Tags of a collection (collected from its items) ────────────────────────────────────────

export const RenameTagSchema = z.strictObject({ from: z.string().max(1000), to: z.string().max(1000) });
export const TagQuerySchema = z.strictObject({ name: z.string().max(1000) });

export const CollectionTag = z.object({ name: z.string(), count: z.number().meta({ description: 'Items carrying the tag.' }) }).meta({ id: 'CollectionTag' });
export const CollectionTagsAnswer = z.object({ tags: z.array(CollectionTag) }).meta({ id: 'CollectionTags' });
export type CollectionTagsAnswer = z.infer<typeof CollectionTagsAnswer>;
