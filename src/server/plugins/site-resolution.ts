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
  /**
   * The reload in flight, or null. A request waits for it, so a change this process made is
   * seen by its next request (an owner saves a setting and reads it back at once).
   */
  pending(): Promise<void> | null;
  /** Stops reloading on events and waits for a reload in flight (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Keeps the host index fresh: loaded at start, reloaded on site events (this process's and, through
 * the event relay, other processes') and when events may have been missed. Reloads never overlap;
 * an event during a reload runs one more reload after it, because the one in flight may have
 * read the tables before the change. A failed reload keeps the last index and is logged.
 */
export async function createSiteDirectory(
  sites: SitesService,
  events: EventBus,
  baseDomain: string,
  log: { error(obj: unknown, msg: string): void } = console,
): Promise<SiteDirectory> {
  let index: HostIndex = indexSites(await sites.listAll());
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const refresh = async () => {
    index = indexSites(await sites.listAll());
  };
  const loop = async () => {
    do {
      again = false;
      try {
        await refresh();
      } catch (err) {
        if (!closed) log.error({ err }, 'site index reload failed');
      }
    } while (again && !closed);
  };
  const schedule = () => {
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  };
  const unsubscribe = [
    events.on('site.created', schedule),
    // A change to what a site holds (a stock change on every order) leaves the hosts as they are.
    events.on('site.changed', (e) => {
      if (e.site === true) schedule();
    }),
    events.on('site.deleted', schedule),
    events.on('events.missed', schedule),
  ];
  return {
    resolve: (host) => resolveHost(index, host, baseDomain),
    refresh,
    pending: () => running,
    close: async () => {
      closed = true;
      for (const off of unsubscribe) off();
      await running;
    },
  };
}

export function registerSiteResolution(app: FastifyInstance, directory: SiteDirectory): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request) => {
    const reloading = directory.pending();
    if (reloading !== null) await reloading;
    request.site = directory.resolve(request.headers.host);
  });
}
