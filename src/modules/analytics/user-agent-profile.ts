/**
 * What a User-Agent says about its visitor (bot, device, browser), remembered per distinct
 * User-Agent. A site's visitors send few distinct ones and every page sends several calls, while
 * isbot's pattern and the device and browser patterns are long: a small least-recently-used
 * cache answers most calls without running them.
 */
import { isbot } from 'isbot';
import type { Device } from '../../shared/analytics/analytics-rules';
import { browserOf, deviceOf } from './visitor-fields';

export interface UserAgentProfile {
  isBot: boolean;
  device: Device;
  browser: string;
}

export const USER_AGENT_CACHE_SIZE = 1_000;

export function createUserAgentProfiles(size = USER_AGENT_CACHE_SIZE) {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const cache = new Map<string, UserAgentProfile>();
  return (userAgent: string): UserAgentProfile => {
    const known = cache.get(userAgent);
    if (known !== undefined) {
      cache.delete(userAgent);
      cache.set(userAgent, known);
      return known;
    }
    const profile = { isBot: isbot(userAgent), device: deviceOf(userAgent), browser: browserOf(userAgent) };
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(userAgent, profile);
    return profile;
  };
}
