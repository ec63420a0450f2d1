/**
 * Configuration: defaults plus the environment, validated. This is the only file that reads
 * `process.env`; everything else receives a Config.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  /** TCP port the server listens on (main.ts only). */
  port: number;
  host: string;
  /** Folder for the embedded database, media and other files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent, the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Redis (REDIS_URL), when configured: what several processes share that needs no transaction (rate-limit counts). */
  redisUrl: string | undefined;
  /** Sites are served at IDENTIFIER.baseDomain; the bare base domain serves the default site. */
  baseDomain: string;
  /** Absolute origin used in canonical URLs and sitemaps when a request's own is not trusted. */
  publicUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Write each log line before the request goes on; by default lines are buffered and written asynchronously (http/request-log.ts). */
  logSync: boolean;
  /** Create the demo site on a fresh database. */
  seedDemo: boolean;
  /** SMTP connection URL for outgoing mail; mail always lands in the outbox too. */
  smtpUrl: string | undefined;
  /** Secure cookies (https only). */
  secureCookies: boolean;
  /** Graceful shutdown: how long in-flight requests may take before the process exits. */
  shutdownGraceMs: number;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy the operator runs). */
  trustProxy: boolean;
  /** Keep uploaded media in memory instead of `<dataDir>/media` (tests; never from the environment). */
  mediaInMemory: boolean;
  /** Requests per minute one client IP may make to `/api/` (GAP-75; stricter limits apply to login). */
  apiRateLimitPerMinute: number;
  /** Requests per minute one owner API key may make (on top of the per-IP limit). */
  apiKeyRateLimitPerMinute: number;
  /** Cheap password hashing; tests only (testConfig), never read from the environment. */
  fastPasswordHashing: boolean;
  /** Key signing captcha challenges (CAPT-*); random per process when unset (set it when several processes serve one site). */
  captchaSecret: string | undefined;
  /**
   * Key signing digital download links (HMAC). Unset: a random key kept in `<dataDir>/download-links.key`,
   * so links in emails survive restarts (set it when several machines serve one site).
   */
  downloadSecret: string | undefined;
  /** How often the server reconciles charges left half-way (a crash mid-checkout): refunds or completes them. */
  reconcileIntervalMs: number;
  /** How old a half-way charge must be before reconciliation settles it (a purchase in flight finishes well within it). */
  reconcileGraceMs: number;
  /** The ads vendor's pixel script that storefront pages with a tracking pixel load (ANL-41); empty: queue events only. */
  pixelScriptUrl: string;
  /** The deployment's global analytics switch (ANL-06): off records no visitor analytics on any site. */
  analyticsEnabled: boolean;
  /** Days raw visitor analytics are kept; older day partitions are dropped (daily rollups stay). */
  analyticsRetentionDays: number;
  /** Session recording (ANL-44, ANL-45): off by default, when the id call always answers 'automated-mock-id'. */
  sessionRecording: boolean;
  /** ANL-18, ANL-25: the environment the analytics script reports itself from. */
  sourceEnvironment: 'dev' | 'qa' | 'staging' | 'prod';
  /** Keep rendered storefront pages in memory until the site changes (render/page-cache.ts); off renders every view. */
  pageCache: boolean;
  /**
   * App processes `npm start` runs (node:cluster; issue 15 §3). Default: one per core with
   * PostgreSQL, one with the embedded database (PGlite is one process: more is refused).
   */
  workers: number;
  /**
   * Where rate-limit counters live: this process's memory (one process), or where every process
   * counts together: Redis when REDIS_URL is set, else the database. Default: shared with
   * PostgreSQL and more than one worker, memory otherwise.
   */
  rateLimitStore: 'memory' | 'database' | 'redis';
  /**
   * Port of the collector process `npm start` also runs (collector.ts), serving only the visitor
   * analytics' collection calls and /healthz, so a front proxy can keep those calls off the
   * page-serving event loop. Undefined (the default): no collector, one process as before.
   * Needs PostgreSQL (refused on the embedded database, as STOA_WORKERS above one is).
   */
  collectorPort: number | undefined;
  /**
   * The collector process's niceness (STOA_COLLECTOR_NICE, 0..19, default 10): beacons yield the
   * CPU to page views on a shared machine; its queue absorbs the wait, and a full queue drops
   * events (counted) rather than slow a page. 0 runs it as the app's equal.
   */
  collectorNice: number;
  /**
   * Set by a cluster's primary for its workers (STOA_CLUSTER_ID, not an operator setting): the
   * id their IPC channel and their notifications share (sibling-workers.ts).
   */
  clusterId: string | undefined;
}

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  STOA_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().regex(/^rediss?:\/\//, 'a redis:// or rediss:// address').optional(),
  STOA_BASE_DOMAIN: z.string().default('localhost'),
  STOA_PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  STOA_LOG_SYNC: boolean.default(false),
  STOA_SEED_DEMO: boolean.default(true),
  SMTP_URL: z.string().optional(),
  STOA_SECURE_COOKIES: boolean.default(false),
  STOA_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  STOA_TRUST_PROXY: boolean.default(false),
  STOA_API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  STOA_API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  STOA_CAPTCHA_SECRET: z.string().min(16).optional(),
  STOA_PIXEL_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default('https://connect.facebook.net/en_US/fbevents.js'),
  STOA_DOWNLOAD_SECRET: z.string().min(16).optional(),
  STOA_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  STOA_RECONCILE_GRACE_MS: z.coerce.number().int().min(60_000).default(5 * 60_000),
  STOA_ANALYTICS: boolean.default(true),
  STOA_ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  STOA_SESSION_RECORDING: boolean.default(false),
  STOA_SOURCE_ENVIRONMENT: z.enum(['dev', 'qa', 'staging', 'prod']).default('prod'),
  STOA_PAGE_CACHE: boolean.default(true),
  STOA_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  STOA_RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
  STOA_COLLECTOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STOA_COLLECTOR_NICE: z.coerce.number().int().min(0).max(19).default(10),
  STOA_CLUSTER_ID: z.string().regex(/^[0-9a-f]{8,64}$/).optional(),
});

