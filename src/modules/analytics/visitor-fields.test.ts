/** What the server derives from a visitor's page and browser (issue 14 §6; docs/decisions.md). */
import { describe, expect, it } from 'vitest';
import { browserOf, campaignOf, countryOf, deviceOf, errorFingerprint, externalReferrerHost, hashedVisitorKey, pathOf, topFrameOf } from './visitor-fields';

describe('visitor fields', () => {
  it('the path drops the query; the referrer counts only when it is another host', () => {
    expect(pathOf('https://shop.example/a/b?x=1#top')).toBe('/a/b');
    expect(externalReferrerHost('https://www.news.example/story', 'https://shop.example/')).toBe('news.example');
    expect(externalReferrerHost('https://shop.example/other', 'https://shop.example/')).toBeNull();
    expect(externalReferrerHost('android-app://x', 'https://shop.example/')).toBeNull();
    expect(campaignOf('/p?utm_source=a&utm_medium=b&utm_campaign=c')).toEqual({ utmSource: 'a', utmMedium: 'b', utmCampaign: 'c' });
  });

  it('device, browser family and country come from the User-Agent and the locale', () => {
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X200) Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('desktop');
    expect(browserOf('Mozilla/5.0 Chrome/120 Safari/537.36 Edg/120')).toBe('Edge');
    expect(browserOf('Mozilla/5.0 Firefox/121.0')).toBe('Firefox');
    expect(browserOf('Mozilla/5.0 Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(countryOf('en-GB')).toBe('GB');
    expect(countryOf('zh-Hant-TW')).toBe('TW');
    expect(countryOf('fr')).toBeNull();
  });

  it('ERR-02 the fingerprint is the message and the top frame; the key hides the IP', () => {
    expect(topFrameOf('Error: x\n    at f (a.js:1:2)\n    at g (b.js:3:4)')).toBe('f (a.js:1:2)');
    expect(topFrameOf('f@https://a.example/a.js:1:2\ng@b.js:3:4')).toBe('f@https://a.example/a.js:1:2');
    expect(errorFingerprint('m', 'f (a.js:1:2)')).toBe(errorFingerprint('m', 'f (a.js:1:2)'));
    expect(errorFingerprint('m', 'f (a.js:1:2)')).not.toBe(errorFingerprint('m', 'g (a.js:1:2)'));
    const key = hashedVisitorKey('salt', 'site', '203.0.113.9', 'UA');
    expect(key).toMatch(/^h:/);
    expect(key).not.toContain('203');
    expect(hashedVisitorKey('other salt', 'site', '203.0.113.9', 'UA')).not.toBe(key);
  });
});
