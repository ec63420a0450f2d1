/** The sites module: websites, their settings and domains, and host resolution. */
import { readMigrations } from '../../db/migrations';

export { createSitesService, type SitesService, type SitesDeps } from './sites.service';
export { indexSites, resolveHost, normalizeHost, type HostIndex } from './host-resolution';
export type { Website, WebsiteSettings, CreateWebsiteInput, AnalyticsSiteSettings } from './sites.types';

export const SITES_MIGRATIONS = readMigrations('sites', new URL('./migrations/', import.meta.url));
