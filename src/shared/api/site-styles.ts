/**
 * The site design calls' contract: read the site's fonts and colours with the fonts the
 * server can serve, and replace them (GET/PUT /api/admin/site/styles).
 */
import { z } from 'zod';
import { isHexColor } from '../colors';
import { BAD_HEX_MESSAGE, FONT_IDS, UNKNOWN_FONT_MESSAGE } from '../site-styles';

const hexColor = z
  .string()
  .trim()
  .refine(isHexColor, BAD_HEX_MESSAGE)
  .meta({ description: 'A hex colour of 3 or 6 digits (GAP-92), `#` optional; answered as `#rrggbb`.' });
const fontId = z.enum(FONT_IDS, { message: UNKNOWN_FONT_MESSAGE });

export const SiteStylesBody = z
  .strictObject({
    fonts: z.strictObject({ heading: fontId, body: fontId }),
    colors: z.strictObject({
      background: hexColor,
      text: hexColor,
      accent: hexColor,
      headingText: hexColor.optional(),
      buttonBackground: hexColor.optional(),
      buttonText: hexColor.optional(),
    }),
  })
  .meta({ id: 'SiteStylesUpdate', description: 'The whole design: every call replaces it.' });

const storedHex = z.string().regex(/^#[0-9a-f]{6}$/);

export const SiteStylesView = z
  .object({
    fonts: z.object({ heading: z.enum(FONT_IDS), body: z.enum(FONT_IDS) }),
    colors: z.object({
      background: storedHex,
      text: storedHex,
      accent: storedHex,
      headingText: storedHex.optional(),
      buttonBackground: storedHex.optional(),
      buttonText: storedHex.optional(),
    }),
  })
  .meta({ id: 'SiteStyles' });
export type SiteStylesView = z.infer<typeof SiteStylesView>;

export const SiteFontView = z
  .object({
    id: z.enum(FONT_IDS),
    family: z.string(),
    category: z.enum(['sans-serif', 'serif', 'display']),
    weights: z.array(z.number().int()),
    source: z.enum(['system', 'bundled']).meta({ description: "'system': the visitor's own fonts; 'bundled': served from /assets/fonts/<id>/<weight>.woff2." }),
    stack: z.string().meta({ description: 'The CSS font-family value pages use.' }),
  })
  .meta({ id: 'SiteFont' });
export type SiteFontView = z.infer<typeof SiteFontView>;

export const SiteStylesReadAnswer = z.object({ styles: SiteStylesView, fonts: z.array(SiteFontView) }).meta({ id: 'SiteStylesRead' });
export type SiteStylesReadAnswer = z.infer<typeof SiteStylesReadAnswer>;
export const SiteStylesAnswer = z.object({ styles: SiteStylesView }).meta({ id: 'SiteStylesSaved' });
export type SiteStylesAnswer = z.infer<typeof SiteStylesAnswer>;
