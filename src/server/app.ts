/**
 * buildApp(config, deps): the whole HTTP application, wired, never listening (main.ts listens;
 * tests use app.inject). All services are created here from their narrow dependencies.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createSitesService, type SitesService } from '../modules/sites';
import type { Clock } from '../shared/clock';
import type { EventBus } from '../shared/events';
import type { IdSource } from '../shared/ids';
import type { Config } from './config';
import { registerErrorHandler } from './plugins/error-handler';
import { createSiteDirectory, registerSiteResolution, type SiteDirectory } from './plugins/site-resolution';
import { registerHealthRoutes } from './routes/health.routes';

export interface AppDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
}

/** The services every route reaches, created once per app. */
export interface Services {
  sites: SitesService;
  siteDirectory: SiteDirectory;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

export async function createServices(config: Config, deps: AppDeps): Promise<Services> {
  const sites = createSitesService({ db: deps.database.db, ids: deps.ids, clock: deps.clock, events: deps.events });
  const siteDirectory = await createSiteDirectory(sites, deps.events, config.baseDomain);
  return { sites, siteDirectory };
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => deps.ids.next(),
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  const services = await createServices(config, deps);
  app.decorate('services', services);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerSiteResolution(app, services.siteDirectory);
  registerHealthRoutes(app, deps.database);
  return app;
}
