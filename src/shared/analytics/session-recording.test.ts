import { describe, expect, it } from 'vitest';
import { browserMayRecord, isUsSite, siteMayRecord } from './session-recording';

describe('session recording rules (ANL-45)', () => {
  it('ANL-45 a US site is one whose location names the United States', () => {
    for (const name of ['US', 'usa', 'United States', ' united states of america ']) expect(isUsSite(name)).toBe(true);
    for (const name of [undefined, '', 'Canada', 'United Kingdom', 'Mexico']) expect(isUsSite(name)).toBe(false);
  });

  it('ANL-45 the server’s half: the feature toggle and a US site', () => {
    expect(siteMayRecord(true, 'United States')).toBe(true);
    expect(siteMayRecord(false, 'United States')).toBe(false);
    expect(siteMayRecord(true, 'France')).toBe(false);
  });

  it('ANL-45 ANL-47 the browser’s half: an America time zone, more than 2 cores, not dev mode, cookies allowed', () => {
    const ok = { timeZone: 'America/New_York', cpuCores: 8, sourceEnvironment: 'prod', restrictive: false } as const;
    expect(browserMayRecord(ok)).toBe(true);
    expect(browserMayRecord({ ...ok, timeZone: 'America/Sao_Paulo' })).toBe(true);
    expect(browserMayRecord({ ...ok, timeZone: 'Europe/London' })).toBe(false);
    expect(browserMayRecord({ ...ok, cpuCores: 2 })).toBe(false);
    expect(browserMayRecord({ ...ok, cpuCores: 3 })).toBe(true);
    expect(browserMayRecord({ ...ok, sourceEnvironment: 'dev' })).toBe(false);
    expect(browserMayRecord({ ...ok, restrictive: true })).toBe(false);
  });
});
