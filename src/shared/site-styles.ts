/**
 * A site's design choices: the heading and body fonts and its colours. The fonts are those the
 * server can serve without reaching another site: the visitor's own system fonts, and the
 * open-licence (OFL-1.1) font packages bundled with Stoa, served from
 * `/assets/fonts/<id>/<weight>.woff2` (latin subset, normal style).
 *
 * The defaults are what the default theme showed before styles existed, so a site that never
 * chose anything looks as it did.
 */
import { normalizeHex } from './colors';

export const FONT_IDS = ['system-sans', 'system-serif', 'inter', 'work-sans', 'space-grotesk', 'lora', 'playfair-display', 'dm-serif-display'] as const;
export type FontId = (typeof FONT_IDS)[number];
export type FontCategory = 'sans-serif' | 'serif' | 'display';

export interface SiteFont {
  id: FontId;
  /** The CSS family name. */
  family: string;
  category: FontCategory;
  /** Weights the server has files for (normal style); for system fonts, what the stack offers. */
  weights: number[];
  /** `system`: no file, the visitor's own fonts; `bundled`: served from /assets/fonts/. */
  source: 'system' | 'bundled';
  /** The whole CSS `font-family` value, with fallbacks for while the file loads. */
  stack: string;
}

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_FALLBACK = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif';

const bundled = (id: FontId, family: string, category: FontCategory, weights: number[]): SiteFont => ({
  id,
  family,
  category,
  weights,
  source: 'bundled',
  stack: `"${family}", ${category === 'sans-serif' ? SANS_FALLBACK : SERIF_FALLBACK}`,
});

/** Every font a site may choose, in the order a picker lists them. */
export const SITE_FONTS: readonly SiteFont[] = [
  { id: 'system-sans', family: 'System sans-serif', category: 'sans-serif', weights: [400, 500, 600, 700], source: 'system', stack: SANS_FALLBACK },
  { id: 'system-serif', family: 'System serif', category: 'serif', weights: [400, 600, 700], source: 'system', stack: SERIF_FALLBACK },
  bundled('inter', 'Inter', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  bundled('work-sans', 'Work Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900]),
  bundled('space-grotesk', 'Space Grotesk', 'sans-serif', [300, 400, 500, 600, 700]),
  bundled('lora', 'Lora', 'serif', [400, 500, 600, 700]),
  bundled('playfair-display', 'Playfair Display', 'serif', [400, 500, 600, 700, 800, 900]),
  bundled('dm-serif-display', 'DM Serif Display', 'display', [400]),
];

export function isFontId(id: string): id is FontId {
  return (FONT_IDS as readonly string[]).includes(id);
}

export function siteFont(id: FontId): SiteFont {
  return SITE_FONTS.find((f) => f.id === id)!;
}

/** Where the server serves bundled font files (latin subset, normal style). */
export const FONT_ASSET_PREFIX = '/assets/fonts';

/** The URL of one bundled font file. */
export function fontFileUrl(font: SiteFont, weight: number): string {
  return `${FONT_ASSET_PREFIX}/${font.id}/${weight}.woff2`;
}

/** The available weight closest to `wanted` (the heavier one on a tie). */
export function nearestWeight(font: SiteFont, wanted: number): number {
  return font.weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) || (Math.abs(w - wanted) === Math.abs(best - wanted) && w > best) ? w : best));
}

/** Colours as `#rrggbb`. The optional ones follow others when absent (see the theme's CSS). */
export interface SiteColors {
  background: string;
  text: string;
  accent: string;
  /** Headings; the text colour when absent. */
  headingText?: string;
  /** Buttons; the accent when absent. */
  buttonBackground?: string;
  /** Text on buttons; black or white by the button's colour (GAP-91) when absent. */
  buttonText?: string;
}

export interface SiteStyles {
  fonts: { heading: FontId; body: FontId };
  colors: SiteColors;
}

export const COLOR_FIELDS = ['background', 'text', 'accent', 'headingText', 'buttonBackground', 'buttonText'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** What the default theme used before site styles: system serif headings, system sans body. */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  fonts: { heading: 'system-serif', body: 'system-sans' },
  colors: { background: '#faf8f5', text: '#1f1c19', accent: '#234a3a' },
};

/** ADM-39: what the font picker says when the list cannot be read. */
export const FONTS_LOAD_FAILED_MESSAGE = 'Unable to load fonts';

export const UNKNOWN_FONT_MESSAGE = 'Choose one of the fonts offered.';
export const BAD_HEX_MESSAGE = 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.';

/**
 * The stored form of styles (hex as `#rrggbb`), or the fields that are wrong with a message
 * each (`fonts.heading`, `colors.accent`, ...).
 */
export function normalizeSiteStyles(styles: SiteStyles): { ok: true; styles: SiteStyles } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  for (const role of ['heading', 'body'] as const) {
    if (!isFontId(String(styles.fonts?.[role]))) problems[`fonts.${role}`] = UNKNOWN_FONT_MESSAGE;
  }
  const colors: Partial<Record<ColorField, string>> = {};
  for (const field of COLOR_FIELDS) {
    const value = styles.colors?.[field];
    if (value === undefined && field !== 'background' && field !== 'text' && field !== 'accent') continue;
    const hex = typeof value === 'string' ? normalizeHex(value) : null;
    if (hex === null) problems[`colors.${field}`] = BAD_HEX_MESSAGE;
    else colors[field] = hex;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, styles: { fonts: { heading: styles.fonts.heading, body: styles.fonts.body }, colors: colors as SiteColors } };
}

/**
 * Stored styles as pages use them: a field that is missing or no longer valid (a font since
 * removed) falls back to the default, so a page always has a whole design.
 */
export function readSiteStyles(stored: unknown): SiteStyles {
  if (stored === null || typeof stored !== 'object') return DEFAULT_SITE_STYLES;
  const { fonts, colors } = stored as { fonts?: Record<string, unknown>; colors?: Record<string, unknown> };
  const font = (role: 'heading' | 'body'): FontId => {
    const id = fonts?.[role];
    return typeof id === 'string' && isFontId(id) ? id : DEFAULT_SITE_STYLES.fonts[role];
  };
  const out: SiteColors = { ...DEFAULT_SITE_STYLES.colors };
  for (const field of COLOR_FIELDS) {
    const value = colors?.[field];
    const hex = typeof value === 'string' ? normalizeHex(value) : null;
    if (hex !== null) out[field] = hex;
  }
  return { fonts: { heading: font('heading'), body: font('body') }, colors: out };
}
