/**
 * The cookie banner's markup on storefront pages (GAP-66): a labelled region, hidden until the
 * `cookie-banner` island finds the visitor has not chosen yet, and after it the "Cookie
 * preferences" button that reopens it, hidden until the island shows it. Without JavaScript
 * both stay hidden (nothing would store the choice). Never on the owner's preview.
 */
import type { CookieBannerMode } from '../../shared/analytics/cookie-consent';
import { COOKIE_BANNER_ISLAND, COOKIE_BANNER_LABEL, COOKIE_BANNER_TEXT, COOKIE_PREFERENCES_LABEL, type CookieBannerProps } from '../../shared/cookie-banner';
import { escapeHtml } from '../../shared/html';
import { SCRIPT_NONCE } from './script-nonce';

/** The banner for a site's mode ('' for 'off'), with its props as JSON the island reads. */
export function cookieBannerTags(mode: CookieBannerMode): string {
  if (mode === 'off') return '';
  const props: CookieBannerProps = { mode };
  return (
    `<section class="CookieBanner" data-island="${COOKIE_BANNER_ISLAND}" aria-label="${escapeHtml(COOKIE_BANNER_LABEL)}" hidden>` +
    `<p class="CookieBanner-text">${escapeHtml(COOKIE_BANNER_TEXT[mode])}</p>` +
    '<div class="CookieBanner-actions">' +
    '<button type="button" class="Button CookieBanner-button" data-consent="1">Accept</button>' +
    '<button type="button" class="Button CookieBanner-button" data-consent="0">Decline</button>' +
    '</div>' +
    `<script${SCRIPT_NONCE} type="application/json" data-island-props="${COOKIE_BANNER_ISLAND}">${JSON.stringify(props)}</script>` +
    '</section>' +
    `<p class="CookiePreferences" hidden><button type="button" class="CookiePreferences-button" data-cookie-preferences aria-expanded="false">${escapeHtml(COOKIE_PREFERENCES_LABEL)}</button></p>`
  );
}
