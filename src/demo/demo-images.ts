/**
 * The demo store's pictures, made on the spot (nothing is downloaded): product shots of a
 * small design shop at 1500×1500 and wide pictures for banners, the blog and the gallery at
 * 2000×1200, drawn as SVG with light, shade and texture, rendered by sharp as grainy JPEGs.
 * Deterministic: the same call always gives the same pictures.
 */
import type { Fragment } from './demo-image-objects';
import { candle, mug, plant } from './demo-image-objects';
import { bowls, coffeeBag, notebook, tote, tshirt } from './demo-image-goods';
import { framedPrint, giftCard, phone, type ArtPalette } from './demo-image-prints';
import { BACKGROUND_SCALE, renderPhoto } from './demo-image-render';
import { coast, colorField, mountains } from './demo-image-scenes';
import { backdrop, groundShadow, seededRandom, svgDocument, vignette, type Backdrop, type Random } from './demo-image-svg';

export interface DemoImage {
  /** File name, e.g. `ceramic-mug.jpg`. */
  name: string;
  buffer: Buffer;
  altText: string;
}

const PRODUCT = 1500;
const WIDE = { width: 2000, height: 1200 };

const OAK_TABLE: Backdrop = { wall: ['#efe8de', '#e3d8c9'], floor: ['#e0cdb2', '#c9ad8a'], horizon: 0.66, wood: 3 };
const WARM_SWEEP: Backdrop = { wall: ['#f1e7dc', '#e6d5c3'], floor: ['#e9dccd', '#dccab6'], horizon: 'sweep' };
const SAGE_SWEEP: Backdrop = { wall: ['#e3e6dc', '#d3d9cb'], floor: ['#dde1d5', '#ccd2c4'], horizon: 'sweep' };
const LINEN: Backdrop = { wall: ['#ece6dc', '#ddd4c6'], floor: ['#ece6dc', '#ddd4c6'], horizon: 'flat' };
const PALE_OAK: Backdrop = { wall: ['#e6d4b8', '#d5bf9e'], floor: ['#e6d4b8', '#d5bf9e'], horizon: 'flat', wood: 8 };

const SUNSET: ArtPalette = { ground: '#f2e6d3', sun: '#e0793f', shapes: ['#2f5d62', '#d9a441', '#9c4f2d'] };
const DUSK: ArtPalette = { ground: '#efe3d0', sun: '#c8553d', shapes: ['#283d3b', '#e9c46a', '#7a8b6f'] };
/** Printed straight on canvas: no ground of its own. */
const ON_CANVAS: ArtPalette = { ground: 'none', sun: '#d9703e', shapes: ['#2f5d62', '#d9a441', '#9c4f2d'] };
const NIGHT: ArtPalette = { ground: '#1f2a3a', sun: '#f2c46d', shapes: ['#3d5a6c', '#c97b63', '#5e7d6e'] };

interface Picture {
  name: string;
  altText: string;
  width: number;
  height: number;
  seed: number;
  /** Seen from above, the surface is in focus: its setting is rendered at full size. */
  sharpSetting?: boolean;
  /** Draws the picture: the setting (rendered small, soft) and the sharp subject. */
  draw(random: Random): { setting: Fragment; subject?: Fragment };
}

/** A setting and its ground shadows (soft, so drawn with the setting), plus a sharp subject. */
function onBackdrop(style: Backdrop, width: number, height: number, shadows: Array<[number, number, number]>, subject: Fragment) {
  const bd = backdrop(width, height, style);
  const cast = shadows.map(([cx, cy, w], i) => groundShadow(cx, cy, w, `sh${i}`));
  return {
    setting: { defs: bd.defs + cast.map((c) => c.defs).join(''), body: bd.body + cast.map((c) => c.body).join('') + vignette(width, height) },
    subject,
  };
}

const join = (...fragments: Fragment[]): Fragment => ({ defs: fragments.map((f) => f.defs).join(''), body: fragments.map((f) => f.body).join('') });

const SAGE_GLAZE = { glaze: ['#4d5e52', '#8fa595', '#c9d6c8', '#6f8474'] as [string, string, string, string], clay: '#c9a582', speckle: '#3b342c' };
const CHARCOAL_GLAZE = { glaze: ['#1f2124', '#45484d', '#8a8d92', '#34373b'] as [string, string, string, string], clay: '#b89572', speckle: '#d8d2c6' };

