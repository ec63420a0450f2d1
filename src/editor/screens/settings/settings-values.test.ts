import { describe, expect, it } from 'vitest';
import { SiteUpdateBody, type WebsiteView } from '../../../shared/api/site';
import { ContributorRole } from '../../../shared/enums';
import { ANDROID_CODE_NOTICE, isAndroid } from './code-editing';
import { ASSIGNABLE_ROLES, roleName } from './contributor-roles';
import { generalUpdateOf, generalValuesOf } from './general-values';
import { listTimeZones, timeZoneLabel, TIME_ZONES_UNAVAILABLE } from './time-zones';

const website: WebsiteView = {
  id: 'w1',
  identifier: 'shop',
  title: 'Shop',
  locale: 'en',
  currency: 'USD',
  timeZone: 'America/New_York',
  isDefault: false,
  status: 1,
  theme: 'default',
  settings: { siteTagLine: 'Pots', location: { addressLine1: '1 High St', mapLat: 51.5, mapLng: -0.1 } },
  domains: [],
  createdAt: 0,
  updatedAt: 0,
};

describe('General settings values', () => {
  it('fills absent settings with empty text and keeps the stored map pin when saving the address', () => {
    const values = generalValuesOf(website);
    expect(values.settings).toEqual({
      siteTagLine: 'Pots',
      siteDescription: '',
      contactEmail: '',
      contactPhoneNumber: '',
      location: { addressTitle: '', addressLine1: '1 High St', addressLine2: '', addressCountry: '' },
    });
    const update = generalUpdateOf({ ...values, title: 'New' }, website);
    expect(update.title).toBe('New');
    expect(update.settings.location).toMatchObject({ addressLine1: '1 High St', mapLat: 51.5, mapLng: -0.1 });
    expect(SiteUpdateBody.safeParse(update).success).toBe(true);
  });

  it("ADM-15 the contract's schema answers 'Please enter a valid email.' for the contact email; empty is fine", () => {
    const values = generalValuesOf(website);
    const bad = SiteUpdateBody.safeParse({ ...values, settings: { ...values.settings, contactEmail: 'not-an-email' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['settings.contactEmail', 'Please enter a valid email.']]);
    expect(SiteUpdateBody.safeParse({ settings: { contactEmail: '' } }).success).toBe(true);
  });

  it('says what is wrong with an empty title, a social link and an image address', () => {
    const messages = (body: unknown) => SiteUpdateBody.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ title: ' ' })).toEqual(['Enter a site title.']);
    expect(messages({ settings: { socialAccounts: [{ serviceName: 'X', profileUrl: 'javascript:alert(1)' }] } })).toEqual(['Links must start with http:// or https://.']);
    expect(messages({ settings: { faviconUrl: 'javascript:alert(1)' } })).toEqual(['Use a web link or a path on this site.']);
    expect(messages({ settings: { logoImageUrl: '/media/a/logo.png', faviconUrl: '' } })).toBeUndefined();
  });
});

describe('time zones', () => {
  it('ADM-45 GAP-79 an engine without the list cannot load it and says so in GAP-79 words', () => {
    expect(() => listTimeZones('UTC', {})).toThrow(TIME_ZONES_UNAVAILABLE);
    expect(() => listTimeZones('UTC', { supportedValuesOf: () => [] })).toThrow(TIME_ZONES_UNAVAILABLE);
    expect(TIME_ZONES_UNAVAILABLE).toBe('Unable to load time zones. Check your connection and try again, or verify that your site is available.');
  });

  it("lists the engine's zones sorted, keeping the site's own zone", () => {
    expect(listTimeZones('UTC', { supportedValuesOf: () => ['Europe/London', 'America/New_York'] })).toEqual(['America/New_York', 'Europe/London', 'UTC']);
    expect(listTimeZones('America/New_York')).toContain('Europe/London');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});

describe('contributor roles', () => {
  it('USER-08 GAP-10 every role code has a name; "no access" is not offered when inviting', () => {
    for (const code of Object.values(ContributorRole)) expect(roleName(code)).not.toBe('Unknown role');
    expect(roleName(99)).toBe('Unknown role');
    expect(ASSIGNABLE_ROLES[0]).toEqual({ code: ContributorRole.ADMIN, name: 'Admin' });
    expect(ASSIGNABLE_ROLES.map((r) => r.code)).not.toContain(ContributorRole.NONE);
    expect(ASSIGNABLE_ROLES).toHaveLength(Object.values(ContributorRole).length - 1);
  });
});

describe('code editing', () => {
  it('ADM-43 Android gets the notice instead of the code editor', () => {
    expect(ANDROID_CODE_NOTICE).toBe('Code editing is not available on Android');
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36')).toBe(false);
  });
});
