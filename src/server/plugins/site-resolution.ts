/**
 * Resolves every request's site from its Host header, from an in-memory index of all sites
 * (rebuilt when a site or domain changes), so routing a page view costs no query.
 */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../shared/events';
import { indexSites, resolveHost, type HostIndex, type SitesService, type Website } from '../../modules/sites';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request is for, or null when the host names none. */
    site: Website | null;
  }
}

export interface SiteDirectory {
  resolve(host: string | undefined): Website | null;
  refresh(): Promise<void>;
}

/** Keeps the host index fresh: loaded at start, reloaded on site events. */
export async function createSiteDirectory(sites: SitesService, events: EventBus, baseDomain: string): Promise<SiteDirectory> {
  let index: HostIndex = indexSites(await sites.listAll());
  let pending: Promise<void> | null = null;
  const refresh = async () => {
    index = indexSites(await sites.listAll());
  };
  const schedule = () => {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
  events.on('site.created', schedule);
  events.on('site.changed', schedule);
  events.on('site.deleted', schedule);
  return {
    resolve: (host) => resolveHost(index, host, baseDomain),
    refresh,
  };
}

export function registerSiteResolution(app: FastifyInstance, directory: SiteDirectory): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request) => {
    request.site = directory.resolve(request.headers.host);
  });
}
