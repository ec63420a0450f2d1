/**
 * Websites and their domains: create, read, change settings, and resolve a request's host
 * to a site. Every other row in Stoa belongs to one of these.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../../shared/money';
import { normalizeSiteStyles, readSiteStyles, type SiteStyles } from '../../shared/site-styles';
import { domains, websites } from './sites.tables';
import type { AnalyticsSiteSettings, CreateWebsiteInput, Website, WebsiteSettings } from './sites.types';

export interface SitesDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  events: EventBus;
  /** The platform's own domain (default `localhost`): names under it are given by site identifiers, never as custom domains. */
  baseDomain?: string;
}

const IDENTIFIER = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

type WebsiteRow = typeof websites.$inferSelect;

function toWebsite(row: WebsiteRow, domainList: string[]): Website {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    locale: row.locale,
    currency: (isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY) as Currency,
    timeZone: row.timeZone,
    isDefault: row.isDefault,
    status: row.status,
    theme: row.theme,
    settings: row.settings,
    domains: domainList,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export type SitesService = ReturnType<typeof createSitesService>;

export function createSitesService({ db, ids, clock, events, baseDomain = 'localhost' }: SitesDeps) {
  async function domainsOf(websiteId: string): Promise<string[]> {
    const rows = await db.select({ domain: domains.domain }).from(domains).where(eq(domains.websiteId, websiteId));
    return rows.map((r) => r.domain).sort();
  }

  async function get(id: string): Promise<Website | null> {
    const [row] = await db.select().from(websites).where(eq(websites.id, id));
    return row === undefined ? null : toWebsite(row, await domainsOf(row.id));
  }

  return {
    /** Creates a site; the first site created becomes the default unless told otherwise. */
    async create(input: CreateWebsiteInput): Promise<Website> {
      const identifier = input.identifier.trim().toLowerCase();
      if (!IDENTIFIER.test(identifier)) throw new DomainError('SITE_IDENTIFIER_INVALID', { identifier });
      if (input.currency !== undefined && !isCurrency(input.currency)) throw new DomainError('VALIDATION_FAILED', { currency: input.currency });
      const id = ids.next();
      const now = new Date(clock.now());
      const website = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: websites.id }).from(websites).where(eq(websites.identifier, identifier));
        if (taken !== undefined) throw new DomainError('SITE_IDENTIFIER_TAKEN', { identifier });
        const [existingDefault] = await tx.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true));
        const makeDefault = input.isDefault ?? existingDefault === undefined;
        if (makeDefault && existingDefault !== undefined) {
          await tx.update(websites).set({ isDefault: false, updatedAt: now }).where(eq(websites.id, existingDefault.id));
        }
        const [row] = await tx
          .insert(websites)
          .values({
            id,
            identifier,
            title: input.title?.trim() || identifier,
            locale: input.locale ?? 'en',
            currency: input.currency ?? DEFAULT_CURRENCY,
            timeZone: input.timeZone ?? 'America/New_York',
            isDefault: makeDefault,
            settings: input.settings ?? {},
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return toWebsite(row!, []);
      });
      events.emit({ type: 'site.created', websiteId: id });
      return website;
    },

    get,

    async getByIdentifier(identifier: string): Promise<Website | null> {
      const [row] = await db.select().from(websites).where(eq(websites.identifier, identifier.toLowerCase()));
      return row === undefined ? null : toWebsite(row, await domainsOf(row.id));
    },

    /** Every site with its domains: what the host resolver keeps in memory. */
    async listAll(): Promise<Website[]> {
      const rows = await db.select().from(websites).orderBy(websites.identifier);
      const allDomains = await db.select().from(domains);
      const byWebsite = new Map<string, string[]>();
      for (const d of allDomains) byWebsite.set(d.websiteId, [...(byWebsite.get(d.websiteId) ?? []), d.domain]);
      return rows.map((r) => toWebsite(r, (byWebsite.get(r.id) ?? []).sort()));
    },

    /** Changes title, locale, currency, time zone or settings (settings merge shallowly). */
    async update(
      id: string,
      patch: { title?: string; locale?: string; currency?: Currency; timeZone?: string; settings?: Partial<WebsiteSettings> },
    ): Promise<Website> {
      const current = await get(id);
      if (current === null) throw new DomainError('SITE_NOT_FOUND', { id });
      if (patch.currency !== undefined && !isCurrency(patch.currency)) throw new DomainError('VALIDATION_FAILED', { currency: patch.currency });
      await db
        .update(websites)
        .set({
          ...(patch.title !== undefined && { title: patch.title.trim() || current.title }),
          ...(patch.locale !== undefined && { locale: patch.locale }),
          ...(patch.currency !== undefined && { currency: patch.currency }),
          ...(patch.timeZone !== undefined && { timeZone: patch.timeZone }),
          // Merged in the statement: a concurrent change of another setting is kept.
          ...(patch.settings !== undefined && { settings: sql`${websites.settings} || ${JSON.stringify(patch.settings)}::jsonb` }),
          updatedAt: new Date(clock.now()),
        })
        .where(eq(websites.id, id));
      events.emit({ type: 'site.changed', websiteId: id, site: true });
      return (await get(id))!;
    },

    /**
     * Changes the site's analytics settings (GAP-66): the given fields are merged into
     * `settings.analytics` in one statement, so other settings and a concurrent change of the
     * other field are kept. Announced like every site change, so pages render it at once.
     */
    async updateAnalytics(id: string, patch: AnalyticsSiteSettings): Promise<Website> {
      const fields = JSON.stringify(Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
      const updated = await db
        .update(websites)
        .set({
          settings: sql`jsonb_set(${websites.settings}, '{analytics}', coalesce(${websites.settings} -> 'analytics', '{}'::jsonb) || ${fields}::jsonb)`,
          updatedAt: new Date(clock.now()),
        })
        .where(eq(websites.id, id))
        .returning({ id: websites.id });
      if (updated.length === 0) throw new DomainError('SITE_NOT_FOUND', { id });
      events.emit({ type: 'site.changed', websiteId: id, site: true });
      return (await get(id))!;
    },

    /** The site's fonts and colours (the defaults until first saved). */
    async getStyles(id: string): Promise<SiteStyles> {
      const [row] = await db.select({ styles: websites.styles }).from(websites).where(eq(websites.id, id));
      if (row === undefined) throw new DomainError('SITE_NOT_FOUND', { id });
      return readSiteStyles(row.styles);
    },

    /**
     * Replaces the site's fonts and colours (hex stored as `#rrggbb`) and announces the change,
     * so storefront pages show it at once. Unknown fonts and bad colours are refused per field.
     */
    async updateStyles(id: string, styles: SiteStyles): Promise<SiteStyles> {
      const checked = normalizeSiteStyles(styles);
      if (!checked.ok) throw new DomainError('VALIDATION_FAILED', { errors: checked.problems });
      const updated = await db
        .update(websites)
        .set({ styles: checked.styles, updatedAt: new Date(clock.now()) })
        .where(eq(websites.id, id))
        .returning({ id: websites.id });
      if (updated.length === 0) throw new DomainError('SITE_NOT_FOUND', { id });
      events.emit({ type: 'site.changed', websiteId: id, site: true });
      return checked.styles;
    },

    /** Connects a custom domain to a site. */
    async addDomain(websiteId: string, rawDomain: string): Promise<void> {
      const domain = rawDomain.trim().toLowerCase().replace(/\.$/, '');
      // A custom domain under the platform's domain would shadow another site's address.
      const underBase = domain === baseDomain || domain.endsWith(`.${baseDomain}`);
      if (underBase || !DOMAIN.test(domain)) throw new DomainError('VALIDATION_FAILED', { domain });
      const [taken] = await db.select().from(domains).where(eq(domains.domain, domain));
      if (taken !== undefined) throw new DomainError('DOMAIN_TAKEN', { domain });
      await db.insert(domains).values({ domain, websiteId, createdAt: new Date(clock.now()) });
      events.emit({ type: 'site.changed', websiteId, site: true });
    },

    async removeDomain(websiteId: string, domain: string): Promise<void> {
      const rows = await db.select().from(domains).where(eq(domains.domain, domain.toLowerCase()));
      if (rows[0]?.websiteId !== websiteId) throw new DomainError('NOT_FOUND', { domain });
      await db.delete(domains).where(eq(domains.domain, domain.toLowerCase()));
      events.emit({ type: 'site.changed', websiteId, site: true });
    },
  };
}
