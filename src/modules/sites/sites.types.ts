/** The Website as the rest of Stoa sees it (spec §3 Website, plus platform fields). */
import type { Currency } from '../../shared/money';

/** Site-level settings templates and the storefront read (spec §3 Website). */
export interface WebsiteSettings {
  siteTagLine?: string;
  siteDescription?: string;
  logoImageUrl?: string;
  /** The site's icon for browser tabs (`<link rel="icon">`); absent or empty for none. */
  faviconUrl?: string;
  captchaSettings?: { siteKey?: string };
  useCLDRMoneyFormat?: boolean;
  disqusShortname?: string;
  commentsEnabled?: boolean;
  simpleLikingEnabled?: boolean;
  /** Social profiles shown by themes (`website.socialAccounts`). */
  socialAccounts?: { serviceName: string; profileUrl: string }[];
  contactEmail?: string;
  contactPhoneNumber?: string;
  location?: { addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string; mapLat?: number; mapLng?: number };
  /** Visitor analytics on this site (absent: on) and its cookie banner (absent: 'off'), GAP-66. */
  analytics?: AnalyticsSiteSettings;
}

/** The site's own analytics switch and cookie banner, as stored (absent fields: the defaults). */
export interface AnalyticsSiteSettings {
  enabled?: boolean;
  cookieBanner?: 'off' | 'opt-out' | 'opt-in';
}

export interface Website {
  id: string;
  /** Subdomain name: IDENTIFIER.baseDomain. */
  identifier: string;
  title: string;
  locale: string;
  currency: Currency;
  timeZone: string;
  isDefault: boolean;
  status: number;
  theme: string;
  settings: WebsiteSettings;
  domains: string[];
  createdAt: number;
  updatedAt: number;
}

export interface CreateWebsiteInput {
  identifier: string;
  title?: string;
  locale?: string;
  currency?: Currency;
  timeZone?: string;
  isDefault?: boolean;
  settings?: WebsiteSettings;
}