const PICTURES: Picture[] = [
  {
    name: 'ceramic-mug-sage.jpg',
    altText: 'Speckled stoneware mug in sage green on an oak table',
    width: PRODUCT,
    height: PRODUCT,
    seed: 101,
    draw: (r) => onBackdrop(OAK_TABLE, PRODUCT, PRODUCT, [[700, 1203, 560]], mug('mug', 700, 1130, 560, SAGE_GLAZE, r)),
  },
  {
    name: 'ceramic-mug-charcoal.jpg',
    altText: 'Speckled stoneware mug in charcoal on an oak table',
    width: PRODUCT,
    height: PRODUCT,
    seed: 102,
    draw: (r) => onBackdrop(OAK_TABLE, PRODUCT, PRODUCT, [[700, 1203, 560]], mug('mug', 700, 1130, 560, CHARCOAL_GLAZE, r)),
  },
  {
    name: 'soy-candle.jpg',
    altText: 'Fig and cedar soy candle in an amber glass tumbler',
    width: PRODUCT,
    height: PRODUCT,
    seed: 103,
    draw: () =>
      onBackdrop(WARM_SWEEP, PRODUCT, PRODUCT, [[750, 1212, 520]], candle('candle', 750, 1150, 520, { glass: ['#241608', '#5a3512', '#b57a35'], wax: '#f3ead9', label: '#efe6d5', ink: '#2f2a24', name: 'Fig &amp; Cedar' })),
  },
  {
    name: 'canvas-tote.jpg',
    altText: 'Natural canvas tote bag with a sunset print, hanging from a wooden peg',
    width: PRODUCT,
    height: PRODUCT,
    seed: 104,
    draw: (r) => onBackdrop(SAGE_SWEEP, PRODUCT, PRODUCT, [], tote('tote', 750, 170, 720, ON_CANVAS, r)),
  },
  {
    name: 'organic-tee.jpg',
    sharpSetting: true,
    altText: 'Organic cotton t-shirt in terracotta, laid flat on linen',
    width: PRODUCT,
    height: PRODUCT,
    seed: 105,
    draw: (r) => onBackdrop(LINEN, PRODUCT, PRODUCT, [], tshirt('tee', 750, 220, 1060, ['#8e4a30', '#b8643f', '#d98a62'], DUSK, r)),
  },
  {
    name: 'art-print.jpg',
    altText: 'Framed art print of a sun over hills, leaning against a wall',
    width: PRODUCT,
    height: PRODUCT,
    seed: 106,
    draw: (r) => onBackdrop(OAK_TABLE, PRODUCT, PRODUCT, [], framedPrint('print', 390, 200, 720, 980, SUNSET, r)),
  },
  {
    name: 'linen-notebook.jpg',
    sharpSetting: true,
    altText: 'Linen-bound notebook with an elastic band, and a pencil beside it',
    width: PRODUCT,
    height: PRODUCT,
    seed: 107,
    draw: () => onBackdrop(PALE_OAK, PRODUCT, PRODUCT, [], notebook('book', 680, 760, 640, ['#3f5a6b', '#2c4150'], 'Sketchbook')),
  },
  {
    name: 'house-plant.jpg',
    altText: 'Leafy house plant in a terracotta pot',
    width: PRODUCT,
    height: PRODUCT,
    seed: 108,
    draw: (r) => onBackdrop(WARM_SWEEP, PRODUCT, PRODUCT, [[750, 1223, 420]], plant('plant', 750, 1180, 540, r)),
  },
  {
    name: 'gift-card.jpg',
    sharpSetting: true,
    altText: 'Gift card with gold lettering on a kraft envelope',
    width: PRODUCT,
    height: PRODUCT,
    seed: 109,
    draw: () => onBackdrop(LINEN, PRODUCT, PRODUCT, [], giftCard('gift', 700, 720, 820, 'Stoa Studio')),
  },
  {
    name: 'coffee-subscription.jpg',
    altText: 'Bag of single-origin coffee with roasted beans in front',
    width: PRODUCT,
    height: PRODUCT,
    seed: 110,
    draw: (r) => onBackdrop(OAK_TABLE, PRODUCT, PRODUCT, [[750, 1134, 560]], coffeeBag('coffee', 750, 1120, 560, { name: 'Highland', note: 'Medium roast · 340 g' }, r)),
  },
  {
    name: 'phone-wallpapers.jpg',
    sharpSetting: true,
    altText: 'Phone showing a wallpaper from the digital wallpaper pack',
    width: PRODUCT,
    height: PRODUCT,
    seed: 111,
    draw: (r) => onBackdrop(PALE_OAK, PRODUCT, PRODUCT, [], phone('phone', 750, 740, 520, NIGHT, r)),
  },
  {
    name: 'stoneware-bowls.jpg',
    altText: 'Two stacked stoneware bowls made at the wheel-throwing workshop',
    width: PRODUCT,
    height: PRODUCT,
    seed: 112,
    draw: (r) => onBackdrop(OAK_TABLE, PRODUCT, PRODUCT, [[750, 1136, 300]], bowls('bowls', 750, 1130, 760, ['#6b7f8a', '#a9bcc4', '#dfe7ea'], r)),
  },
  {
    name: 'studio-shelf.jpg',
    altText: 'A shelf in the studio with a framed print, mugs, a candle and a plant',
    ...WIDE,
    seed: 201,
    draw: (r) =>
      onBackdrop(
        { wall: ['#ece3d6', '#ddd0be'], floor: ['#d9c3a3', '#bb9d78'], horizon: 0.74, wood: 5 },
        WIDE.width,
        WIDE.height,
        [
          [900, 999, 300],
          [1270, 995, 290],
          [1640, 984, 240],
        ],
        join(
          framedPrint('shelf-print', 260, 300, 480, 650, DUSK, r),
          mug('shelf-mug', 900, 960, 300, SAGE_GLAZE, r),
          candle('shelf-candle', 1270, 960, 290, { glass: ['#241608', '#5a3512', '#b57a35'], wax: '#f3ead9', label: '#efe6d5', ink: '#2f2a24', name: 'Fig &amp; Cedar' }),
          plant('shelf-plant', 1640, 960, 300, r),
        ),
      ),
  },
  {
    name: 'mountains-at-dusk.jpg',
    altText: 'Layers of mountains fading into the haze at dusk',
    ...WIDE,
    seed: 202,
    draw: (r) => ({ setting: { defs: '', body: '' }, subject: mountains(WIDE.width, WIDE.height, r) }),
  },
  {
    name: 'quiet-coast.jpg',
    altText: 'A quiet coast with dune grass and light on the sea',
    ...WIDE,
    seed: 203,
    draw: (r) => ({ setting: { defs: '', body: '' }, subject: coast(WIDE.width, WIDE.height, r) }),
  },
  {
    name: 'color-field-warm.jpg',
    altText: 'Soft fields of terracotta, sand and rose colour',
    ...WIDE,
    seed: 204,
    draw: (r) => ({ setting: colorField(WIDE.width, WIDE.height, ['#efe0cc', '#d9835d', '#e8b58f', '#b4533c', '#f2cfae', '#8f6f8f'], r) }),
  },
  {
    name: 'color-field-cool.jpg',
    altText: 'Soft fields of sage, slate and mist colour',
    ...WIDE,
    seed: 205,
    draw: (r) => ({ setting: colorField(WIDE.width, WIDE.height, ['#dfe4dc', '#7f9c8c', '#b9cbc0', '#4f6b73', '#e9ddc8', '#9aa8b8'], r) }),
  },
];

/** What each picture is, in the order generateDemoImages returns them: products square, the rest wide. */
export const DEMO_IMAGE_LIST: ReadonlyArray<{ name: string; altText: string; width: number; height: number }> = PICTURES.map(
  ({ name, altText, width, height }) => ({ name, altText, width, height }),
);

/**
 * Renders the demo pictures (all, or those named in `only`), one at a time so a small
 * machine stays responsive. About a second each.
 */
export async function generateDemoImages(only?: readonly string[]): Promise<DemoImage[]> {
  const out: DemoImage[] = [];
  for (const picture of PICTURES) {
    if (only !== undefined && !only.includes(picture.name)) continue;
    const { setting, subject } = picture.draw(seededRandom(picture.seed));
    const buffer = await renderPhoto({
      width: picture.width,
      height: picture.height,
      background: svgDocument(picture.width, picture.height, setting.defs, setting.body || '<rect width="100%" height="100%" fill="#fff"/>', picture.sharpSetting === true ? 1 : BACKGROUND_SCALE),
      ...(subject !== undefined && { foreground: svgDocument(picture.width, picture.height, subject.defs, subject.body) }),
      seed: picture.seed,
    });
    out.push({ name: picture.name, buffer, altText: picture.altText });
  }
  return out;
}
