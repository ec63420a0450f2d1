/**
 * Gallery block options: their values, defaults and ranges (GAL-01..GAL-21), and the rules
 * each design imposes (GAL-22..GAL-24). `resolveGalleryOptions` turns the options object a
 * site stores into complete options: a number out of range is clamped into it, and a
 * missing or unknown value takes the default (GAP-90).
 */
import { getChild } from '../values';

/** GAL-01, GAL-25: gallery designs. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** GAL-12, GAL-26: the seven meta (caption) positions. */
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

/** GAL-14, GAL-27: alignments of the active slide. */
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** On/off options that templates test with `gallery-<option>?`. */
export const GALLERY_BOOLEAN_OPTIONS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;

/** GAL-06: aspect ratios of cropped images, as width / height. */
export const GALLERY_ASPECT_RATIOS: Readonly<Record<string, number>> = Object.freeze({
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
});

export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

export interface GalleryOptions {
  design: GalleryDesign;
  autoplay: boolean;
  /** Seconds per slide. */
  'autoplay-duration': number;
  controls: boolean;
  'auto-crop': boolean;
  'aspect-ratio': string;
  'square-thumbs': boolean;
  thumbnails: boolean;
  'thumbnail-strip-height': number;
  'thumbnail-strip-margin': number;
  'show-meta-basic': boolean;
  'show-meta': boolean;
  'show-meta-only-title': boolean;
  'meta-position': (typeof GALLERY_META_POSITIONS)[number];
  'show-meta-on-hover': boolean;
  'active-alignment': (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
  'thumbnails-per-row': number;
  padding: number;
  lightbox: boolean;
  lightboxTheme: (typeof GALLERY_LIGHTBOX_THEMES)[number];
  'max-width': number;
  newWindow: boolean;
  transparentBackground: boolean;
}

type BooleanOption = { [K in keyof GalleryOptions]: GalleryOptions[K] extends boolean ? K : never }[keyof GalleryOptions];
type NumberOption = { [K in keyof GalleryOptions]: GalleryOptions[K] extends number ? K : never }[keyof GalleryOptions];

/** GAL-02, 04, 05, 07, 08, 11, 13, 17, 20, 21 (show-meta-* per GAP-90). */
const BOOLEAN_DEFAULTS: Readonly<Record<BooleanOption, boolean>> = {
  autoplay: false,
  controls: false,
  'auto-crop': true,
  'square-thumbs': true,
  thumbnails: false,
  'show-meta-basic': false,
  'show-meta': true,
  'show-meta-only-title': false,
  'show-meta-on-hover': false,
  lightbox: false,
  newWindow: false,
  transparentBackground: false,
};

interface Range {
  min: number;
  max: number;
  default: number;
  /** Whole numbers only; durations may be fractional. */
  integer: boolean;
}

/** GAL-03, 09, 10, 15, 16, 19. */
export const GALLERY_RANGES: Readonly<Record<NumberOption, Range>> = Object.freeze({
  'autoplay-duration': { min: 1, max: 10, default: 5, integer: false },
  'thumbnail-strip-height': { min: 0, max: 200, default: 80, integer: true },
  'thumbnail-strip-margin': { min: 0, max: 60, default: 20, integer: true },
  'thumbnails-per-row': { min: 1, max: 10, default: 4, integer: true },
  padding: { min: 0, max: 50, default: 20, integer: true },
  'max-width': { min: 100, max: 300, default: 300, integer: true },
});

function readBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function readNumber(value: unknown, range: Range): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return range.default;
  const clamped = Math.min(Math.max(n, range.min), range.max);
  return range.integer ? Math.round(clamped) : clamped;
}

function readChoice<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Complete gallery options from a stored options object (anything else counts as empty),
 * as stored: each option its value, clamped, or its default. See `resolveGalleryOptions`.
 */
export function readGalleryOptions(raw: unknown): GalleryOptions {
  const read = (name: string): unknown => getChild(raw, name);
  const booleans = {} as Record<BooleanOption, boolean>;
  for (const name of Object.keys(BOOLEAN_DEFAULTS) as BooleanOption[]) {
    booleans[name] = readBoolean(read(name), BOOLEAN_DEFAULTS[name]);
  }
  const numbers = {} as Record<NumberOption, number>;
  for (const name of Object.keys(GALLERY_RANGES) as NumberOption[]) numbers[name] = readNumber(read(name), GALLERY_RANGES[name]);
  const aspectRatio = read('aspect-ratio');
  const options: GalleryOptions = {
    ...booleans,
    ...numbers,
    design: readChoice(read('design'), GALLERY_DESIGNS, 'grid'),
    'aspect-ratio':
      typeof aspectRatio === 'string' && Object.prototype.hasOwnProperty.call(GALLERY_ASPECT_RATIOS, aspectRatio)
        ? aspectRatio
        : 'square',
    'meta-position': readChoice(read('meta-position'), GALLERY_META_POSITIONS, 'bottom'),
    'active-alignment': readChoice(read('active-alignment'), GALLERY_ACTIVE_ALIGNMENTS, 'center'),
    lightboxTheme: readChoice(read('lightboxTheme'), GALLERY_LIGHTBOX_THEMES, 'dark'),
  };
  return options;
}

/**
 * The options a gallery renders with: `readGalleryOptions` with the design's rules applied.
 * A slideshow always shows thumbnails, the other designs never do (GAL-22, GAL-23), and
 * grid and stacked galleries never autoplay (GAL-24).
 */
export function resolveGalleryOptions(raw: unknown): GalleryOptions {
  const options = readGalleryOptions(raw);
  options.thumbnails = options.design === 'slideshow';
  if (options.design === 'grid' || options.design === 'stacked') options.autoplay = false;
  return options;
}
