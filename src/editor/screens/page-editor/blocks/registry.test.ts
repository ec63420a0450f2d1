import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../../shared/enums';
import { GALLERY_RANGES, resolveGalleryOptions } from '../../../../template-engine/plugins/gallery-options';
import { BLOCK_POSITIONS, positionOf, positionPatch } from '../position-grid';
import { accordionHtml } from './accordion';
import { galleryDefaults, galleryDesignPatch, galleryOptionsOf } from './gallery-data';
import { headingHtml } from './heading';
import { BLOCK_KINDS, kindOf, newBlockOf } from './registry';
import { socialHtml } from './social';

describe('page editor block registry', () => {
  it('offers every kind of block the page editor promises, each with a known block type code', () => {
    const names = BLOCK_KINDS.map((kind) => kind.kind);
    for (const name of ['text', 'heading', 'image', 'gallery', 'button', 'quote', 'divider', 'spacer', 'video', 'audio', 'map', 'product', 'summary', 'newsletter', 'social', 'code', 'accordion']) expect(names).toContain(name);
    for (const kind of BLOCK_KINDS) expect(Object.values(BlockType)).toContain(kind.type);
  });

  it('gives new blocks the fields the storefront reads', () => {
    const defaults = Object.fromEntries(BLOCK_KINDS.map((kind) => [kind.kind, kind.defaults()]));
    expect(defaults.text).toEqual({ html: '' });
    expect(defaults.button).toMatchObject({ label: expect.any(String), url: '/', newWindow: false });
    expect(defaults.summary).toMatchObject({ collectionId: '', limit: 4 });
    expect(defaults.heading!.html).toBe('<h2>Heading</h2>');
  });

  it('finds a stored block its kind by data.kind, else by its type code', () => {
    expect(kindOf({ type: BlockType.HTML, data: { html: '<p>x</p>' } }).kind).toBe('text');
    expect(kindOf({ type: BlockType.HTML, data: { kind: 'heading' } }).kind).toBe('heading');
    expect(kindOf({ type: BlockType.CODE, data: { kind: 'accordion' } }).kind).toBe('accordion');
    expect(kindOf({ type: BlockType.HTML, data: { kind: 'accordion' } }).kind).toBe('text');
    expect(kindOf({ type: BlockType.CODE, data: { html: '<b>x</b>' } }).kind).toBe('code');
    expect(kindOf({ type: BlockType.EMBED, data: { html: '<b>x</b>' } }).kind).toBe('embed');
    expect(kindOf({ type: BlockType.FORM, data: {} }).label).toBe('Form');
  });

  it('finds every new block its own kind again', () => {
    for (const kind of BLOCK_KINDS) expect(kindOf(newBlockOf(kind)).kind).toBe(kind.kind);
  });

  it('GAL-01..21 a new gallery has every option at the engine default', () => {
    const data = galleryDefaults();
    expect(data).toMatchObject({ images: [], design: 'grid', thumbnails: false, autoplay: false, 'aspect-ratio': 'square', 'meta-position': 'bottom' });
    for (const [name, range] of Object.entries(GALLERY_RANGES)) expect(data[name]).toBe(range.default);
    expect(galleryOptionsOf(data)).toEqual(resolveGalleryOptions({}));
  });

  it('GAL-22 GAL-23 GAL-24 changing the design writes what it forces', () => {
    const autoplaying = { ...galleryDefaults(), design: 'slider', autoplay: true };
    expect(galleryDesignPatch(autoplaying, 'slideshow')).toEqual({ design: 'slideshow', thumbnails: true, autoplay: true });
    expect(galleryDesignPatch(autoplaying, 'slider')).toEqual({ design: 'slider', thumbnails: false, autoplay: true });
    expect(galleryDesignPatch(autoplaying, 'grid')).toEqual({ design: 'grid', thumbnails: false, autoplay: false });
    expect(galleryDesignPatch(autoplaying, 'stacked')).toEqual({ design: 'stacked', thumbnails: false, autoplay: false });
  });

  it('ADM-59 offers nine positions, TOP/CENTER/BOTTOM by LEFT/CENTER/RIGHT, writing the column as alignment', () => {
    expect(BLOCK_POSITIONS).toEqual(['top-left', 'top-center', 'top-right', 'center-left', 'center-center', 'center-right', 'bottom-left', 'bottom-center', 'bottom-right']);
    expect(positionPatch('bottom-right')).toEqual({ position: 'bottom-right', alignment: 'right' });
    expect(positionOf({ alignment: 'center' })).toBe('center-center');
    expect(positionOf({})).toBe('center-left');
  });

  it('escapes what the owner types into the HTML the panel writes', () => {
    expect(headingHtml('<b>Hi</b>', 'h3')).toBe('<h3>&lt;b&gt;Hi&lt;/b&gt;</h3>');
    expect(accordionHtml([{ title: 'Q<', body: 'A' }])).toContain('<summary>Q&lt;</summary>');
    expect(socialHtml('Instagram https://instagram.com/x\nBad javascript:alert(1)')).toBe('<ul class="SocialLinks"><li><a href="https://instagram.com/x" rel="noopener">Instagram</a></li></ul>');
  });
});
