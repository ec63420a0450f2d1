import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { createUserAgentProfiles } from './user-agent-profile';
import { browserOf, deviceOf } from './visitor-fields';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the User-Agent profile cache', () => {
  it('issue 14 §6 answers what isbot and the device and browser rules answer, the first time and when remembered', () => {
    const profileOf = createUserAgentProfiles(2);
    for (let round = 0; round < 2; round++) {
      for (const ua of [CHROME, IPHONE, BOT, '']) {
        expect(profileOf(ua)).toEqual({ isBot: isbot(ua), device: deviceOf(ua), browser: browserOf(ua) });
      }
    }
    expect(profileOf(BOT).isBot).toBe(true);
    expect(profileOf(IPHONE)).toEqual({ isBot: false, device: 'mobile', browser: 'Safari' });
  });

  it('keeps the most recently used User-Agents and forgets the least recently used', () => {
    const profileOf = createUserAgentProfiles(2);
    const chrome = profileOf(CHROME);
    const iphone = profileOf(IPHONE);
    expect(profileOf(CHROME)).toBe(chrome); // remembered, and now the most recent
    profileOf(BOT); // evicts IPHONE, the least recently used
    expect(profileOf(CHROME)).toBe(chrome);
    expect(profileOf(IPHONE)).not.toBe(iphone);
    expect(profileOf(IPHONE)).toEqual(iphone);
  });
});