/** The cores this process may run on: the default number of workers with PostgreSQL. */
const cores = () => Math.max(1, availableParallelism());

/** Reads the configuration from an environment (process.env by default); throws with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL === undefined && e.STOA_WORKERS !== undefined && e.STOA_WORKERS > 1) {
    throw new Error('Invalid configuration: STOA_WORKERS: the embedded database serves one process; set DATABASE_URL (PostgreSQL) to run several');
  }
  if (e.DATABASE_URL === undefined && e.STOA_COLLECTOR_PORT !== undefined) {
    throw new Error('Invalid configuration: STOA_COLLECTOR_PORT: the embedded database serves one process and the collector is a second; set DATABASE_URL (PostgreSQL) to run it');
  }
  if (e.STOA_RATE_LIMIT_STORE === 'redis' && e.REDIS_URL === undefined) {
    throw new Error('Invalid configuration: STOA_RATE_LIMIT_STORE: redis needs REDIS_URL (a redis:// address)');
  }
  if (e.STOA_COLLECTOR_PORT !== undefined && e.STOA_COLLECTOR_PORT === e.PORT) {
    throw new Error('Invalid configuration: STOA_COLLECTOR_PORT: must differ from PORT');
  }
  // One process per core on PostgreSQL: a change's answer waits until every other worker has
  // dropped what it made stale (sibling-workers.ts), so no worker serves a page from before it.
  const workers = e.STOA_WORKERS ?? (e.DATABASE_URL !== undefined ? cores() : 1);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.STOA_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    baseDomain: e.STOA_BASE_DOMAIN.toLowerCase(),
    publicUrl: e.STOA_PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    logSync: e.STOA_LOG_SYNC,
    seedDemo: e.STOA_SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    secureCookies: e.STOA_SECURE_COOKIES,
    shutdownGraceMs: e.STOA_SHUTDOWN_GRACE_MS,
    trustProxy: e.STOA_TRUST_PROXY,
    mediaInMemory: false,
    apiRateLimitPerMinute: e.STOA_API_RATE_LIMIT,
    apiKeyRateLimitPerMinute: e.STOA_API_KEY_RATE_LIMIT,
    fastPasswordHashing: false,
    captchaSecret: e.STOA_CAPTCHA_SECRET,
    downloadSecret: e.STOA_DOWNLOAD_SECRET,
    reconcileIntervalMs: e.STOA_RECONCILE_INTERVAL_MS,
    reconcileGraceMs: e.STOA_RECONCILE_GRACE_MS,
    pixelScriptUrl: e.STOA_PIXEL_SCRIPT_URL,
    analyticsEnabled: e.STOA_ANALYTICS,
    analyticsRetentionDays: e.STOA_ANALYTICS_RETENTION_DAYS,
    sessionRecording: e.STOA_SESSION_RECORDING,
    sourceEnvironment: e.STOA_SOURCE_ENVIRONMENT,
    pageCache: e.STOA_PAGE_CACHE,
    workers,
    rateLimitStore: e.STOA_RATE_LIMIT_STORE ?? (e.DATABASE_URL !== undefined && workers > 1 ? (e.REDIS_URL !== undefined ? 'redis' : 'database') : 'memory'),
    collectorPort: e.STOA_COLLECTOR_PORT,
    collectorNice: e.STOA_COLLECTOR_NICE,
    clusterId: e.STOA_CLUSTER_ID,
  };
}

/** A configuration for tests: no port, an in-memory database unless a URL is given, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: resolve('./data-test'),
    databaseUrl: undefined,
    redisUrl: undefined,
    baseDomain: 'localhost',
    publicUrl: undefined,
    logLevel: 'silent',
    logSync: false,
    seedDemo: false,
    smtpUrl: undefined,
    secureCookies: false,
    shutdownGraceMs: 1000,
    trustProxy: false,
    mediaInMemory: true,
    // High enough that suites sharing one app never trip it; the rate-limit test lowers it.
    apiRateLimitPerMinute: 100_000,
    apiKeyRateLimitPerMinute: 100_000,
    fastPasswordHashing: true,
    captchaSecret: 'test captcha signing key',
    downloadSecret: 'test download link signing key',
    reconcileIntervalMs: 60_000,
    reconcileGraceMs: 5 * 60_000,
    // Tests load nothing from outside: the pixel's events stay in the page's queue.
    pixelScriptUrl: '',
    analyticsEnabled: true,
    analyticsRetentionDays: 400,
    sessionRecording: false,
    sourceEnvironment: 'dev',
    pageCache: true,
    workers: 1,
    rateLimitStore: 'memory',
    collectorPort: undefined,
    collectorNice: 10,
    clusterId: undefined,
    ...overrides,
  };
}

/** The test database URL from the environment, when set (CI sets it to run database tests on PostgreSQL too). */
export function testDatabaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

/** The test Redis URL from the environment, when set (CI sets it to run the Redis store's tests). */
export function testRedisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.TEST_REDIS_URL || undefined;
}
