import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_LIST, generateDemoImages } from './demo-images';

describe('demo pictures', () => {
  it('covers every demo product and the wide pictures, each named once with alt text within 250 characters (MEDIA-09)', () => {
    const names = DEMO_IMAGE_LIST.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['ceramic-mug-sage.jpg', 'organic-tee.jpg', 'gift-card.jpg', 'coffee-subscription.jpg', 'phone-wallpapers.jpg', 'stoneware-bowls.jpg']) {
      expect(names).toContain(name);
    }
    for (const picture of DEMO_IMAGE_LIST) {
      expect(picture.name).toMatch(/^[a-z0-9-]+\.jpg$/);
      expect(picture.altText.length).toBeGreaterThan(10);
      expect(picture.altText.length).toBeLessThanOrEqual(250);
      expect([
        [1500, 1500],
        [2000, 1200],
      ]).toContainEqual([picture.width, picture.height]);
    }
  });

  it('renders photographs as JPEGs at their sizes, the same bytes every time (seeded)', async () => {
    const only = ['soy-candle.jpg', 'color-field-cool.jpg'];
    const first = await generateDemoImages(only);
    expect(first.map((i) => i.name)).toEqual(only);
    for (const image of first) {
      const meta = await sharp(image.buffer).metadata();
      const expected = DEMO_IMAGE_LIST.find((p) => p.name === image.name)!;
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: expected.width, height: expected.height });
      expect(image.altText).toBe(expected.altText);
    }
    const again = await generateDemoImages(['soy-candle.jpg']);
    expect(again[0]!.buffer.equals(first[0]!.buffer)).toBe(true);
    // A photograph, not a blank: a flat or nearly flat picture has a tiny spread in every channel.
    const { channels } = await sharp(first[0]!.buffer).stats();
    expect(Math.min(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
  });
});
