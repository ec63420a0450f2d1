/**
 * A site design as CSS: the `--stoa-*` custom properties the theme reads for fonts and
 * colours, and `@font-face` rules for the chosen bundled fonts (only the weights the theme
 * uses, `font-display: swap`). Pure, so the server writes it into pages and the editor can
 * show the same design in its preview before it is saved. Every value written comes from the
 * font list or is a normalized `#rrggbb`, so nothing an owner types reaches the CSS.
 */
import { BLACK_AND_WHITE, isLightColor, mixHex, textColorFor } from './colors';
import { fontFileUrl, nearestWeight, readSiteStyles, siteFont, type SiteFont, type SiteStyles } from './site-styles';

/** The bundled files are the latin subset (as the font packages declare it). */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Weights the default theme sets: body text 400 with 600 for labels and buttons; headings 600 (quotes 400). */
const BODY_WEIGHTS = [400, 600];
const HEADING_WEIGHT = 600;
const HEADING_WEIGHTS = [400, HEADING_WEIGHT];

/**
 * Darkening for hover colours: the accent mixed this far towards black, which keeps the
 * default accent's hover exactly the theme's own (#234a3a → #183428).
 */
const HOVER_SHADE = 0.303;

/** The CSS custom properties of a design, in the order written. */
export function siteStyleVariables(input: SiteStyles): [string, string][] {
  const styles = readSiteStyles(input);
  const heading = siteFont(styles.fonts.heading);
  const body = siteFont(styles.fonts.body);
  const { background, text, accent } = styles.colors;
  const button = styles.colors.buttonBackground ?? accent;
  const vars: [string, string][] = [
    ['--stoa-font-heading', heading.stack],
    ['--stoa-font-body', body.stack],
    ['--stoa-font-heading-weight', String(nearestWeight(heading, HEADING_WEIGHT))],
    ['--stoa-color-background', background],
    ['--stoa-color-text', text],
    ['--stoa-color-accent', accent],
    ['--stoa-color-accent-hover', mixHex(accent, '#000000', HOVER_SHADE)],
    ['--stoa-color-accent-text', textColorFor(accent, BLACK_AND_WHITE)],
    ['--stoa-color-button-background', button],
    ['--stoa-color-button-background-hover', mixHex(button, '#000000', HOVER_SHADE)],
    ['--stoa-color-button-text', styles.colors.buttonText ?? textColorFor(button, BLACK_AND_WHITE)],
    ['--stoa-color-on-text', textColorFor(text, BLACK_AND_WHITE)],
  ];
  // Headings keep the colour around them (white on a picture) unless the owner names one.
  if (styles.colors.headingText !== undefined) vars.push(['--stoa-color-heading-text', styles.colors.headingText]);
  // The theme's surfaces, panels and muted greys suit a light page; a dark one gets its own
  // from its colours, and white buttons (on pictures) take the background as their ink.
  if (!isLightColor(background)) {
    vars.push(
      ['--stoa-color-surface', mixHex(background, '#ffffff', 0.08)],
      ['--stoa-color-panel', mixHex(background, '#ffffff', 0.12)],
      ['--stoa-color-footer', mixHex(background, '#ffffff', 0.04)],
      ['--stoa-color-muted', mixHex(text, background, 0.35)],
      ['--stoa-color-line', mixHex(text, background, 0.8)],
      ['--stoa-color-ink', background],
      ['--stoa-color-light-hover', mixHex('#ffffff', background, 0.12)],
      ['--stoa-color-scheme', 'dark'],
    );
  }
  return vars;
}

function fontFaces(font: SiteFont, weights: number[]): string[] {
  if (font.source !== 'bundled') return [];
  const chosen = [...new Set(weights.map((w) => nearestWeight(font, w)))].sort((a, b) => a - b);
  return chosen.map(
    (weight) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${fontFileUrl(font, weight)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  );
}

/** The `@font-face` rules of a design's bundled fonts, each once. */
export function siteFontFaces(input: SiteStyles): string[] {
  const styles = readSiteStyles(input);
  return [...new Set([...fontFaces(siteFont(styles.fonts.body), BODY_WEIGHTS), ...fontFaces(siteFont(styles.fonts.heading), HEADING_WEIGHTS)])];
}

/** The whole style sheet of a design: its font faces, then its properties on `:root`. */
export function siteStyleSheet(input: SiteStyles): string {
  const vars = siteStyleVariables(input)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${siteFontFaces(input).join('')}:root{${vars}}`;
}

/** The one file worth preloading: the body font's regular weight, when it is bundled. */
export function bodyFontPreloadUrl(input: SiteStyles): string | undefined {
  const body = siteFont(readSiteStyles(input).fonts.body);
  return body.source === 'bundled' ? fontFileUrl(body, nearestWeight(body, 400)) : undefined;
}
