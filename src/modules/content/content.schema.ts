/**
 * Input schemas of the content module, shared by the service (which parses every input) and
 * the owner routes (which parse the body first, so bad input answers 400 with field errors).
 * Shape and format live here; the spec's limits (60 blocks, 250 items, tag 50, category 25 ...)
 * are checked by the service, which answers 422 with their own codes (GAP-102).
 */
import { z } from 'zod';
import { CollectionType, FolderBehavior, RecordType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { isBlockType } from './content.limits';
import { CATEGORY_TYPES, COLLECTION_VIEWS, CollectionOrdering, NAVIGATION_IDS, PAGE_RENDERINGS } from './content.types';
import { PAGE_STATUSES } from './page-status';
import { RESERVED_COLLECTION_URL_IDS, RESERVED_ITEM_URL_IDS, isValidUrlId } from './url-ids';

/** ADM-19: a code outside its enumeration. */
function codeOf(table: Record<string, number>) {
  const codes = new Set(Object.values(table));
  return z.int().refine((v) => codes.has(v), { error: (iss) => `${String(iss.input)} is not one of the expected options.` });
}

export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Invalid id.' });
/** Milliseconds since the epoch, years 1970-9999. */
const TimestampSchema = z.int().min(0).max(253_402_300_799_999);
/** ADM-18. */
export const UrlIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isValidUrlId, { error: (iss) => `${String(iss.input)} is not a valid page URL.` });
/** Collections sit at the top of the site's paths, so they may not take a fixed path's name. */
const CollectionUrlIdSchema = UrlIdSchema.refine((v) => !RESERVED_COLLECTION_URL_IDS.has(v), {
  error: (iss) => `${String(iss.input)} is not a valid page URL.`,
});
const ItemUrlIdSchema = UrlIdSchema.refine((v) => !RESERVED_ITEM_URL_IDS.has(v), {
  error: (iss) => `${String(iss.input)} is not a valid page URL.`,
});
/** ADM-17, with the two forms Stoa accepts; URLs stay under 2083 characters (§9). */
export const LinkSchema = z
  .string()
  .trim()
  .max(2082)
  .refine((v) => /^(https?:\/\/[^\s/?#]+([/?#]\S*)?|mailto:\S+|tel:\S+|\/\S*)$/i.test(v), {
    error: 'Links must be formatted as https://example.com or /page.',
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

export const PageStatusSchema = z.enum(PAGE_STATUSES);
export const StatusChangeSchema = z.strictObject({
  status: PageStatusSchema,
  publishOn: TimestampSchema.nullable().optional(),
});

// ---- collections ----------------------------------------------------------------------------

export const CollectionSettingsSchema = z.strictObject({
  collectionView: z.enum(COLLECTION_VIEWS).optional(),
  pageSize: z.int().min(1).max(100).optional(),
  seoTitle: z.string().trim().max(300).optional(),
  seoDescription: z.string().trim().max(1000).optional(),
  showPastOrUpcomingEvents: z.enum(['past', 'upcoming']).optional(),
  galleryOptions: z.record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  relatedItemsEnabled: z.boolean().optional(),
  productQuickViewEnabled: z.boolean().optional(),
});

const TitleSchema = z.string().trim().min(1, { error: 'Required' }).max(200);
const TypeNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'A type name is lowercase letters, digits and dashes.' });

export const CreateCollectionSchema = z
  .strictObject({
    type: codeOf(CollectionType),
    typeName: TypeNameSchema.optional(),
    title: TitleSchema,
    navigationTitle: TitleSchema.optional(),
    urlId: CollectionUrlIdSchema.optional(),
    description: z.string().max(20_000).optional(),
    enabled: z.boolean().optional(),
    ordering: codeOf(CollectionOrdering).optional(),
    folder: z.boolean().optional(),
    folderBehavior: codeOf(FolderBehavior).optional(),
    status: PageStatusSchema.optional(),
    publishOn: TimestampSchema.nullable().optional(),
    settings: CollectionSettingsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.folderBehavior !== undefined && v.folder !== true) {
      ctx.addIssue({ code: 'custom', path: ['folderBehavior'], message: 'Only folders have a folder behaviour.' });
    }
    // A generic collection is a blog, events, gallery ...: the theme template needs to know which.
    if (v.type === CollectionType.GENERIC && v.folder !== true && v.typeName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['typeName'], message: 'Required' });
    }
  });

export const UpdateCollectionSchema = z.strictObject({
  typeName: TypeNameSchema.optional(),
  title: TitleSchema.optional(),
  navigationTitle: TitleSchema.optional(),
  urlId: CollectionUrlIdSchema.optional(),
  description: z.string().max(20_000).optional(),
  enabled: z.boolean().optional(),
  ordering: codeOf(CollectionOrdering).optional(),
  folderBehavior: codeOf(FolderBehavior).optional(),
  /** Merged into the current settings. */
  settings: CollectionSettingsSchema.optional(),
});

