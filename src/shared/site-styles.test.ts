import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_STYLES, FONTS_LOAD_FAILED_MESSAGE, nearestWeight, normalizeSiteStyles, readSiteStyles, siteFont, type SiteStyles } from './site-styles';

describe('site styles', () => {
  it('MEDIA-17 stores colours as #rrggbb and names each wrong field', () => {
    const ok = normalizeSiteStyles({ fonts: { heading: 'lora', body: 'inter' }, colors: { background: 'FFF', text: '#1F1C19', accent: '#abc', buttonText: '000' } });
    expect(ok).toEqual({ ok: true, styles: { fonts: { heading: 'lora', body: 'inter' }, colors: { background: '#ffffff', text: '#1f1c19', accent: '#aabbcc', buttonText: '#000000' } } });
    const bad = normalizeSiteStyles({ fonts: { heading: 'papyrus', body: 'inter' }, colors: { background: '#abcd', accent: '#000' } } as unknown as SiteStyles);
    expect(bad).toEqual({
      ok: false,
      problems: {
        'fonts.heading': 'Choose one of the fonts offered.',
        'colors.background': 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.',
        'colors.text': 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.',
      },
    });
  });

  it('reads stored styles with anything missing or no longer valid as the default', () => {
    expect(readSiteStyles(null)).toEqual(DEFAULT_SITE_STYLES);
    expect(readSiteStyles({ fonts: { heading: 'gone-font', body: 'inter' }, colors: { accent: '#fff', text: 42 } })).toEqual({
      fonts: { heading: 'system-serif', body: 'inter' },
      colors: { background: '#faf8f5', text: '#1f1c19', accent: '#ffffff' },
    });
  });

  it("ADM-39 the font picker's failure message is the spec's", () => {
    expect(FONTS_LOAD_FAILED_MESSAGE).toBe('Unable to load fonts');
  });

  it('picks the nearest weight a font has (the heavier on a tie)', () => {
    expect(nearestWeight(siteFont('dm-serif-display'), 600)).toBe(400);
    expect(nearestWeight(siteFont('lora'), 600)).toBe(600);
    expect(nearestWeight(siteFont('space-grotesk'), 200)).toBe(300);
    expect(nearestWeight({ ...siteFont('lora'), weights: [400, 600] }, 500)).toBe(600);
  });
});
