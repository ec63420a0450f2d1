import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config';

describe('configuration', () => {
  it('GAP-75 an API key may make 600 calls a minute unless STOA_API_KEY_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).apiKeyRateLimitPerMinute).toBe(600);
    expect(loadConfig({ STOA_API_KEY_RATE_LIMIT: '50' }).apiKeyRateLimitPerMinute).toBe(50);
    expect(() => loadConfig({ STOA_API_KEY_RATE_LIMIT: '0' })).toThrow(/STOA_API_KEY_RATE_LIMIT/);
    // Tests share apps across many calls: the test default never trips.
    expect(testConfig().apiKeyRateLimitPerMinute).toBeGreaterThanOrEqual(100_000);
  });
});
