/** A post as the post editor's form holds it, and the update it sends. */
import type { Item, UpdateItemInput } from '../../../shared/api/content-items';
import type { ItemImage } from './featured-image-field';
import { fromLocalInput, toLocalInput } from './item-format';

export interface PostDraft {
  title: string;
  body: string;
  excerpt: string;
  author: string;
  image: ItemImage;
  tags: string[];
  categories: string[];
  /** `datetime-local` text. */
  publishOn: string;
  commentState: number;
  urlId: string;
}

export function draftOf(item: Item): PostDraft {
  return {
    title: item.title,
    body: item.body,
    excerpt: item.excerpt,
    author: item.author?.displayName ?? '',
    image: {
      assetUrl: item.assetUrl,
      filename: item.filename,
      originalSize: item.originalSize,
      mediaFocalPoint: item.mediaFocalPoint,
      colorData: item.colorData,
      altText: item.altText,
      systemDataVariants: item.systemDataVariants,
    },
    tags: item.tags,
    categories: item.categories,
    publishOn: toLocalInput(item.publishOn),
    commentState: item.commentState,
    urlId: item.urlId,
  };
}

export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields to send; the publish time only when it was changed (a scheduled post checks it). */
export function updateOf(draft: PostDraft, saved: PostDraft): UpdateItemInput {
  return {
    title: draft.title,
    body: draft.body,
    excerpt: draft.excerpt,
    author: draft.author.trim() === '' ? null : { displayName: draft.author.trim() },
    ...draft.image,
    tags: draft.tags,
    categories: draft.categories,
    commentState: draft.commentState,
    ...(draft.urlId.trim() !== saved.urlId && { urlId: draft.urlId.trim() }),
    ...(draft.publishOn !== saved.publishOn && { publishOn: fromLocalInput(draft.publishOn) }),
  };
}