// ---- page layouts -----------------------------------------------------------------------------

const BlockSchema = z.strictObject({
  id: IdSchema.optional(),
  type: z.int().refine(isBlockType, { error: (iss) => `${String(iss.input)} is not one of the expected options.` }),
  span: z.int().min(1).max(12).optional(),
  data: z.record(z.string(), z.json()).optional(),
});
export const PageLayoutSchema = z.strictObject({
  rows: z.array(z.strictObject({ id: IdSchema.optional(), blocks: z.array(BlockSchema) })),
});

// ---- items ------------------------------------------------------------------------------------

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
});
export const EngagementSchema = z.strictObject({
  likeCount: z.int().min(0).optional(),
  publicCommentCount: z.int().min(0).optional(),
});

// ---- navigation -------------------------------------------------------------------------------

export const NavigationIdSchema = z.enum(NAVIGATION_IDS);
const NavigationLinkSchema = z.strictObject({
  url: LinkSchema,
  title: TitleSchema,
  newWindow: z.boolean().optional(),
});
const NavigationEntrySchema = z.strictObject({
  id: IdSchema.optional(),
  collectionId: IdSchema.nullable().optional(),
  externalLink: NavigationLinkSchema.nullable().optional(),
  memberAreaId: IdSchema.nullable().optional(),
  get items(): z.ZodOptional<z.ZodArray<typeof NavigationEntrySchema>> {
    return z.array(NavigationEntrySchema).max(200).optional();
  },
});
export type NavigationItemInput = z.input<typeof NavigationEntrySchema>;

/** An entry, and every entry inside it, is either a collection or an external link. */
function checkEntryKind(entry: z.output<typeof NavigationEntrySchema>, ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (((entry.collectionId ?? null) === null) === ((entry.externalLink ?? null) === null)) {
    ctx.addIssue({ code: 'custom', path, message: 'A navigation entry is either a collection or an external link.' });
  }
  (entry.items ?? []).forEach((child, i) => checkEntryKind(child, ctx, [...path, 'items', i]));
}

const NavigationEntriesSchema = z
  .array(NavigationEntrySchema)
  .max(500)
  .superRefine((entries, ctx) => entries.forEach((entry, i) => checkEntryKind(entry, ctx, [i])));
export const NavigationItemInputSchema = NavigationEntrySchema.superRefine((entry, ctx) => checkEntryKind(entry, ctx, []));

export const SetNavigationSchema = z.strictObject({ items: NavigationEntriesSchema });
export const AddNavigationItemSchema = z.strictObject({
  item: NavigationItemInputSchema,
  position: z.enum(['first', 'last']).optional(),
  /** The folder entry to add under; the top level when absent. */
  parentId: IdSchema.optional(),
});

// ---- header, footer, categories ----------------------------------------------------------------

export const HeaderFooterSchema = z.strictObject({ header: z.string().max(200_000), footer: z.string().max(200_000) });

/** STORE-06: parentCategoryId is left empty for the root; websiteId and collectionId are ignored (GAP-84). */
export const CreateCategorySchema = z.strictObject({
  displayName: z.string().max(1000),
  parentCategoryId: z.union([IdSchema, z.literal('')]).nullable().optional(),
  type: z.enum(CATEGORY_TYPES).optional(),
  pageRendering: z.enum(PAGE_RENDERINGS).optional(),
  displayIndex: z.int().min(0).max(1_000_000).optional(),
  websiteId: z.string().optional(),
  collectionId: z.string().optional(),
});
export const UpdateCategorySchema = z.strictObject({
  displayName: z.string().max(1000).optional(),
  parentCategoryId: IdSchema.optional(),
  pageRendering: z.enum(PAGE_RENDERINGS).optional(),
  displayIndex: z.int().min(0).max(1_000_000).optional(),
});
export const ReorderCategoriesSchema = z.strictObject({
  parentCategoryId: IdSchema,
  categoryIds: z.array(IdSchema).min(1).max(10_000),
});

export type CreateCollectionInput = z.input<typeof CreateCollectionSchema>;
export type UpdateCollectionInput = z.input<typeof UpdateCollectionSchema>;
export type StatusChangeInput = z.input<typeof StatusChangeSchema>;
export type PageLayoutInput = z.input<typeof PageLayoutSchema>;
export type CreateItemInput = z.input<typeof CreateItemSchema>;
export type UpdateItemInput = z.input<typeof UpdateItemSchema>;
export type CreateCategoryInput = z.input<typeof CreateCategorySchema>;
export type UpdateCategoryInput = z.input<typeof UpdateCategorySchema>;

/** Parses service input; bad input is a VALIDATION_FAILED domain error with the field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new DomainError('VALIDATION_FAILED', { errors });
}
