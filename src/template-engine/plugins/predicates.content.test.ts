import { describe, expect, it } from 'vitest';
import { CONTENT_PREDICATES } from './predicates.content';
import { predicateRunner } from './fake-render-context';
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS } from './gallery-options';

const pred = predicateRunner(CONTENT_PREDICATES);

describe('content predicate table', () => {
  it('registers the named, record-type, promoted, background and gallery predicates', () => {
    const names = Object.keys(CONTENT_PREDICATES);
    expect(names).toEqual(
      expect.arrayContaining([
        'calendar-view?', 'child-images?', 'clickable?', 'collection?', 'collection-page?',
        'collection-template-page?', 'collectionTypeNameEquals?', 'excerpt?', 'external-link?', 'folder?',
        'gallery-meta?', 'has-multiple?', 'index?', 'location?', 'main-image?', 'passthrough?', 'redirect?',
        'same-day?', 'serviceNameEmail?', 'show-past-events?',
        'undefined?', 'text?', 'image?', 'quote?', 'link?', 'audio?', 'video?', 'store-item?', 'event?', 'gallery?',
        'binary?', 'css-asset?', 'tweak-asset?', 'digital-good?', 'attachment?', 'wordpress-export?', 'json-export?',
        'site-search?', 'active-time?', 'tweet?', 'checkin?', 'kbarticle?', 'external-video?',
        'promotedMAP?', 'promotedEMBED?', 'promotedIMAGE?', 'promotedCODE?', 'promotedQUOTE?', 'promotedTWITTER?',
        'promotedLINK?', 'promotedVIDEO?', 'promotedFOURSQUARE?', 'promotedINSTAGRAM?', 'promotedFORM?',
        'background-source-undefined?', 'background-source-upload?', 'background-source-instagram?',
        'background-source-video?', 'background-source-none?',
      ]),
    );
    // 20 named, 22 record types, external-video?, 11 promoted blocks, 5 background sources, 22 gallery options
    expect(names.length).toBe(20 + 22 + 1 + 11 + 5 + 4 + 7 + 3 + 8);
  });
});

describe('record types', () => {
  it('TPL-02 tests recordType codes of blog and store items', () => {
    expect(pred('text?', { recordType: 1 })).toBe(true);
    expect(pred('store-item?', { recordType: '11' })).toBe(true);
    expect(pred('event?', { recordType: 11 })).toBe(false);
    expect(pred('undefined?', { recordType: -1 })).toBe(true);
    expect(pred('undefined?', {})).toBe(false);
  });

  it('TPL-02 counts promoted blocks of the same kind for video, image, quote, link and gallery', () => {
    expect(pred('video?', { promotedBlockType: 'video' })).toBe(true);
    expect(pred('external-video?', { recordType: 8 })).toBe(true);
    expect(pred('gallery?', { promotedBlockType: 'gallery' })).toBe(true);
    expect(pred('image?', { promotedBlockType: 'video' })).toBe(false);
    expect(pred('promotedVIDEO?', { recordType: 8 })).toBe(false);
    expect(pred('promotedMAP?', { promotedBlockType: 'map' })).toBe(true);
  });
});

