/**
 * @fastify/rate-limit's custom store over the database (issue 15 §3): every app process counts
 * into one fixed-window row per key (`coordination_rate_counters`, one upsert), so a limit holds
 * however many processes serve. Used when `config.rateLimitStore` is 'database'; one process
 * keeps the plugin's in-memory store (no round trip).
 *
 * Calls of one key that arrive while that key's upsert is on its way are counted together by
 * the next upsert (`countHits`), each given its own number in arrival order: the count is exact
 * and shared as before, but a key many calls share (visitors behind one address) costs one
 * round trip per wave instead of one per call, and its row is not locked by each call in turn.
 *
 * The plugin gives each route with its own limit, and each `createRateLimit`, a child store:
 * in memory they count apart, so here a child prefixes its keys with the route (method and
 * URL) or, for a `createRateLimit` (whose keys already name their purpose), with its limit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/database';
import { countHits, purgeEndedCounters, readHits } from '../../modules/coordination';

/** Ended windows are deleted at most this often per process (the table holds live keys only). */
const PURGE_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface ChildOptions {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

function namespaceOf(options: ChildOptions): string {
  const route = options.routeInfo;
  if (route !== undefined && typeof route.url === 'string') return `route ${String(route.method)} ${route.url}`;
  return `limit ${String(options.max)}/${String(options.timeWindow)}`;
}

interface Waiting {
  windowMs: number;
  callbacks: Callback[];
}

/**
 * Counts calls per key, one upsert at a time per key: calls arriving while one is on its way
 * wait for it and are then counted together (a call of another window length goes alone).
 */
function batchedCounter(database: Pick<Database, 'query'>) {
  const inFlight = new Set<string>();
  const waiting = new Map<string, Waiting>();

  const send = (key: string, windowMs: number, callbacks: Callback[]) => {
    inFlight.add(key);
    countHits(database, key, windowMs, callbacks.length).then(
      (count) => callbacks.forEach((callback, i) => callback(null, { current: count.current - callbacks.length + 1 + i, ttl: count.ttlMs })),
      (err: unknown) => callbacks.forEach((callback) => callback(err instanceof Error ? err : new Error(String(err)))),
    ).finally(() => {
      inFlight.delete(key);
      const next = waiting.get(key);
      if (next !== undefined) {
        waiting.delete(key);
        send(key, next.windowMs, next.callbacks);
      }
    });
  };

  return (key: string, windowMs: number, callback: Callback) => {
    if (!inFlight.has(key)) return send(key, windowMs, [callback]);
    const next = waiting.get(key);
    if (next === undefined) waiting.set(key, { windowMs, callbacks: [callback] });
    else if (next.windowMs === windowMs) next.callbacks.push(callback);
    else countHits(database, key, windowMs, 1).then((count) => callback(null, { current: count.current, ttl: count.ttlMs }), (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
  };
}

/** A store class bound to `database` (the plugin constructs it itself). */
export function databaseRateLimitStore(database: Pick<Database, 'query'>, log?: { error(obj: unknown, msg: string): void }): FastifyRateLimitStoreCtor {
  const count = batchedCounter(database);
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

    incr(key: string, callback: Callback, timeWindow: number): void {
      purgeNow();
      count(`${this.namespace}|${key}`, timeWindow, callback);
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
  return DatabaseStore;
}
