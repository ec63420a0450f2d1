/**
 * @fastify/rate-limit's store over Redis (issue 15 §3: "Redis when configured"): every app
 * process counts into one fixed-window counter per key, as with the database store
 * (rate-limit-store.ts), but a count is one script run in Redis — no row, no write-ahead log,
 * no database backend woken — and the client sends the calls of one tick together
 * (auto-pipelining), so a busy process writes to Redis once for many calls.
 *
 * Keys are `stoa:<database>.<schema>:rl:<namespace>|<key>`: deployments (and test files) sharing
 * one Redis count apart, and children name their route or limit as in the database store.
 *
 * When Redis does not answer within COMMAND_TIMEOUT_MS the call is let through and the failure
 * logged (docs/decisions.md "Redis for rate limits only"): a storefront keeps selling while its
 * cache is down. While the client knows Redis is lost (reconnecting, closed) a count fails at
 * once instead of waiting out the timeout. Failed sign-ins are counted in the database whatever
 * the store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { namespaceOf, type ChildOptions } from './rate-limit-store';
import type { Callback } from './rate-limit-leases';

/** A count that takes longer than this fails (and the call is let through). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counts a call: the first of a window sets the window's end; a key left without one (never,
 * unless set by hand) gets one. Answers the count and the milliseconds left.
 */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = -1
if current > 1 then ttl = redis.call('PTTL', KEYS[1]) end
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The count without counting (0 and no time left when the window has ended). */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type Counting = Redis & {
  stoaCountHit(key: string, windowMs: number): Promise<[number, number]>;
  stoaReadHits(key: string): Promise<[number, number]>;
};

/** A client for counting: calls of one tick go together; a call waits at most COMMAND_TIMEOUT_MS. */
export function redisCountingClient(url: string): Redis {
  const redis = new Redis(url, { enableAutoPipelining: true, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 2000 });
  redis.defineCommand('stoaCountHit', { numberOfKeys: 1, lua: COUNT });
  redis.defineCommand('stoaReadHits', { numberOfKeys: 1, lua: READ });
  return redis;
}

/** Client states in which Redis is known to be lost: a count would only wait for its timeout. */
const LOST = new Set(['reconnecting', 'close', 'end']);

/** A store class over `redis` with keys under `prefix` (the plugin constructs it itself). */
export function redisRateLimitStore(redis: Pick<Redis, 'status'>, prefix: string): FastifyRateLimitStoreCtor {
  const counting = redis as Counting;
  const lost = (callback: Callback) => {
    if (!LOST.has(counting.status)) return false;
    callback(new Error(`redis is ${counting.status}: the call is not counted`));
    return true;
  };
  const answer = (callback: Callback) => ({
    ok: ([current, ttl]: [number, number]) => callback(null, { current, ttl }),
    failed: (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
  });

  class RedisStore implements FastifyRateLimitStore {
    readonly namespace: string;

    constructor(_options?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (lost(callback)) return;
      const { ok, failed } = answer(callback);
      counting.stoaCountHit(`${prefix}${this.namespace}|${key}`, timeWindow).then(ok, failed);
    }

    read(key: string, callback: Callback): void {
      if (lost(callback)) return;
      const { ok, failed } = answer(callback);
      counting.stoaReadHits(`${prefix}${this.namespace}|${key}`).then(ok, failed);
    }

    // Typed as route options, but the plugin passes the merged limit (max, timeWindow, routeInfo).
    child(routeOptions: object): FastifyRateLimitStore {
      return new RedisStore(undefined, namespaceOf(routeOptions as ChildOptions));
    }
  }
  return RedisStore;
}
