/**
 * The in-memory site index: a request that arrives while a reload is in flight waits for it, so
 * an owner who changes a setting and reads it back at once sees the change (on PostgreSQL the
 * reload takes long enough for the next request to overtake it).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../shared/events';
import type { SitesService, Website } from '../../modules/sites';
import { createSiteDirectory, registerSiteResolution } from './site-resolution';

const site = (title: string): Website =>
  ({ id: 's1', identifier: 'shop', title, locale: 'en-US', currency: 'USD', timeZone: 'UTC', isDefault: true, status: 1, theme: 'wright', settings: {}, domains: [] }) as unknown as Website;

describe('site resolution', () => {
  it('a request during a reload waits for it and sees the change', async () => {
    let title = 'Before';
    let delayMs = 0;
    const sites = { listAll: async () => { const now = title; await new Promise((r) => setTimeout(r, delayMs)); return [site(now)]; } } as unknown as SitesService;
    const events = createEventBus();
    const directory = await createSiteDirectory(sites, events, 'example.test');
    const app = Fastify();
    registerSiteResolution(app, directory);
    app.get('/', async (request) => ({ title: request.site?.title ?? null }));

    expect((await app.inject({ url: '/', headers: { host: 'shop.example.test' } })).json()).toEqual({ title: 'Before' });
    delayMs = 50;
    title = 'After';
    events.emit({ type: 'site.changed', websiteId: 's1', site: true });
    expect(directory.pending()).not.toBeNull();
    expect((await app.inject({ url: '/', headers: { host: 'shop.example.test' } })).json()).toEqual({ title: 'After' });
    expect(directory.pending()).toBeNull();
    await directory.close();
    await app.close();
  });

  it('issue 15 §2 a change to what a site holds (stock on every order, a product) does not reload the hosts; one to the site record does', async () => {
    let reloads = 0;
    const sites = { listAll: async () => { reloads++; return [site('Shop')]; } } as unknown as SitesService;
    const events = createEventBus();
    const directory = await createSiteDirectory(sites, events, 'example.test');
    expect(reloads).toBe(1);
    events.emit({ type: 'site.changed', websiteId: 's1' });
    expect(directory.pending()).toBeNull();
    expect(reloads).toBe(1);
    events.emit({ type: 'site.changed', websiteId: 's1', site: true });
    await directory.pending();
    expect(reloads).toBe(2);
    events.emit({ type: 'events.missed' });
    await directory.pending();
    expect(reloads).toBe(3);
    await directory.close();
  });
});

