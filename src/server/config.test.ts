import { availableParallelism } from 'node:os';
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

  it('issue 15 §3 STOA_WORKERS: one per core by default on PostgreSQL, one on the embedded database, N when asked, more than one refused on the embedded database', () => {
    const pg = 'postgres://u@db.example/stoa';
    expect(loadConfig({ DATABASE_URL: pg }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg }).rateLimitStore).toBe(availableParallelism() > 1 ? 'database' : 'memory');
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: String(availableParallelism()) }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ STOA_WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ STOA_WORKERS: '2' })).toThrow(/STOA_WORKERS: the embedded database serves one process; set DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '0' })).toThrow(/STOA_WORKERS/);
  });

  it('issue 15 §3 STOA_CLUSTER_ID, set by the primary for its workers, is read and checked', () => {
    expect(loadConfig({}).clusterId).toBeUndefined();
    expect(loadConfig({ STOA_CLUSTER_ID: '0123456789abcdef' }).clusterId).toBe('0123456789abcdef');
    expect(() => loadConfig({ STOA_CLUSTER_ID: 'x y' })).toThrow(/STOA_CLUSTER_ID/);
  });

  it('issue 14 §3 STOA_COLLECTOR_PORT: no collector by default; a port on PostgreSQL; refused on the embedded database and on the app port', () => {
    const pg = 'postgres://u@db.example/stoa';
    expect(loadConfig({}).collectorPort).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: pg }).collectorPort).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: pg, STOA_COLLECTOR_PORT: '3001' }).collectorPort).toBe(3001);
    expect(() => loadConfig({ STOA_COLLECTOR_PORT: '3001' })).toThrow(/STOA_COLLECTOR_PORT: the embedded database serves one process .*set DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, PORT: '3001', STOA_COLLECTOR_PORT: '3001' })).toThrow(/STOA_COLLECTOR_PORT: must differ from PORT/);
    expect(() => loadConfig({ DATABASE_URL: pg, STOA_COLLECTOR_PORT: 'x' })).toThrow(/STOA_COLLECTOR_PORT/);
  });

  it('issue 14 §1 STOA_COLLECTOR_NICE: the collector yields to page views by default (10); 0..19', () => {
    expect(loadConfig({}).collectorNice).toBe(10);
    expect(loadConfig({ STOA_COLLECTOR_NICE: '0' }).collectorNice).toBe(0);
    expect(loadConfig({ STOA_COLLECTOR_NICE: '19' }).collectorNice).toBe(19);
    expect(() => loadConfig({ STOA_COLLECTOR_NICE: '20' })).toThrow(/STOA_COLLECTOR_NICE/);
    expect(() => loadConfig({ STOA_COLLECTOR_NICE: '-5' })).toThrow(/STOA_COLLECTOR_NICE/);
  });

  it('issue 15 §3 rate limits are counted in the database when several processes serve, in memory for one', () => {
    const pg = 'postgres://u@db.example/stoa';
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '2' }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '1' }).rateLimitStore).toBe('memory');
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    // Several machines with one process each: the operator says so.
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '1', STOA_RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => loadConfig({ STOA_RATE_LIMIT_STORE: 'disk' })).toThrow(/STOA_RATE_LIMIT_STORE/);
  });

  it('issue 15 §3 with REDIS_URL several processes count rate limits in Redis; redis without an address is refused', () => {
    const pg = 'postgres://u@db.example/stoa';
    const redis = 'redis://cache.example:6379';
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '2', REDIS_URL: redis })).toMatchObject({ rateLimitStore: 'redis', redisUrl: redis });
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '1', REDIS_URL: redis }).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: pg, STOA_WORKERS: '2', REDIS_URL: redis, STOA_RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(loadConfig({ REDIS_URL: redis, STOA_RATE_LIMIT_STORE: 'redis' }).rateLimitStore).toBe('redis');
    expect(() => loadConfig({ STOA_RATE_LIMIT_STORE: 'redis' })).toThrow(/STOA_RATE_LIMIT_STORE: redis needs REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(/REDIS_URL/);
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });
});
