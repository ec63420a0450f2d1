/**
 * The cookie banner (GAP-66): the server renders it hidden on every page of a site that asks;
 * this shows it to a visitor who has not chosen yet (and whose browser sends no Do-Not-Track or
 * Global Privacy Control, which already decline). Accept or Decline stores `ss_cookieAllowed`
 * for a year, tells the page's scripts (`CONSENT_CHANGED_EVENT` on `document`) and hides the
 * banner. Not a dialog: it sits at the bottom without taking focus, and the page makes room for
 * it so nothing stays covered. The "Cookie preferences" button at the end of the page reopens it
 * to change the choice later (focus moves to its first button, Escape or the button again close
 * it, and focus comes back); a changed choice applies at once (declining clears the analytics
 * cookies, ANL-40). Plain DOM code: it is on every page of such a site.
 */
import { CONSENT_CHANGED_EVENT, type ConsentChangedDetail } from '../shared/analytics/cookie-consent';
import { COOKIE_BANNER_ISLAND, type CookieBannerProps } from '../shared/cookie-banner';
import { bannerShouldAsk, consentCookie, preferencesOffered, privacySignalsOf, type NavigatorSignals } from './cookie-consent/consent-choice';
import { hydrateIslands } from './hydrate';
import './cookie-banner/cookie-banner.css';

/** Set on `<html>` while the banner shows, with its height in `--stoa-cookie-banner-height`. */
const SHOWING = 'has-cookie-banner';

function show(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const room = () => root.style.setProperty('--stoa-cookie-banner-height', `${banner.offsetHeight}px`);
  banner.hidden = false;
  root.classList.add(SHOWING);
  room();
  window.addEventListener('resize', room);
  return () => {
    window.removeEventListener('resize', room);
    banner.hidden = true;
    root.classList.remove(SHOWING);
    root.style.removeProperty('--stoa-cookie-banner-height');
  };
}

function start(banner: HTMLElement, props: CookieBannerProps): void {
  const signals = privacySignalsOf(navigator as NavigatorSignals);
  const control = document.querySelector<HTMLButtonElement>('button[data-cookie-preferences]');
  let hide: (() => void) | null = null;
  let reopened = false;
  const firstButton = () => banner.querySelector<HTMLButtonElement>('button[data-consent]');
  const open = (byControl: boolean) => {
    hide = show(banner);
    reopened = byControl;
    control?.setAttribute('aria-expanded', 'true');
    if (byControl) firstButton()?.focus();
  };
  const close = () => {
    hide?.();
    hide = null;
    control?.setAttribute('aria-expanded', 'false');
    // Back where the visitor asked for the banner, so the keyboard does not lose its place.
    if (reopened) control?.focus();
  };
  for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-consent]')) {
    button.addEventListener('click', () => {
      const allowed = button.dataset.consent === '1';
      document.cookie = consentCookie(allowed, location.protocol === 'https:');
      close();
      document.dispatchEvent(new CustomEvent<ConsentChangedDetail>(CONSENT_CHANGED_EVENT, { detail: { allowed } }));
    });
  }
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && reopened) close();
  });
  if (bannerShouldAsk(props.mode, document.cookie, signals)) open(false);
  if (control !== null && preferencesOffered(props.mode, signals)) {
    control.parentElement!.hidden = false;
    // Open: reopened by this button, it closes again; still asking on its own, it takes the visitor there.
    control.addEventListener('click', () => (hide === null ? open(true) : reopened ? close() : firstButton()?.focus()));
  }
}

hydrateIslands<CookieBannerProps>(COOKIE_BANNER_ISLAND, start);
