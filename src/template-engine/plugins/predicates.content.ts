/**
 * Content predicates: what kind of item, collection or page is in scope, and the gallery
 * options (GAL-25..27). Unless noted, they test fields of the current scope value.
 */
import type { Predicate, PredicateTable, RenderContext } from '../plugin';
import { ValueType, asBoolean, asNumber, asString, getChild, getPath, isTruthy, sizeOf, typeOf } from '../values';
import { sameUtcDay } from './calendar-links';
import { BackgroundSource, CollectionType, FolderBehavior, RecordType, codesOf, type ContentCode } from './content-enums';
import { galleryPredicates } from './predicates.gallery';
import { removeTags } from './markup-text';

const field = (ctx: RenderContext, name: string): unknown => getChild(ctx.node(), name);

function recordTypeIs(type: ContentCode): Predicate {
  return (_args, ctx) => asNumber(field(ctx, 'recordType')) === type.code;
}

function promotedBlockIs(blockType: string): Predicate {
  return (_args, ctx) => asString(field(ctx, 'promotedBlockType')) === blockType;
}

/** Items of these record types also count when they are a promoted block of the same kind. */
function recordOrPromoted(type: ContentCode, blockType: string): Predicate {
  return (_args, ctx) =>
    asNumber(field(ctx, 'recordType')) === type.code || asString(field(ctx, 'promotedBlockType')) === blockType;
}

function collectionTypeIs(value: unknown, type: ContentCode): boolean {
  return value !== undefined && asNumber(value) === type.code;
}

const INVISIBLE_TEXT = /[\s\u200b\u00a0]+/g;

/** Blocks a post can promote to its summary, tested by `promoted<BLOCK>?`. */
const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
];

const PROMOTED_RECORD_TYPES: readonly [ContentCode, string][] = [
  [RecordType.VIDEO, 'video'],
  [RecordType.IMAGE, 'image'],
  [RecordType.QUOTE, 'quote'],
  [RecordType.LINK, 'link'],
  [RecordType.GALLERY, 'gallery'],
];

const NAMED_PREDICATES: PredicateTable = {
  // Looked up the scope chain, not only on the current value.
  'calendar-view?': (_args, ctx) => asBoolean(ctx.resolve(['calendarView'])),

  'child-images?': (_args, ctx) => {
    const items = field(ctx, 'items');
    if (!Array.isArray(items) || items.length === 0) return false;
    const first = items[0];
    return isTruthy(getChild(first, 'mainImageId')) || isTruthy(getChild(first, 'systemDataId'));
  },

  // Pages that are no folder (no folderBehavior in scope) are always clickable.
  'clickable?': (_args, ctx) => {
    const behavior = ctx.resolve(['folderBehavior']);
    if (behavior === undefined) return true;
    const code = asNumber(behavior);
    return code === FolderBehavior.INDEX.code || code === FolderBehavior.REDIRECT.code;
  },

  'collection?': (_args, ctx) => isTruthy(field(ctx, 'collection')),

  'collection-page?': (_args, ctx) =>
    collectionTypeIs(getPath(ctx.node(), ['collection', 'type']), CollectionType.PAGE),

  // The scope is either a page holding a collection or the collection itself.
  'collection-template-page?': (_args, ctx) => {
    const collection = field(ctx, 'collection');
    const type = collection === undefined ? field(ctx, 'type') : getChild(collection, 'type');
    return collectionTypeIs(type, CollectionType.TEMPLATE_PAGE);
  },

  'collectionTypeNameEquals?': (args, ctx) =>
    args.length > 0 && asString(ctx.resolve(['typeName'])) === args[0],

  // An excerpt of only tags, spaces, non-breaking or zero-width spaces counts as none.
  'excerpt?': (_args, ctx) => {
    const excerpt = field(ctx, 'excerpt');
    const html = getChild(excerpt, 'html');
    const text = typeof html === 'string' ? html : typeof excerpt === 'string' ? excerpt : '';
    return removeTags(text).replace(INVISIBLE_TEXT, '').length > 0;
  },

  'external-link?': (_args, ctx) => isTruthy(field(ctx, 'externalLink')),

  'folder?': (_args, ctx) => isTruthy(getPath(ctx.node(), ['collection', 'folder'])),

  'has-multiple?': (_args, ctx) => sizeOf(ctx.node()) > 1,

  // A folder that opens an index page of its children.
  'index?': (_args, ctx) => {
    const collection = field(ctx, 'collection');
    if (typeOf(collection) !== ValueType.OBJECT) return false;
    const behavior = getChild(collection, 'folderBehavior');
    return (
      isTruthy(getChild(collection, 'folder')) &&
      typeof behavior === 'number' &&
      behavior === FolderBehavior.INDEX.code
    );
  },

  'location?': (_args, ctx) => {
    const location = field(ctx, 'location');
    return getChild(location, 'mapLat') !== undefined && getChild(location, 'mapLng') !== undefined;
  },

  'main-image?': (_args, ctx) => isTruthy(field(ctx, 'mainImageId')) || isTruthy(field(ctx, 'systemDataId')),

  'passthrough?': (_args, ctx) => isTruthy(field(ctx, 'passthrough')) && asString(field(ctx, 'sourceUrl')) !== '',

  'redirect?': (_args, ctx) => asNumber(field(ctx, 'folderBehavior')) === FolderBehavior.REDIRECT.code,

  // Event start and end on the same UTC day.
  'same-day?': (_args, ctx) => sameUtcDay(asNumber(field(ctx, 'startDate')), asNumber(field(ctx, 'endDate'))),

  'serviceNameEmail?': (_args, ctx) => asString(field(ctx, 'serviceName')) === 'email',

  'show-past-events?': (_args, ctx) => asString(field(ctx, 'showPastOrUpcomingEvents')) === 'past',
};

function buildContentPredicates(): PredicateTable {
  const table: PredicateTable = { ...NAMED_PREDICATES, ...galleryPredicates() };
  // `<record-type>?` for every record type, e.g. `text?`, `store-item?`, `undefined?`.
  for (const type of codesOf(RecordType)) table[`${type.name}?`] = recordTypeIs(type);
  for (const [type, blockType] of PROMOTED_RECORD_TYPES) table[`${type.name}?`] = recordOrPromoted(type, blockType);
  table['external-video?'] = recordOrPromoted(RecordType.VIDEO, 'video');
  for (const blockType of PROMOTED_BLOCK_TYPES) table[`promoted${blockType.toUpperCase()}?`] = promotedBlockIs(blockType);
  for (const source of codesOf(BackgroundSource)) {
    table[`background-source-${source.name}?`] = (_args, ctx) =>
      asNumber(field(ctx, 'backgroundSource')) === source.code;
  }
  return table;
}

export const CONTENT_PREDICATES: PredicateTable = buildContentPredicates();
