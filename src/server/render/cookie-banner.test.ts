import { describe, expect, it } from 'vitest';
import { COOKIE_BANNER_TEXT } from '../../shared/cookie-banner';
import { cookieBannerTags } from './cookie-banner';
import { SCRIPT_NONCE } from './script-nonce';

describe('the cookie banner’s markup', () => {
  it('GAP-66 no banner when the site’s banner is off', () => {
    expect(cookieBannerTags('off')).toBe('');
  });

  it('GAP-66 a hidden, labelled region with the mode’s text, Accept and Decline, and its props under the nonce', () => {
    for (const mode of ['opt-in', 'opt-out'] as const) {
      const html = cookieBannerTags(mode);
      expect(html).toMatch(/^<section class="CookieBanner" data-island="cookie-banner" aria-label="Cookie choice" hidden>/);
      expect(html).toContain(`<p class="CookieBanner-text">${COOKIE_BANNER_TEXT[mode]}</p>`);
      expect(html).toContain('<button type="button" class="Button CookieBanner-button" data-consent="1">Accept</button>');
      expect(html).toContain('<button type="button" class="Button CookieBanner-button" data-consent="0">Decline</button>');
      expect(html).toContain(`<script${SCRIPT_NONCE} type="application/json" data-island-props="cookie-banner">{"mode":"${mode}"}</script>`);
      // Not a dialog: nothing traps focus or hides the page.
      expect(html).not.toMatch(/role="dialog"|aria-modal|<dialog/);
    }
  });

  it('GAP-66 after the banner, a hidden "Cookie preferences" button (the island shows it) that reopens it', () => {
    const html = cookieBannerTags('opt-in');
    expect(html).toMatch(/<\/section><p class="CookiePreferences" hidden><button type="button" class="CookiePreferences-button" data-cookie-preferences aria-expanded="false">Cookie preferences<\/button><\/p>$/);
  });
});
