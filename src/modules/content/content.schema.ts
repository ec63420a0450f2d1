/**
 * Input schemas of the content module, shared by the service (which parses every input) and
 * the owner routes, which declare the same schemas (`src/shared/api/content*.ts`, the HTTP
 * contract), so bad input answers 400 with field errors. Shape and format live there; the
 * spec's limits (60 blocks, 250 items, tag 50, category 25 ...) are checked by the service,
 * which answers 422 with their own codes (GAP-102).
 */
import { z } from 'zod';
import { DomainError } from '../../shared/errors';

export {
  CollectionSettingsSchema,
  CreateCollectionSchema,
  IdSchema,
  LinkSchema,
  PageLayoutSchema,
  PageStatusSchema,
  StatusChangeSchema,
  UpdateCollectionSchema,
  UrlIdSchema,
  type CreateCollectionInput,
  type PageLayoutInput,
  type StatusChangeInput,
  type UpdateCollectionInput,
} from '../../shared/api/content';
export {
  CreateItemSchema,
  ListItemsQuerySchema,
  RenameTagSchema,
  ReorderItemsSchema,
  TagQuerySchema,
  UpdateItemSchema,
  type CreateItemInput,
  type UpdateItemInput,
} from '../../shared/api/content-items';
export {
  AddNavigationItemSchema,
  CreateCategorySchema,
  HeaderFooterSchema,
  NavigationIdSchema,
  NavigationItemInputSchema,
  ReorderCategoriesSchema,
  SetNavigationSchema,
  UpdateCategorySchema,
  type CreateCategoryInput,
  type NavigationItemInput,
  type UpdateCategoryInput,
} from '../../shared/api/navigation';

/** Counted by the site, not edited by the owner: not part of the HTTP contract. */
export const EngagementSchema = z.strictObject({
  likeCount: z.int().min(0).optional(),
  publicCommentCount: z.int().min(0).optional(),
});

/** Parses service input; bad input is a VALIDATION_FAILED domain error with the field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new DomainError('VALIDATION_FAILED', { errors });
}
