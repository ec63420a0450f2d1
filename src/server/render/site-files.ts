/** The files a site answers beside its pages: robots.txt, the sitemap and the product feed. */
import type { Website } from '../../modules/sites';
import { productFeedCsv, productFeedRss } from './product-feed';
import { robotsTxt, sitemapXml } from './seo';
import type { SiteModel } from './site-model';
import type { StorefrontResponse } from './storefront';

/** The answer where no site (or no site model) is found. */
const notFound = (): StorefrontResponse => ({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'No site is published at this address.\n' });

/** The answers, each reading the site's model through `modelOf` (storefront.ts). */
export function siteFileAnswers(modelOf: (websiteId: string) => Promise<SiteModel | null>) {
  return {
    async robots(site: Website | null, origin: string): Promise<StorefrontResponse> {
      if (site === null) return notFound();
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
    },

    async sitemap(site: Website | null, origin: string): Promise<StorefrontResponse> {
      const model = site === null ? null : await modelOf(site.id);
      if (model === null) return notFound();
      return { status: 200, contentType: 'application/xml; charset=utf-8', body: sitemapXml(model, origin) };
    },

    /** The product feed for dynamic ads (product-feed.ts), as RSS or CSV. */
    async productFeed(site: Website | null, origin: string, format: 'rss' | 'csv'): Promise<StorefrontResponse> {
      const model = site === null ? null : await modelOf(site.id);
      if (model === null) return notFound();
      return format === 'rss'
        ? { status: 200, contentType: 'application/rss+xml; charset=utf-8', body: productFeedRss(model, origin) }
        : { status: 200, contentType: 'text/csv; charset=utf-8', body: productFeedCsv(model, origin) };
    },
  };
}
