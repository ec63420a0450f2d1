/**
 * The kinds of page the Pages screen adds and names: a page (type 10), a folder, a blog and a
 * gallery (generic collections with their theme template), a store (products 13, created with
 * its root category by the store call) and an external link (a navigation entry only).
 */
import type { Collection, CreateCollectionInput } from '../../../shared/api/content';
import { canTransition, isPublishingTransition, type PageStatus } from '../../../shared/content-model';
import { CollectionType, FolderBehavior } from '../../../shared/enums';

export type PageKind = 'page' | 'folder' | 'link' | 'blog' | 'gallery' | 'store';

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  page: 'Page',
  folder: 'Folder',
  link: 'Link',
  blog: 'Blog',
  gallery: 'Gallery',
  store: 'Store',
};

export const ADDABLE_KINDS: readonly PageKind[] = ['page', 'folder', 'link', 'blog', 'gallery', 'store'];

/** The createCollection input for a kind made by that call (not a link, not a store). */
export function createInputFor(kind: 'page' | 'folder' | 'blog' | 'gallery', title: string): CreateCollectionInput {
  switch (kind) {
    case 'page':
      return { type: CollectionType.PAGE, title };
    case 'folder':
      return { type: CollectionType.GENERIC, title, folder: true };
    case 'blog':
    case 'gallery':
      return { type: CollectionType.GENERIC, typeName: kind, title };
  }
}

/** What a row says a collection is, with a folder's behaviour ("Folder: None"). */
export function rowKindLabel(collection: Collection): string {
  if (!collection.folder) return kindLabel(collection);
  const behavior = FOLDER_BEHAVIOR_OPTIONS.find((option) => option.value === collection.folderBehavior);
  return behavior === undefined ? 'Folder' : `Folder: ${behavior.label}`;
}

/** What a collection is. */
export function kindLabel(collection: Collection): string {
  if (collection.folder) return 'Folder';
  if (collection.type === CollectionType.PAGE) return 'Page';
  if (collection.type === CollectionType.PRODUCTS) return 'Store';
  if (collection.typeName === 'blog') return 'Blog';
  if (collection.typeName === 'gallery') return 'Gallery';
  if (collection.typeName === 'events') return 'Events';
  return 'Collection';
}

export const FOLDER_BEHAVIOR_OPTIONS: readonly { value: number; label: string; help: string }[] = [
  { value: FolderBehavior.INDEX, label: 'Index', help: 'The folder is a page showing its pages one after another.' },
  { value: FolderBehavior.REDIRECT, label: 'Redirect', help: 'The folder link opens its first page.' },
  { value: FolderBehavior.NONE, label: 'None', help: 'The folder only opens its list of pages; it has no page of its own.' },
  { value: FolderBehavior.VARIATION, label: 'Variation', help: 'The theme decides how the folder shows.' },
];

/** The editor route of a collection: the page editor for pages, the collection screen for the rest. */
export function editorPathOf(collection: Collection): string | null {
  if (collection.folder) return null;
  return collection.type === CollectionType.PAGE ? `/config/pages/${collection.id}` : `/config/collections/${collection.id}`;
}

/** The order the status choices are listed in. */
const STATUS_ORDER: readonly PageStatus[] = ['published', 'draft', 'needs-review', 'scheduled', 'private'];

/** The statuses a role may pick for a page now in `current` (the current one included), by GAP-08. */
export function statusChoices(current: PageStatus, canPublish: boolean): PageStatus[] {
  return STATUS_ORDER.filter((to) => to === current || (canTransition(current, to) && (canPublish || !isPublishingTransition(current, to))));
}
