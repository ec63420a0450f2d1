/**
 * The site design calls as endpoint descriptors (no zod: safe for the editor bundle). The
 * types come from the schemas in `site-styles.ts`, which the routes declare.
 */
import { endpoint, type In, type None } from './endpoint';
import type { SiteStylesAnswer, SiteStylesBody, SiteStylesReadAnswer } from './site-styles';

export const SITE_STYLES_PATH = '/api/admin/site/styles';

export const siteStylesEndpoints = {
  /** The site's fonts and colours, with every font the server can serve. */
  read: endpoint<None, None, None, SiteStylesReadAnswer>('GET', SITE_STYLES_PATH),
  /** Replaces the whole design; storefront pages show it at once. */
  update: endpoint<None, None, In<typeof SiteStylesBody>, SiteStylesAnswer>('PUT', SITE_STYLES_PATH),
} as const;
