/**
 * @fastify/rate-limit's custom store over the database (issue 15 §3): every app process counts
 * into one fixed-window row per key (`coordination_rate_counters`), so a limit holds however
 * many processes serve. Used when `config.rateLimitStore` is 'database'; one process keeps the
 * plugin's in-memory store (no round trip).
 *
 * A process counts a key's calls into its row in blocks and numbers the calls of a block itself
 * (rate-limit-leases.ts): a quiet key costs one upsert per call, a busy one an upsert per several
 * calls, and calls arriving while a key's upsert is on its way are counted by the next one.
 *
 * The plugin gives each route with its own limit, and each `createRateLimit`, a child store:
 * in memory they count apart, so here a child prefixes its keys with the route (method and
 * URL) or, for a `createRateLimit` (whose keys already name their purpose), with its limit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/database';
import { purgeEndedCounters, readHits } from '../../modules/coordination';
import { leasedCounter, type Callback } from './rate-limit-leases';

/** Ended windows are deleted at most this often per process (the table holds live keys only). */
const PURGE_EVERY_MS = 60_000;
/** How often idle leases are given back (rate-limit-leases.ts). */
const RELEASE_EVERY_MS = 250;

export interface ChildOptions {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

/** A child store's namespace: its route (method and URL), or for a `createRateLimit` its limit. */
export function namespaceOf(options: ChildOptions): string {
  const route = options.routeInfo;
  if (route !== undefined && typeof route.url === 'string') return `route ${String(route.method)} ${route.url}`;
  return `limit ${String(options.max)}/${String(options.timeWindow)}`;
}

/** A store class bound to `database` (the plugin constructs it itself); `stop` ends its timer (the app's close). */
export function databaseRateLimitStore(database: Pick<Database, 'query'>, log?: { error(obj: unknown, msg: string): void }): FastifyRateLimitStoreCtor & { stop(): void } {
  const counter = leasedCounter(database, { idleMs: RELEASE_EVERY_MS, log });
  const releasing = setInterval(() => void counter.releaseIdle(), RELEASE_EVERY_MS);
  releasing.unref();
  let lastPurge = Date.now();
  const purgeNow = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    purgeEndedCounters(database).catch((err: unknown) => log?.error({ err }, 'rate-limit counters not purged'));
  };

  class DatabaseStore implements FastifyRateLimitStore {
    readonly namespace: string;

    constructor(_options?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      purgeNow();
      counter.incr(`${this.namespace}|${key}`, timeWindow, max, callback);
    }

    read(key: string, callback: Callback): void {
      readHits(database, `${this.namespace}|${key}`).then(
        (count) => callback(null, { current: count.current, ttl: count.ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    // Typed as route options, but the plugin passes the merged limit (max, timeWindow, routeInfo).
    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseStore(undefined, namespaceOf(routeOptions as ChildOptions));
    }
  }
  return Object.assign(DatabaseStore, { stop: () => clearInterval(releasing) });
}
