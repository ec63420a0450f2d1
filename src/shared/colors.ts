/**
 * Colour rules for site design (spec §5 "Colour", MEDIA-12..MEDIA-18): hex colours, HSL(A)
 * with the spec's bounds and messages, and the light/dark class that picks readable text.
 *
 * - Hex (GAP-92): `#` optional, 3 or 6 hex digits, 3 standing for 6 (`#abc` = `#aabbcc`).
 *   4 and 5 digits are refused: 4 would read as `#rgba` elsewhere and Stoa keeps no alpha in
 *   hex, 5 has no reading at all. Formatting always gives `#rrggbb` in lower case.
 * - HSL: hue 0-360, saturation, lightness and alpha 0-1 (fractions, not percentages).
 * - Light or dark (GAP-91): perceived brightness (YIQ weights 299/587/114) on a 0-255 scale;
 *   light when brightness ≥ 0.65 × 256.
 *
 * The template engine's `color-weight` formatter keeps the reference's own reading (half of
 * 0xFFFFFF) for template compatibility; it may not import this file (docs/decisions.md "Site
 * styles: fonts and colours").
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue 0-360; saturation, lightness and alpha 0-1. */
export interface Hsla {
  h: number;
  s: number;
  l: number;
  a?: number;
}

/** The spec's messages (§5), verbatim. */
export const COLOR_MESSAGES = {
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;
export type ColorMessage = (typeof COLOR_MESSAGES)[keyof typeof COLOR_MESSAGES];

/** Thrown by `hslToHex`; `message` is one of COLOR_MESSAGES. */
export class ColorBoundsError extends Error {
  constructor(readonly messages: ColorMessage[]) {
    super(messages.join(' '));
    this.name = 'ColorBoundsError';
  }
}

/** ADM-58: the editor's layout grid colours (fluid engine). */
export const FLUID_ENGINE_COLORS = { blue: '#027AFF', yellow: '#FFB802' } as const;

/** GAP-91: a colour is light when its perceived brightness reaches 0.65 of 256. */
export const LIGHT_THRESHOLD = 0.65 * 256;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` / `#rrggbb` (the `#` optional). */
export function isHexColor(text: string): boolean {
  return HEX.test(text.trim());
}

/** The colour of a hex text, or null when it is no hex colour of 3 or 6 digits. */
export function parseHex(text: string): Rgb | null {
  const match = HEX.exec(text.trim());
  if (match === null) return null;
  const digits = match[1]!;
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  const value = parseInt(full, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

const channel = (n: number) => Math.min(255, Math.max(0, Math.round(n))).toString(16).padStart(2, '0');

/** `#rrggbb` in lower case (channels rounded and clamped to 0-255). */
export function formatHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** A hex text in its one stored form `#rrggbb`, or null when it is no hex colour. */
export function normalizeHex(text: string): string | null {
  const rgb = parseHex(text);
  return rgb === null ? null : formatHex(rgb);
}

/**
 * The spec's messages for an HSL(A) value, empty when it is valid. A missing (or non-numeric)
 * H, S or L gives only 'Missing an H/S/L value.'; otherwise every part out of bounds is named.
 */
export function hslaProblems(value: Partial<Record<'h' | 's' | 'l' | 'a', unknown>>): ColorMessage[] {
  const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (!isNumber(value.h) || !isNumber(value.s) || !isNumber(value.l)) return [COLOR_MESSAGES.missing];
  const problems: ColorMessage[] = [];
  const unit = (n: number) => n >= 0 && n <= 1;
  if (!(value.h >= 0 && value.h <= 360)) problems.push(COLOR_MESSAGES.hue);
  if (!unit(value.s)) problems.push(COLOR_MESSAGES.saturation);
  if (!unit(value.l)) problems.push(COLOR_MESSAGES.lightness);
  if (value.a !== undefined && !(isNumber(value.a) && unit(value.a))) problems.push(COLOR_MESSAGES.alpha);
  return problems;
}

/** The colour of an HSL value; throws ColorBoundsError with the spec's messages when out of bounds. */
export function hslToRgb(value: Hsla): Rgb {
  const problems = hslaProblems(value);
  if (problems.length > 0) throw new ColorBoundsError(problems);
  const { s, l } = value;
  const h = value.h % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/** `#rrggbb` of an HSL value (alpha, if any, is checked but not kept); throws ColorBoundsError. */
export function hslToHex(value: Hsla): string {
  return formatHex(hslToRgb(value));
}

/** The HSL of a colour: hue 0-360 (0 for greys), saturation and lightness 0-1, alpha 1. */
export function rgbToHsl({ r, g, b }: Rgb): Required<Hsla> {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l, a: 1 };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rr ? ((gg - bb) / d + 6) % 6 : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return { h: h * 60, s: Math.min(1, s), l, a: 1 };
}

/** The HSL of a hex text, or null when it is no hex colour. */
export function hexToHsl(text: string): Required<Hsla> | null {
  const rgb = parseHex(text);
  return rgb === null ? null : rgbToHsl(rgb);
}

/** Perceived brightness 0-255 (YIQ weights). */
export function brightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** GAP-91: true when the hex colour's brightness reaches LIGHT_THRESHOLD; false for no hex colour. */
export function isLightColor(hex: string): boolean {
  const rgb = parseHex(hex);
  return rgb !== null && brightness(rgb) >= LIGHT_THRESHOLD;
}

/** Text colours for the two classes of background. */
export interface TextChoices {
  onLight: string;
  onDark: string;
}
export const BLACK_AND_WHITE: TextChoices = { onLight: '#000000', onDark: '#ffffff' };

/** The readable text colour on a background: `onLight` on a light one, `onDark` on a dark one. */
export function textColorFor(background: string, choices: TextChoices = BLACK_AND_WHITE): string {
  return isLightColor(background) ? choices.onLight : choices.onDark;
}

/**
 * `#rrggbb` between two colours: `amount` 0 gives `from`, 1 gives `to`. Used for shades the
 * owner does not pick (a hover colour, muted text on a dark background).
 */
export function mixHex(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (a === null || b === null) throw new Error(`mixHex needs two hex colours, got ${from} and ${to}`);
  const t = Math.min(1, Math.max(0, amount));
  return formatHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}
