/**
 * What a new collection gets when the input leaves it out: its theme template name and
 * how its items are ordered.
 */
import { CollectionType, FolderBehavior } from '../../shared/enums';
import { CollectionOrdering } from './content.types';

const TYPE_NAMES: Record<number, string> = {
  [CollectionType.SUBSCRIPTION]: 'subscription',
  [CollectionType.TWITTER]: 'twitter',
  [CollectionType.FOURSQUARE]: 'foursquare',
  [CollectionType.INSTAGRAM]: 'instagram',
  [CollectionType.GALLERY_BLOCK]: 'gallery-block',
  [CollectionType.TEMPLATE_PAGE]: 'template-page',
  [CollectionType.SPLASH_PAGE]: 'splash-page',
  [CollectionType.PAGE]: 'page',
  [CollectionType.FIVEHUNDREDPIX]: 'fivehundredpix',
  [CollectionType.FLICKR]: 'flickr',
  [CollectionType.PRODUCTS]: 'products',
  [CollectionType.SLIDE_GALLERY]: 'slide-gallery',
  [CollectionType.SLIDE_ALBUM]: 'slide-album',
  [CollectionType.SLIDE_VIDEO]: 'slide-video',
  [CollectionType.ALBUM_BLOCK]: 'album-block',
  [CollectionType.LESSONS]: 'lessons',
  [CollectionType.COURSE]: 'course',
};

/** An index folder renders with the theme's `index` template; other folders have no page of their own. */
export function defaultTypeName(type: number, folder: boolean, folderBehavior: number | null): string {
  if (folder) return folderBehavior === FolderBehavior.INDEX ? 'index' : 'folder';
  return TYPE_NAMES[type] ?? 'generic';
}

/** Blogs newest first, events by date, pages have no items, everything else by hand. */
export function defaultOrdering(type: number, typeName: string, folder: boolean): CollectionOrdering {
  if (folder) return CollectionOrdering.USER_ORDERED;
  if (type === CollectionType.PAGE) return CollectionOrdering.NONE;
  if (type === CollectionType.GENERIC && typeName === 'blog') return CollectionOrdering.CHRONOLOGICAL;
  if (type === CollectionType.GENERIC && typeName === 'events') return CollectionOrdering.CALENDAR;
  return CollectionOrdering.USER_ORDERED;
}
