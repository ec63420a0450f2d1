/**
 * The site's design in a page's head: a preload of the body font's regular weight (the one
 * file nearly every page needs at once) and the design's style sheet (`src/shared/site-style-css.ts`).
 *
 * It is an inline `<style>`: the page CSP allows inline styles (styles run no code) and a few
 * hundred bytes in the page beat another render-blocking request (docs/decisions.md "Site
 * styles: fonts and colours").
 */
import { bodyFontPreloadUrl, siteStyleSheet } from '../../shared/site-style-css';
import type { SiteStyles } from '../../shared/site-styles';

/** The head tags of a design: a preload of the body font (when bundled) and one `<style>`. */
export function siteStyleTags(styles: SiteStyles): string {
  const preload = bodyFontPreloadUrl(styles);
  const lines: string[] = [];
  if (preload !== undefined) lines.push(`<link rel="preload" href="${preload}" as="font" type="font/woff2" crossorigin>`);
  lines.push(`<style id="stoa-site-styles">${siteStyleSheet(styles)}</style>`);
  return lines.join('\n');
}
