/**
 * The owner's content calls (ADM-*, spec §3 Item and collections): the shapes every content
 * call shares, collections with their status, homepage and page layouts. Items are in
 * `content-items.ts`, navigation, header and footer and categories in `navigation.ts`.
 * The content module parses its own input with the same schemas (shape and format here; the
 * spec's limits, GAP-102, stay in the module, which answers 422 with their codes).
 */
import { z } from 'zod';
import { CollectionType, FolderBehavior } from '../enums';
import {
  COLLECTION_VIEWS,
  CollectionOrdering,
  PAGE_STATUSES,
  RESERVED_COLLECTION_URL_IDS,
  isBlockType,
  isValidUrlId,
} from '../content-model';

/** ADM-19: a code outside its enumeration. */
export function codeOf(table: Record<string, number>) {
  const codes = new Set(Object.values(table));
  return z.int().refine((v) => codes.has(v), { error: (iss) => `${String(iss.input)} is not one of the expected options.` });
}

// ── Shared by the content calls ────────────────────────────────────────────────────────────

export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Invalid id.' });
/** Milliseconds since the epoch, years 1970-9999. */
export const TimestampSchema = z.int().min(0).max(253_402_300_799_999);
/** ADM-18. */
export const UrlIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isValidUrlId, { error: (iss) => `${String(iss.input)} is not a valid page URL.` });
/** Collections sit at the top of the site's paths, so they may not take a fixed path's name. */
export const CollectionUrlIdSchema = UrlIdSchema.refine((v) => !RESERVED_COLLECTION_URL_IDS.has(v), {
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
export const TitleSchema = z.string().trim().min(1, { error: 'Required' }).max(200);

export const PageStatusSchema = z.enum(PAGE_STATUSES);
export const StatusChangeSchema = z.strictObject({
  status: PageStatusSchema,
  publishOn: TimestampSchema.nullable().optional(),
});

export const CollectionParams = z.object({ collectionId: IdSchema });

// ── Collections ────────────────────────────────────────────────────────────────────────────

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

export const CollectionSettings = z
  .object({
    collectionView: z.enum(COLLECTION_VIEWS).optional(),
    pageSize: z.number().optional(),
    seoTitle: z.string().optional(),
    seoDescription: z.string().optional(),
    showPastOrUpcomingEvents: z.enum(['past', 'upcoming']).optional().meta({ description: 'Events collections: which list the page shows.' }),
    galleryOptions: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    relatedItemsEnabled: z.boolean().optional(),
    productQuickViewEnabled: z.boolean().optional(),
  })
  .meta({ id: 'CollectionSettings' });
export type CollectionSettings = z.infer<typeof CollectionSettings>;

export const Collection = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    type: z.number().meta({ description: 'Collection type code (MODEL-06).' }),
    typeName: z.string().meta({ description: "The theme's collection template name (`collections/<typeName>.list`): page, blog, products ..." }),
    urlId: z.string(),
    fullUrl: z.string().meta({ description: '`/` for the homepage, else `/<urlId>/`.' }),
    title: z.string(),
    navigationTitle: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    ordering: z.literal(Object.values(CollectionOrdering)),
    folder: z.boolean(),
    folderBehavior: z.number().nullable().meta({ description: 'Folder behaviour code (MODEL-08) for folders, else null.' }),
    homepage: z.boolean(),
    status: PageStatusSchema.meta({ description: 'Effective status: a Scheduled page whose time has passed reads as Published.' }),
    publishOn: z.number().nullable(),
    settings: CollectionSettings,
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof Collection>;

export const CollectionAnswer = z.object({ collection: Collection });
export type CollectionAnswer = z.infer<typeof CollectionAnswer>;
export const CollectionsAnswer = z.object({ collections: z.array(Collection) });
export type CollectionsAnswer = z.infer<typeof CollectionsAnswer>;

// ── Page layouts ───────────────────────────────────────────────────────────────────────────

/** Any JSON value; registered by name so the reference can describe its recursion. */
const JsonValue = z.json().register(z.globalRegistry, { id: 'JsonValue', description: 'Any JSON value.' });

const BlockSchema = z.strictObject({
  id: IdSchema.optional(),
  type: z.int().refine(isBlockType, { error: (iss) => `${String(iss.input)} is not one of the expected options.` }),
  span: z.int().min(1).max(12).optional(),
  data: z.record(z.string(), JsonValue).optional(),
});
export const PageLayoutSchema = z.strictObject({
  rows: z.array(z.strictObject({ id: IdSchema.optional(), blocks: z.array(BlockSchema) })),
});

/** A block of a page layout: a block type code (MODEL-10/11) and its data. */
export const LayoutBlock = z
  .object({
    id: z.string(),
    type: z.number(),
    span: z.number().optional().meta({ description: 'Columns of a 12-column grid the block spans; blocks of a row share it equally when absent.' }),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'LayoutBlock' });
export type LayoutBlock = z.infer<typeof LayoutBlock>;
export const LayoutRow = z.object({ id: z.string(), blocks: z.array(LayoutBlock) }).meta({ id: 'LayoutRow' });
export type LayoutRow = z.infer<typeof LayoutRow>;
/** A page's content: rows of blocks, at most 60 blocks in all (ADM-47). */
export const PageLayout = z.object({ rows: z.array(LayoutRow) }).meta({ id: 'PageLayout' });
export type PageLayout = z.infer<typeof PageLayout>;
export const PageLayoutAnswer = z.object({ layout: PageLayout });
export type PageLayoutAnswer = z.infer<typeof PageLayoutAnswer>;

export type CreateCollectionInput = z.input<typeof CreateCollectionSchema>;
export type UpdateCollectionInput = z.input<typeof UpdateCollectionSchema>;
export type StatusChangeInput = z.input<typeof StatusChangeSchema>;
export type PageLayoutInput = z.input<typeof PageLayoutSchema>;