describe('pages, folders and collections', () => {
  it('clickable? is true outside folders and for index or redirect folders', () => {
    expect(pred('clickable?', {})).toBe(true);
    expect(pred('clickable?', { folderBehavior: 1 })).toBe(true);
    expect(pred('clickable?', { folderBehavior: 2 })).toBe(true);
    expect(pred('clickable?', { folderBehavior: 3 })).toBe(false);
    expect(pred('clickable?', {}, [], { scopes: [{ folderBehavior: 3 }] })).toBe(false);
  });

  it('index? wants a folder whose behaviour is the number 1', () => {
    expect(pred('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
    expect(pred('index?', { collection: { folder: true, folderBehavior: '1' } })).toBe(false);
    expect(pred('index?', { collection: { folder: false, folderBehavior: 1 } })).toBe(false);
    expect(pred('redirect?', { folderBehavior: 2 })).toBe(true);
    expect(pred('folder?', { collection: { folder: 1 } })).toBe(true);
  });

  it('collection type checks read the collection, or the scope itself when it has none', () => {
    expect(pred('collection-page?', { collection: { type: 10 } })).toBe(true);
    expect(pred('collection-template-page?', { collection: { type: 7 } })).toBe(true);
    expect(pred('collection-template-page?', { type: 7 })).toBe(true);
    expect(pred('collection-template-page?', { collection: {}, type: 7 })).toBe(false);
    expect(pred('collectionTypeNameEquals?', {}, ['blog'], { scopes: [{ typeName: 'blog' }] })).toBe(true);
    expect(pred('collectionTypeNameEquals?', { typeName: '' }, [])).toBe(false);
  });

  it('calendar-view? reads a boolean up the scopes', () => {
    expect(pred('calendar-view?', {}, [], { scopes: [{ calendarView: true }] })).toBe(true);
    expect(pred('calendar-view?', { calendarView: 'yes' })).toBe(false);
  });
});

describe('item contents', () => {
  it('excerpt? ignores tags, whitespace, non-breaking and zero-width spaces', () => {
    expect(pred('excerpt?', { excerpt: { html: '<p>Hi</p>' } })).toBe(true);
    expect(pred('excerpt?', { excerpt: { html: '<p>\u00a0\u200b </p>' } })).toBe(false);
    expect(pred('excerpt?', { excerpt: 'plain' })).toBe(true);
    expect(pred('excerpt?', { excerpt: 42 })).toBe(false);
  });

  it('main-image? and child-images? look for an image id', () => {
    expect(pred('main-image?', { systemDataId: 'x' })).toBe(true);
    expect(pred('main-image?', { mainImageId: '' })).toBe(false);
    expect(pred('child-images?', { items: [{ mainImageId: 'x' }] })).toBe(true);
    expect(pred('child-images?', { items: [{}, { mainImageId: 'x' }] })).toBe(false);
    expect(pred('child-images?', { items: [] })).toBe(false);
  });

  it('TPL-08 location? needs both coordinates; same-day? compares UTC days', () => {
    expect(pred('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(pred('location?', { location: { mapLat: 1 } })).toBe(false);
    expect(pred('same-day?', { startDate: 1384518630000, endDate: 1384515030000 })).toBe(true);
    expect(pred('same-day?', { startDate: 1384518630000, endDate: 1384605030000 })).toBe(false);
    expect(pred('same-day?', { startDate: 86_399_999, endDate: 86_400_000 })).toBe(false);
  });

  it('has-multiple?, passthrough?, external-link?, serviceNameEmail?, show-past-events?', () => {
    expect(pred('has-multiple?', [1, 2])).toBe(true);
    expect(pred('has-multiple?', { a: 1 })).toBe(false);
    expect(pred('passthrough?', { passthrough: true, sourceUrl: 'http://x' })).toBe(true);
    expect(pred('passthrough?', { passthrough: true, sourceUrl: '' })).toBe(false);
    expect(pred('external-link?', { externalLink: 'http://x' })).toBe(true);
    expect(pred('serviceNameEmail?', { serviceName: 'email' })).toBe(true);
    expect(pred('show-past-events?', { showPastOrUpcomingEvents: 'upcoming' })).toBe(false);
  });

  it('background-source-*? test the backgroundSource code', () => {
    expect(pred('background-source-video?', { backgroundSource: 3 })).toBe(true);
    expect(pred('background-source-none?', { backgroundSource: 3 })).toBe(false);
    expect(pred('background-source-undefined?', { backgroundSource: -1 })).toBe(true);
  });
});

describe('gallery options', () => {
  const inGallery = (options: unknown) => ({ scopes: [{ options }] });

  it('GAL-25 designs are grid, slideshow, slider and stacked', () => {
    expect([...GALLERY_DESIGNS]).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    for (const design of GALLERY_DESIGNS) {
      expect(pred(`gallery-design-${design}?`, {}, [], inGallery({ design }))).toBe(true);
      expect(pred(`gallery-design-${design}?`, {}, [], inGallery({ design: 'other' }))).toBe(false);
    }
  });

  it('GAL-26 the seven meta positions each have a predicate', () => {
    expect([...GALLERY_META_POSITIONS].sort()).toEqual(
      ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'].sort(),
    );
    for (const position of GALLERY_META_POSITIONS) {
      expect(pred(`gallery-meta-position-${position}?`, {}, [], inGallery({ 'meta-position': position }))).toBe(true);
      expect(pred(`gallery-meta-position-${position}?`, {}, [], inGallery({}))).toBe(false);
    }
  });

  it('GAL-27 active alignments are center, left and right', () => {
    expect([...GALLERY_ACTIVE_ALIGNMENTS]).toEqual(['center', 'left', 'right']);
    for (const alignment of GALLERY_ACTIVE_ALIGNMENTS) {
      expect(pred(`gallery-active-alignment-${alignment}?`, {}, [], inGallery({ 'active-alignment': alignment }))).toBe(true);
    }
    expect(CONTENT_PREDICATES['gallery-active-alignment-top?']).toBeUndefined();
  });

  it('boolean options read Jackson booleans; gallery-meta? wants controls or indicators', () => {
    expect(pred('gallery-autoplay?', {}, [], inGallery({ autoplay: true }))).toBe(true);
    expect(pred('gallery-autoplay?', {}, [], inGallery({ autoplay: 'true' }))).toBe(true);
    expect(pred('gallery-lightbox?', {}, [], inGallery({ lightbox: 'yes' }))).toBe(false);
    expect(pred('gallery-thumbnails?', {}, [], inGallery({}))).toBe(false);
    expect(pred('gallery-meta?', {}, [], inGallery({ indicators: true }))).toBe(true);
    expect(pred('gallery-meta?', {}, [], inGallery({ controls: false }))).toBe(false);
  });
});
