/**
 * The rate-limit store `config.rateLimitStore` names, closed with the app: none (this process's
 * memory), the database's (rate-limit-store.ts), or Redis's (rate-limit-redis.ts), whose calls
 * are let through when Redis fails (a storefront keeps selling; docs/decisions.md).
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Config } from '../config';
import { redisCountingClient, redisRateLimitStore } from './rate-limit-redis';
import { databaseRateLimitStore } from './rate-limit-store';

export async function sharedRateLimitStore(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimitStore' | 'redisUrl'>,
  database: Pick<Database, 'query'>,
): Promise<{ store?: FastifyRateLimitStoreCtor; letThroughWhenStoreFails?: boolean }> {
  if (config.rateLimitStore === 'database') {
    const store = databaseRateLimitStore(database, app.log);
    app.addHook('onClose', () => store.stop());
    return { store };
  }
  if (config.rateLimitStore === 'redis' && config.redisUrl !== undefined) {
    // One deployment is one database and schema: its keys are apart from any other's.
    const [named] = await database.query<{ name: string }>(`select current_database() || '.' || current_schema() as name`);
    const redis = redisCountingClient(config.redisUrl);
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'redis: rate-limit counts are let through until it answers'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { store: redisRateLimitStore(redis, `stoa:${named!.name}:rl:`), letThroughWhenStoreFails: true };
  }
  return {};
}
