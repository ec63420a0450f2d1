import { describe, expect, it } from 'vitest';
import { GALLERY_ASPECT_RATIOS, readGalleryOptions, resolveGalleryOptions } from './gallery-options';

const defaults = readGalleryOptions({});

/** The value a numeric option takes for each of `inputs`. */
function numbers(name: 'autoplay-duration' | 'thumbnail-strip-height' | 'thumbnail-strip-margin' | 'thumbnails-per-row' | 'padding' | 'max-width', inputs: unknown[]): number[] {
  return inputs.map((value) => readGalleryOptions({ [name]: value })[name]);
}

describe('gallery options: values, defaults and ranges', () => {
  it('GAL-01 design is slideshow, slider, grid or stacked, grid by default', () => {
    expect(defaults.design).toBe('grid');
    for (const design of ['slideshow', 'slider', 'grid', 'stacked']) expect(readGalleryOptions({ design }).design).toBe(design);
    expect(readGalleryOptions({ design: 'carousel' }).design).toBe('grid');
    expect(readGalleryOptions({ design: 3 }).design).toBe('grid');
  });

  it('GAL-02 autoplay defaults to false', () => {
    expect(defaults.autoplay).toBe(false);
    expect(readGalleryOptions({ autoplay: true }).autoplay).toBe(true);
  });

  it('GAL-03 autoplay-duration ranges over 1-10 s, default 5', () => {
    expect(defaults['autoplay-duration']).toBe(5);
    expect(numbers('autoplay-duration', [0, 1, 2.5, 10, 11, '7', 'x', null])).toEqual([1, 1, 2.5, 10, 10, 7, 5, 5]);
  });

  it('GAL-04 controls defaults to false', () => {
    expect(defaults.controls).toBe(false);
    expect(readGalleryOptions({ controls: 'true' }).controls).toBe(true);
  });

  it('GAL-05 auto-crop defaults to true', () => {
    expect(defaults['auto-crop']).toBe(true);
    expect(readGalleryOptions({ 'auto-crop': false })['auto-crop']).toBe(false);
  });

  it('GAL-06 aspect-ratio is square by default, with the standard, vertical, four-three and widescreen ratios', () => {
    expect(defaults['aspect-ratio']).toBe('square');
    expect(GALLERY_ASPECT_RATIOS).toEqual({
      square: 1,
      standard: 1.5,
      'standard-vertical': 2 / 3,
      'four-three': 4 / 3,
      'three-four-vertical': 0.75,
      widescreen: 16 / 9,
      'anamorphic-widescreen': 2.4,
    });
    expect(readGalleryOptions({ 'aspect-ratio': 'widescreen' })['aspect-ratio']).toBe('widescreen');
    expect(readGalleryOptions({ 'aspect-ratio': 'constructor' })['aspect-ratio']).toBe('square');
  });

  it('GAL-07 square-thumbs defaults to true', () => {
    expect(defaults['square-thumbs']).toBe(true);
    expect(readGalleryOptions({ 'square-thumbs': false })['square-thumbs']).toBe(false);
  });

  it('GAL-08 thumbnails defaults to false', () => {
    expect(defaults.thumbnails).toBe(false);
    expect(readGalleryOptions({ thumbnails: true }).thumbnails).toBe(true);
  });

  it('GAL-09 thumbnail-strip-height ranges over 0-200, default 80', () => {
    expect(defaults['thumbnail-strip-height']).toBe(80);
    expect(numbers('thumbnail-strip-height', [-5, 0, 120.4, 200, 201, '50'])).toEqual([0, 0, 120, 200, 200, 50]);
  });

  it('GAL-10 thumbnail-strip-margin ranges over 0-60, default 20', () => {
    expect(defaults['thumbnail-strip-margin']).toBe(20);
    expect(numbers('thumbnail-strip-margin', [-1, 0, 60, 61, ''])).toEqual([0, 0, 60, 60, 20]);
  });

  it('GAL-11 show-meta is on, show-meta-basic and show-meta-only-title off by default (GAP-90)', () => {
    expect([defaults['show-meta'], defaults['show-meta-basic'], defaults['show-meta-only-title']]).toEqual([true, false, false]);
    const set = readGalleryOptions({ 'show-meta': false, 'show-meta-basic': true, 'show-meta-only-title': 'true' });
    expect([set['show-meta'], set['show-meta-basic'], set['show-meta-only-title']]).toEqual([false, true, true]);
  });

  it('GAL-12 meta-position takes the seven positions, bottom by default', () => {
    expect(defaults['meta-position']).toBe('bottom');
    for (const position of ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right']) {
      expect(readGalleryOptions({ 'meta-position': position })['meta-position']).toBe(position);
    }
    expect(readGalleryOptions({ 'meta-position': 'middle' })['meta-position']).toBe('bottom');
  });

  it('GAL-13 show-meta-on-hover defaults to false', () => {
    expect(defaults['show-meta-on-hover']).toBe(false);
    expect(readGalleryOptions({ 'show-meta-on-hover': true })['show-meta-on-hover']).toBe(true);
  });

  it('GAL-14 active-alignment is left, center or right, center by default', () => {
    expect(defaults['active-alignment']).toBe('center');
    expect(readGalleryOptions({ 'active-alignment': 'left' })['active-alignment']).toBe('left');
    expect(readGalleryOptions({ 'active-alignment': 'right' })['active-alignment']).toBe('right');
    expect(readGalleryOptions({ 'active-alignment': 'top' })['active-alignment']).toBe('center');
  });

  it('GAL-15 thumbnails-per-row ranges over 1-10, default 4', () => {
    expect(defaults['thumbnails-per-row']).toBe(4);
    expect(numbers('thumbnails-per-row', [0, 1, 6, 10, 25, 'many'])).toEqual([1, 1, 6, 10, 10, 4]);
  });

  it('GAL-16 padding ranges over 0-50, default 20', () => {
    expect(defaults.padding).toBe(20);
    expect(numbers('padding', [-10, 0, 50, 51, true])).toEqual([0, 0, 50, 50, 20]);
  });

  it('GAL-17 lightbox defaults to false', () => {
    expect(defaults.lightbox).toBe(false);
    expect(readGalleryOptions({ lightbox: true }).lightbox).toBe(true);
  });

  it('GAL-18 lightboxTheme is dark by default, or light', () => {
    expect(defaults.lightboxTheme).toBe('dark');
    expect(readGalleryOptions({ lightboxTheme: 'light' }).lightboxTheme).toBe('light');
    expect(readGalleryOptions({ lightboxTheme: 'grey' }).lightboxTheme).toBe('dark');
  });

  it('GAL-19 max-width ranges over 100-300, default 300', () => {
    expect(defaults['max-width']).toBe(300);
    expect(numbers('max-width', [50, 100, 250, 300, 1000])).toEqual([100, 100, 250, 300, 300]);
  });

  it('GAL-20 newWindow defaults to false', () => {
    expect(defaults.newWindow).toBe(false);
    expect(readGalleryOptions({ newWindow: true }).newWindow).toBe(true);
  });

  it('GAL-21 transparentBackground defaults to false', () => {
    expect(defaults.transparentBackground).toBe(false);
    expect(readGalleryOptions({ transparentBackground: 'true' }).transparentBackground).toBe(true);
  });

  it('GAP-90 reads a non-object, and inherited or unknown values, as defaults', () => {
    expect(readGalleryOptions('grid')).toEqual(defaults);
    expect(readGalleryOptions(null)).toEqual(defaults);
    expect(readGalleryOptions(JSON.parse('{"__proto__": {"padding": 5}, "autoplay": "yes"}'))).toEqual(defaults);
  });
});

describe('gallery design rules', () => {
  it('GAL-22 a slideshow shows thumbnails whatever the thumbnails option says', () => {
    expect(resolveGalleryOptions({ design: 'slideshow', thumbnails: false }).thumbnails).toBe(true);
    expect(resolveGalleryOptions({ design: 'slideshow' }).thumbnails).toBe(true);
  });

  it('GAL-23 slider, grid and stacked galleries never show thumbnails', () => {
    for (const design of ['slider', 'grid', 'stacked', 'unknown']) {
      expect(resolveGalleryOptions({ design, thumbnails: true }).thumbnails).toBe(false);
    }
  });

  it('GAL-24 grid and stacked galleries never autoplay; slideshows and sliders may', () => {
    expect(resolveGalleryOptions({ design: 'grid', autoplay: true }).autoplay).toBe(false);
    expect(resolveGalleryOptions({ design: 'stacked', autoplay: true }).autoplay).toBe(false);
    expect(resolveGalleryOptions({ design: 'slideshow', autoplay: true }).autoplay).toBe(true);
    expect(resolveGalleryOptions({ design: 'slider', autoplay: true }).autoplay).toBe(true);
    expect(resolveGalleryOptions({ design: 'slider' }).autoplay).toBe(false);
  });
});
