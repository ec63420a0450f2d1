/**
 * Synthetic images for media tests, built with sharp: known colours in known places, so
 * colour data and dimensions can be asserted exactly.
 */
import sharp from 'sharp';

/** The colours of `patchworkImage`, as colorData writes them (hex, no `#`). */
export const PATCHWORK = {
  background: 'f0e6d2',
  topLeft: 'c0392b',
  topRight: '27ae60',
  bottomLeft: '2c3e8f',
  bottomRight: 'f1c40f',
  center: '111111',
} as const;

const solid = (width: number, height: number, hex: string) => ({
  input: { create: { width, height, channels: 3 as const, background: `#${hex}` } },
});

/**
 * A `width`×`height` image on a beige ground with a coloured square in each corner and one in
 * the centre, each a fifth of the width and height (twice the sampled regions).
 */
export function patchworkImage(
  width = 400,
  height = 200,
  format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' = 'png',
): Promise<Buffer> {
  const w = Math.round(width / 5);
  const h = Math.round(height / 5);
  let image = sharp({ create: { width, height, channels: 3, background: `#${PATCHWORK.background}` } }).composite([
    { ...solid(w, h, PATCHWORK.topLeft), left: 0, top: 0 },
    { ...solid(w, h, PATCHWORK.topRight), left: width - w, top: 0 },
    { ...solid(w, h, PATCHWORK.bottomLeft), left: 0, top: height - h },
    { ...solid(w, h, PATCHWORK.bottomRight), left: width - w, top: height - h },
    { ...solid(w, h, PATCHWORK.center), left: Math.round((width - w) / 2), top: Math.round((height - h) / 2) },
  ]);
  switch (format) {
    case 'png':
      image = image.png();
      break;
    case 'jpeg':
      image = image.jpeg({ quality: 100, chromaSubsampling: '4:4:4' });
      break;
    case 'webp':
      image = image.webp({ lossless: true });
      break;
    case 'avif':
      image = image.avif({ lossless: true, effort: 0 });
      break;
    case 'gif':
      image = image.gif();
      break;
  }
  return image.toBuffer();
}

/** A JPEG stored `width`×`height` whose EXIF orientation (6) turns it a quarter on display. */
export function rotatedJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG with transparency. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Width, height and format of encoded bytes. */
export async function describeImage(data: Uint8Array): Promise<{ format: string; width: number; height: number }> {
  const meta = await sharp(data).metadata();
  return { format: meta.format === 'heif' ? 'avif' : String(meta.format), width: meta.width, height: meta.height };
}
