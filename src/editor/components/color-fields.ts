/**
 * The H/S/L fields of the colour picker as text and back: hue in degrees, saturation and
 * lightness as percentages for the owner, checked as fractions (0-1) by the shared bounds
 * check so the messages are the spec's (MEDIA-12..MEDIA-16).
 */
import { COLOR_MESSAGES, hexToHsl, hslaProblems, hslToHex, type ColorMessage } from '../../shared/colors';

export type HslPart = 'h' | 's' | 'l';
export type HslTexts = Record<HslPart, string>;

const round = (n: number, digits = 0) => String(Math.round(n * 10 ** digits) / 10 ** digits);

/** A hex colour's hue (degrees), saturation and lightness (percent) as the fields show them. */
export function hslTextsOf(hex: string): HslTexts {
  const hsl = hexToHsl(hex) ?? { h: 0, s: 0, l: 0 };
  return { h: round(hsl.h), s: round(hsl.s * 100, 1), l: round(hsl.l * 100, 1) };
}

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

const PART_OF: Partial<Record<ColorMessage, HslPart>> = {
  [COLOR_MESSAGES.hue]: 'h',
  [COLOR_MESSAGES.saturation]: 's',
  [COLOR_MESSAGES.lightness]: 'l',
};

/**
 * The colour the H/S/L texts name, or the spec's message for each field that is wrong.
 * Saturation and lightness are typed as percentages and checked as fractions (0-1).
 */
export function readHslTexts(texts: HslTexts): { hex: string; errors: Record<HslPart, never> } | { hex: null; errors: Partial<Record<HslPart, ColorMessage>> } {
  const h = numberOf(texts.h);
  const s = numberOf(texts.s);
  const l = numberOf(texts.l);
  const value = { h, s: s === undefined ? undefined : s / 100, l: l === undefined ? undefined : l / 100 };
  const problems = hslaProblems(value);
  if (problems.length === 0) return { hex: hslToHex(value as { h: number; s: number; l: number }), errors: {} as Record<HslPart, never> };
  const errors: Partial<Record<HslPart, ColorMessage>> = {};
  for (const problem of problems) {
    if (problem === COLOR_MESSAGES.missing) {
      // Each field without a number carries the message.
      for (const part of ['h', 's', 'l'] as const) {
        const n = numberOf(texts[part]);
        if (n === undefined || !Number.isFinite(n)) errors[part] = problem;
      }
    } else {
      const part = PART_OF[problem];
      if (part !== undefined) errors[part] = problem;
    }
  }
  return { hex: null, errors };
}

