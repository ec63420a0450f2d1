import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS as ENGINE_IMAGE_WIDTHS } from '../../template-engine/plugins/image-sizes';
import { IMAGE_WIDTHS, negotiateFormat, parseFormatRequest, servedWidth, systemDataVariants } from './image-variants';

describe('served widths', () => {
  it('MEDIA-08 serves the widths 100, 300, 500, 750, 1000, 1500, 2500w, the same list the image formatters write', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(IMAGE_WIDTHS.map((w) => `${w}w`)).toEqual([...ENGINE_IMAGE_WIDTHS]);
  });

  it('MEDIA-08 snaps a width to the next stored width up, the largest beyond 2500w', () => {
    expect(servedWidth(100, 4000)).toBe(100);
    expect(servedWidth(101, 4000)).toBe(300);
    expect(servedWidth(640, 4000)).toBe(750);
    expect(servedWidth(1500, 4000)).toBe(1500);
    expect(servedWidth(3000, 4000)).toBe(2500);
  });

  it('never upscales: a width beyond the original serves the original width', () => {
    expect(servedWidth(2500, 1200)).toBe(1200);
    expect(servedWidth(1000, 1200)).toBe(1000);
    expect(servedWidth(300, 80)).toBe(80);
  });

  it('reads ?format=: NNNw, original, absent as the largest; rejects anything else', () => {
    expect(parseFormatRequest('500w')).toEqual({ kind: 'width', width: 500 });
    expect(parseFormatRequest('original')).toEqual({ kind: 'original' });
    expect(parseFormatRequest(undefined)).toEqual({ kind: 'width', width: 2500 });
    for (const bad of ['500', 'w', '0w', '-5w', '500px', '1e3w', 'ORIGINAL', '9999999w']) expect(parseFormatRequest(bad)).toBeNull();
  });

  it('MEDIA-10 lists the original size then the stored widths up to the original width', () => {
    expect(systemDataVariants(1500, 1000)).toBe('1500x1000,100w,300w,500w,750w,1000w,1500w');
    expect(systemDataVariants(3000, 2000)).toBe('3000x2000,100w,300w,500w,750w,1000w,1500w,2500w');
    expect(systemDataVariants(640, 480)).toBe('640x480,100w,300w,500w');
    expect(systemDataVariants(50, 50)).toBe('50x50');
  });
});

describe('encoding by Accept', () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const safari = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

  it('prefers AVIF, then WebP, else keeps the original format', () => {
    expect(negotiateFormat('jpeg', chrome, false)).toBe('avif');
    expect(negotiateFormat('jpeg', safari, false)).toBe('webp');
    expect(negotiateFormat('jpeg', '*/*', false)).toBe('jpeg');
    expect(negotiateFormat('png', undefined, true)).toBe('png');
    expect(negotiateFormat('webp', 'image/*', false)).toBe('webp');
  });

  it('honours q=0 as a refusal', () => {
    expect(negotiateFormat('jpeg', 'image/avif;q=0, image/webp', false)).toBe('webp');
    expect(negotiateFormat('jpeg', 'image/avif;q=0.0,image/webp;q=0', false)).toBe('jpeg');
  });

  it('keeps GIFs as GIF or WebP (animation), and turns AVIF into JPEG or PNG for old browsers', () => {
    expect(negotiateFormat('gif', chrome, false)).toBe('webp');
    expect(negotiateFormat('gif', '*/*', false)).toBe('gif');
    expect(negotiateFormat('avif', '*/*', false)).toBe('jpeg');
    expect(negotiateFormat('avif', '*/*', true)).toBe('png');
  });
});
