/**
 * Turns a demo picture's SVG into a photograph-like JPEG. The setting (wall, table, shadows)
 * is rendered at a third of the size and enlarged, which is both quick and the soft focus of
 * a real background; the object is rendered sharp over it; then a fine seeded film grain is
 * laid over the whole so flat gradients read as a camera's, not a drawing's.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { seededRandom } from './demo-image-svg';

/** Grain strength: the noise's spread around mid-grey, in 0..255 levels. */
const GRAIN = 7;
/** The setting is drawn at this fraction of the final size. */
export const BACKGROUND_SCALE = 1 / 3;

/** Monochrome noise around mid-grey, `width`×`height`×3, from `seed`. */
function grain(width: number, height: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    // The sum of three uniforms is close enough to a bell curve for grain.
    const value = 128 + (random.next() + random.next() + random.next() - 1.5) * GRAIN * 2;
    const v = Math.max(0, Math.min(255, Math.round(value)));
    pixels[i * 3] = v;
    pixels[i * 3 + 1] = v;
    pixels[i * 3 + 2] = v;
  }
  return pixels;
}

export interface PhotoLayers {
  width: number;
  height: number;
  /** SVG of the setting, sized BACKGROUND_SCALE times the picture (or the full size, for a sharp setting). */
  background: string;
  /** SVG of the sharp subject at full size, transparent elsewhere; absent for pure scenery. */
  foreground?: string;
  seed: number;
}

/** Renders the layers and returns a JPEG with grain. Stages pass raw pixels: no re-encoding between them. */
export async function renderPhoto({ width, height, background, foreground, seed }: PhotoLayers): Promise<Buffer> {
  const raw = { width, height, channels: 3 as const };
  // Rasterised first at its own small size: resizing an SVG in one go would render it large.
  const small = await sharp(Buffer.from(background)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const setting = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const layers: OverlayOptions[] = [];
  if (foreground !== undefined) {
    const subject = await sharp(Buffer.from(foreground)).ensureAlpha().raw().toBuffer();
    layers.push({ input: subject, raw: { width, height, channels: 4 } });
  }
  layers.push({ input: grain(width, height, seed), raw, blend: 'soft-light' });
  // Plain libjpeg with optimised Huffman tables: mozjpeg's trellis search saved a tenth of the
  // bytes but took half of this step, on a picture rendered once and then resized for serving.
  return sharp(setting, { raw }).composite(layers).jpeg({ quality: 86, optimiseCoding: true, chromaSubsampling: '4:4:4' }).toBuffer();
}
