/**
 * The site's own settings calls' contract for its owners: read and change the site (title,
 * locale, currency, time zone and the spec's Website settings), connect and remove custom
 * domains.
 */
import { z } from 'zod';
import { isValidEmail } from '../email';
import { CURRENCIES } from '../money';

const text = (max: number) => z.string().trim().max(max);
/** Links shown on pages must be web links, never `javascript:` and the like. */
const webUrl = z.url({ protocol: /^https?$/, message: 'Links must start with http:// or https://.' }).max(2082);
/** An image the site shows: a web link or a path on this site (the media library's `/media/...`). */
const imageUrl = z
  .string()
  .max(2082)
  .refine((url) => url === '' || /^\/[^/\\]/.test(url) || webUrl.safeParse(url).success, 'Use a web link or a path on this site.');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLocale(tag: string): boolean {
  try {
    return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

// ── What the calls take ────────────────────────────────────────────────────────────────────

export const WebsiteSettingsBody = z.strictObject({
  siteTagLine: text(500).optional(),
  siteDescription: text(5000).optional(),
  logoImageUrl: imageUrl.optional(),
  /** The icon browsers show in tabs and bookmarks (`<link rel="icon">`); empty for none. */
  faviconUrl: imageUrl.optional(),
  captchaSettings: z.strictObject({ siteKey: text(200).optional() }).optional(),
  useCLDRMoneyFormat: z.boolean().optional(),
  disqusShortname: z.string().regex(/^[a-z0-9-]{0,100}$/i, 'Letters, digits and dashes only.').optional(),
  commentsEnabled: z.boolean().optional(),
  simpleLikingEnabled: z.boolean().optional(),
  socialAccounts: z.array(z.strictObject({ serviceName: text(100).min(1, 'Enter the service name.'), profileUrl: webUrl })).max(50).optional(),
  // One refinement, not a union with '': a union's refusal would not carry ADM-15's message.
  contactEmail: z
    .string()
    .trim()
    .refine((email) => email === '' || isValidEmail(email), 'Please enter a valid email.')
    .optional(),
  contactPhoneNumber: text(50).optional(),
  location: z
    .strictObject({
      addressTitle: text(200).optional(),
      addressLine1: text(200).optional(),
      addressLine2: text(200).optional(),
      addressCountry: text(100).optional(),
      mapLat: z.number().min(-90).max(90).optional(),
      mapLng: z.number().min(-180).max(180).optional(),
    })
    .optional(),
  /** Visitor analytics on this site and its cookie banner (GAP-66); also `PUT /api/admin/analytics/settings`. */
  analytics: z.strictObject({ enabled: z.boolean().optional(), cookieBanner: z.enum(['off', 'opt-out', 'opt-in']).optional() }).optional(),
});

/** Settings merge shallowly into the stored ones. */
export const SiteUpdateBody = z.strictObject({
  title: text(200).min(1, 'Enter a site title.').optional(),
  locale: z.string().refine(isLocale, 'Not a language tag such as en or en-GB.').optional(),
  currency: z.enum(CURRENCIES).optional(),
  timeZone: z.string().max(100).refine(isTimeZone, 'Not a time zone such as America/New_York.').optional(),
  settings: WebsiteSettingsBody.optional(),
});

/** A custom domain; one under the platform's own domain would take over another site's address. */
export function siteDomainBody(platformDomain: string) {
  const underPlatform = (domain: string) => {
    const bare = domain.replace(/\.$/, '');
    return bare === platformDomain || bare.endsWith(`.${platformDomain}`);
  };
  return z.strictObject({
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .refine((d) => !underPlatform(d), 'Addresses under the platform domain are given by the site identifier.'),
  });
}
export type SiteDomainBody = z.input<ReturnType<typeof siteDomainBody>>;
export const SiteDomainParams = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

/** The stored settings as they are (settings kept before a field was checked are answered too). */
export const WebsiteSettingsView = z
  .looseObject({
    siteTagLine: z.string().optional(),
    siteDescription: z.string().optional(),
    logoImageUrl: z.string().optional(),
    faviconUrl: z.string().optional(),
    captchaSettings: z.object({ siteKey: z.string().optional() }).optional(),
    useCLDRMoneyFormat: z.boolean().optional(),
    disqusShortname: z.string().optional(),
    commentsEnabled: z.boolean().optional(),
    simpleLikingEnabled: z.boolean().optional(),
    socialAccounts: z.array(z.object({ serviceName: z.string(), profileUrl: z.string() })).optional(),
    contactEmail: z.string().optional(),
    contactPhoneNumber: z.string().optional(),
    location: z
      .object({
        addressTitle: z.string().optional(),
        addressLine1: z.string().optional(),
        addressLine2: z.string().optional(),
        addressCountry: z.string().optional(),
        mapLat: z.number().optional(),
        mapLng: z.number().optional(),
      })
      .optional(),
  })
  .meta({ id: 'WebsiteSettings' });

/** What owners see of their site. */
export const WebsiteView = z
  .object({
    id: z.string(),
    identifier: z.string().meta({ description: 'Subdomain name: identifier.<platform domain>.' }),
    title: z.string(),
    locale: z.string(),
    currency: z.enum(CURRENCIES),
    timeZone: z.string(),
    isDefault: z.boolean(),
    status: z.number().int(),
    theme: z.string(),
    settings: WebsiteSettingsView,
    domains: z.array(z.string()),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Website' });
export type WebsiteView = z.infer<typeof WebsiteView>;
export const WebsiteAnswer = z.object({ website: WebsiteView });
export type WebsiteAnswer = z.infer<typeof WebsiteAnswer>;
export const SiteDomainAnswer = z.object({ domain: z.string() });
export type SiteDomainAnswer = z.infer<typeof SiteDomainAnswer>;
