/**
 * Pure rules behind the Design screen: the colour an optional field falls back to, contrast
 * between text and background, and whether a draft differs from what is saved. The light/dark
 * class comes from src/shared/colors.ts.
 */
import { BLACK_AND_WHITE, parseHex, textColorFor } from '../../../shared/colors';
import { COLOR_FIELDS, type ColorField, type SiteColors, type SiteStyles } from '../../../shared/site-styles';

/** The colour an optional field shows when the owner keeps the default (as the theme does). */
export function defaultColorFor(field: ColorField, colors: SiteColors): string {
  switch (field) {
    case 'headingText':
      return colors.text;
    case 'buttonBackground':
      return colors.accent;
    case 'buttonText':
      return textColorFor(colors.buttonBackground ?? colors.accent, BLACK_AND_WHITE);
    default:
      return colors[field];
  }
}

/** The colour a field shows: its own, or its default. */
export function effectiveColor(field: ColorField, colors: SiteColors): string {
  return colors[field] ?? defaultColorFor(field, colors);
}

function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Body text needs 4.5:1 (WCAG AA); below it the screen warns. */
export const MIN_TEXT_CONTRAST = 4.5;

export function lowContrast(text: string, background: string): boolean {
  return contrastRatio(text, background) < MIN_TEXT_CONTRAST;
}

/** True when two designs are the same (an absent optional colour equals another absent one). */
export function sameStyles(a: SiteStyles, b: SiteStyles): boolean {
  if (a.fonts.heading !== b.fonts.heading || a.fonts.body !== b.fonts.body) return false;
  return COLOR_FIELDS.every((field) => a.colors[field] === b.colors[field]);
}

/** The design with one colour set, or an optional one cleared (`undefined`: use the default). */
export function withColor(styles: SiteStyles, field: ColorField, value: string | undefined): SiteStyles {
  const colors: SiteColors = { ...styles.colors };
  if (value === undefined) delete (colors as Partial<SiteColors>)[field];
  else colors[field] = value;
  return { ...styles, colors };
}
