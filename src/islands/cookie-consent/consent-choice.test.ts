import { describe, expect, it } from 'vitest';
import { CONSENT_CHANGED_EVENT } from '../../shared/analytics/cookie-consent';
import { bannerShouldAsk, consentCookie, preferencesOffered, privacySignalsOf, startWhenAllowed, type ConsentPage } from './consent-choice';

const announce = (events: EventTarget, allowed: boolean) => events.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { allowed } }));

function page(cookie = '', signals = {}): ConsentPage & { setCookie(value: string): void } {
  let jar = cookie;
  return { cookie: () => jar, signals, events: new EventTarget(), setCookie: (value) => (jar = value) };
}

describe('the visitor’s cookie choice in the browser', () => {
  it('GAP-66 the choice is stored for a year on the whole site, Lax, Secure on https', () => {
    expect(consentCookie(true, false)).toBe('ss_cookieAllowed=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie(false, true)).toBe('ss_cookieAllowed=0; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('GAP-66 the banner asks only on a site with one, before any choice, and not when the browser already declines', () => {
    expect(bannerShouldAsk('opt-in', 'crumb=x', {})).toBe(true);
    expect(bannerShouldAsk('opt-out', '', {})).toBe(true);
    expect(bannerShouldAsk('off', '', {})).toBe(false);
    expect(bannerShouldAsk('opt-in', 'crumb=x; ss_cookieAllowed=0', {})).toBe(false);
    expect(bannerShouldAsk('opt-out', 'ss_cookieAllowed=1', {})).toBe(false);
    expect(bannerShouldAsk('opt-in', '', { doNotTrack: true })).toBe(false);
    expect(bannerShouldAsk('opt-in', '', { globalPrivacyControl: true })).toBe(false);
  });

  it('GAP-66 "Cookie preferences" is offered on a site with a banner, whatever was chosen, unless the browser already declines', () => {
    expect(preferencesOffered('opt-in', {})).toBe(true);
    expect(preferencesOffered('opt-out', {})).toBe(true);
    expect(preferencesOffered('off', {})).toBe(false);
    expect(preferencesOffered('opt-in', { doNotTrack: true })).toBe(false);
    expect(preferencesOffered('opt-out', { globalPrivacyControl: true })).toBe(false);
  });

  it('GAP-66 Do-Not-Track "1" and Global Privacy Control are read from the navigator', () => {
    expect(privacySignalsOf({ doNotTrack: '1' })).toEqual({ doNotTrack: true, globalPrivacyControl: false });
    expect(privacySignalsOf({ doNotTrack: '0', globalPrivacyControl: true })).toEqual({ doNotTrack: false, globalPrivacyControl: true });
    expect(privacySignalsOf({ doNotTrack: null })).toEqual({ doNotTrack: false, globalPrivacyControl: false });
    expect(privacySignalsOf(undefined)).toEqual({ doNotTrack: false, globalPrivacyControl: false });
  });
});

describe('ANL-41 GAP-66 the tracking pixel waits for consent', () => {
  it('starts at once without a banner, in opt-out before any choice, and after accepting', () => {
    for (const [mode, cookie] of [['off', ''], ['opt-out', ''], ['opt-in', 'ss_cookieAllowed=1']] as const) {
      let started = 0;
      startWhenAllowed(mode, page(cookie), () => started++);
      expect(started, `${mode} ${cookie}`).toBe(1);
    }
  });

  it('does nothing in opt-in before consent, then starts once when the banner says accepted', () => {
    const p = page('crumb=x');
    let started = 0;
    startWhenAllowed('opt-in', p, () => started++);
    expect(started).toBe(0);
    announce(p.events, false);
    expect(started).toBe(0);
    p.setCookie('ss_cookieAllowed=1');
    announce(p.events, true);
    announce(p.events, true);
    expect(started).toBe(1);
  });

  it('does not start for a visitor who declined', () => {
    for (const mode of ['off', 'opt-out', 'opt-in'] as const) {
      let started = 0;
      startWhenAllowed(mode, page('crumb=x; ss_cookieAllowed=0'), () => started++);
      expect(started, mode).toBe(0);
    }
  });

  it('never starts with Do-Not-Track or Global Privacy Control, whatever the visitor chose or the banner says', () => {
    const cases: [ConsentPage, 'off' | 'opt-out' | 'opt-in'][] = [
      [page('', { doNotTrack: true }), 'off'],
      [page('', { doNotTrack: true }), 'opt-out'],
      [page('ss_cookieAllowed=1', { globalPrivacyControl: true }), 'opt-in'],
    ];
    for (const [p, mode] of cases) {
      let started = 0;
      startWhenAllowed(mode, p, () => started++);
      announce(p.events, true);
      expect(started, mode).toBe(0);
    }
  });
});
