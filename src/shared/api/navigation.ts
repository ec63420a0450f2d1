/**
 * The owner's navigation (STORE-12), header and footer (ADM-14, GAP-36) and category-tree
 * (GAP-07 Category, STORE-06/07) calls. The content module parses its input with these too.
 */
import { z } from 'zod';
import { CATEGORY_TYPES, NAVIGATION_IDS, PAGE_RENDERINGS } from '../content-model';
import { IdSchema, LinkSchema, TitleSchema } from './content';

// ── Navigation ─────────────────────────────────────────────────────────────────────────────

export const NavigationIdSchema = z.enum(NAVIGATION_IDS);
const NavigationLinkSchema = z.strictObject({
  url: LinkSchema,
  title: TitleSchema,
  newWindow: z.boolean().optional(),
});
/** Named (the meta id) so the reference can describe its recursion. */
const NavigationEntrySchema = z
  .strictObject({
    id: IdSchema.optional(),
    collectionId: IdSchema.nullable().optional(),
    externalLink: NavigationLinkSchema.nullable().optional(),
    memberAreaId: IdSchema.nullable().optional(),
    get items(): z.ZodOptional<z.ZodArray<typeof NavigationEntrySchema>> {
      return z.array(NavigationEntrySchema).max(200).optional();
    },
  })
  .meta({ id: 'NavigationEntry' });
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

export const NavigationParams = z.object({ navigationId: NavigationIdSchema });
export const NavigationEntryParams = z.object({ entryId: IdSchema });

export const NavigationLink = z.object({ url: z.string(), title: z.string(), newWindow: z.boolean() }).meta({ id: 'NavigationLink' });
export type NavigationLink = z.infer<typeof NavigationLink>;

/** A navigation entry (STORE-12): a collection or an external link; folders hold nested entries. */
export const NavigationItem = z
  .object({
    id: z.string(),
    collectionId: z.string().nullable(),
    externalLink: NavigationLink.nullable(),
    memberAreaId: z.string().nullable(),
    get items(): z.ZodArray<typeof NavigationItem> {
      return z.array(NavigationItem);
    },
  })
  .meta({ id: 'NavigationItem' });
export type NavigationItem = z.infer<typeof NavigationItem>;

export const Navigation = z
  .object({ mainNavigation: z.array(NavigationItem), secondaryNavigation: z.array(NavigationItem) })
  .meta({ id: 'Navigation' }) satisfies z.ZodType<Record<(typeof NAVIGATION_IDS)[number], unknown>>;
export type Navigation = z.infer<typeof Navigation>;

export const NavigationAnswer = z.object({ navigation: Navigation });
export type NavigationAnswer = z.infer<typeof NavigationAnswer>;
export const NavigationItemAnswer = z.object({ item: NavigationItem });
export type NavigationItemAnswer = z.infer<typeof NavigationItemAnswer>;

// ── Header and footer ──────────────────────────────────────────────────────────────────────

export const HeaderFooterSchema = z.strictObject({ header: z.string().max(200_000), footer: z.string().max(200_000) });
/** Header and footer code injection (ADM-14, GAP-36). */
export const HeaderFooter = z.object({ header: z.string(), footer: z.string() }).meta({ id: 'HeaderFooter' });
export type HeaderFooter = z.infer<typeof HeaderFooter>;

// ── Categories ─────────────────────────────────────────────────────────────────────────────

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
/** The children's order under the category in the path. */
export const ReorderChildCategoriesBody = z.strictObject({ categoryIds: z.array(IdSchema).min(1).max(10_000) });
export const CategoryParams = z.object({ categoryId: IdSchema });

export type CreateCategoryInput = z.input<typeof CreateCategorySchema>;
export type UpdateCategoryInput = z.input<typeof UpdateCategorySchema>;

/** GAP-07 Category, in a collection's tree under its one ROOT (STORE-07). */
export const Category = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    collectionId: z.string(),
    parentCategoryId: z.string().nullable(),
    displayName: z.string(),
    type: z.enum(CATEGORY_TYPES),
    pageRendering: z.enum(PAGE_RENDERINGS),
    displayIndex: z.number(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;
export const CategoryAnswer = z.object({ category: Category });
export type CategoryAnswer = z.infer<typeof CategoryAnswer>;
export const CategoriesAnswer = z.object({ categories: z.array(Category) });
export type CategoriesAnswer = z.infer<typeof CategoriesAnswer>;
