/**
 * The storefront's cookie banner (GAP-66): what the server gives the `cookie-banner` island and
 * the words it shows. The site's mode decides the text; whether to ask is decided in the
 * browser from the visitor's stored choice, so the page itself is the same for every visitor.
 */
import type { CookieBannerMode } from './analytics/cookie-consent';

export const COOKIE_BANNER_ISLAND = 'cookie-banner';

export interface CookieBannerProps {
  mode: Exclude<CookieBannerMode, 'off'>;
}

/** The banner's accessible name (its landmark). */
export const COOKIE_BANNER_LABEL = 'Cookie choice';

export const COOKIE_BANNER_TEXT: Record<CookieBannerProps['mode'], string> = {
  'opt-in': 'This site uses cookies for analytics and ads only if you accept. Cookies the site needs to work, such as your cart, are always on.',
  'opt-out': 'This site uses cookies for analytics and ads unless you decline. Cookies the site needs to work, such as your cart, are always on.',
};

/**
 * The control that reopens the banner so a visitor can change their choice later (GAP-66): a
 * small button at the end of every page of a site with a banner, shown by the island.
 */
export const COOKIE_PREFERENCES_LABEL = 'Cookie preferences';
