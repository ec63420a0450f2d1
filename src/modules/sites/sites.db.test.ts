import { describe, expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { createSitesService, indexSites, resolveHost } from './index';

describeDatabase('sites service', (db) => {
  const setup = () => {
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.created', (e) => void events.push(e));
    bus.on('site.changed', (e) => void events.push(e));
    const sites = createSitesService({ db: db().db, ids: sequentialIds(`s${Math.random().toString(16).slice(2, 6)}`), clock: fixedClock(1_700_000_000_000), events: bus, baseDomain: 'localhost' });
    return { sites, events };
  };

  it('FMT-10 creates a site with the defaults: locale en, USD, America/New_York', async () => {
    const { sites, events } = setup();
    const site = await sites.create({ identifier: 'alpha-shop', title: 'Alpha' });
    expect(site).toMatchObject({ identifier: 'alpha-shop', title: 'Alpha', locale: 'en', currency: 'USD', timeZone: 'America/New_York' });
    expect(events).toEqual([{ type: 'site.created', websiteId: site.id }]);
    expect(await sites.getByIdentifier('ALPHA-SHOP')).toMatchObject({ id: site.id });
  });

  it('rejects a taken or malformed identifier with a stable code', async () => {
    const { sites } = setup();
    await sites.create({ identifier: 'taken-one' });
    await expect(sites.create({ identifier: 'taken-one' })).rejects.toSatisfy((e) => isDomainError(e, 'SITE_IDENTIFIER_TAKEN'));
    await expect(sites.create({ identifier: 'No Spaces!' })).rejects.toSatisfy((e) => isDomainError(e, 'SITE_IDENTIFIER_INVALID'));
  });

  it('keeps exactly one default site', async () => {
    const { sites } = setup();
    const a = await sites.create({ identifier: 'def-a', isDefault: true });
    const b = await sites.create({ identifier: 'def-b', isDefault: true });
    const all = await sites.listAll();
    expect(all.filter((s) => s.isDefault).map((s) => s.id)).toEqual([b.id]);
    expect(all.find((s) => s.id === a.id)?.isDefault).toBe(false);
  });

  it('resolves hosts: subdomain, custom domain, bare host to the default', async () => {
    const { sites } = setup();
    const main = await sites.create({ identifier: 'host-main', isDefault: true });
    const other = await sites.create({ identifier: 'host-other', isDefault: false });
    await sites.addDomain(other.id, 'Shop.Example.com');
    await expect(sites.addDomain(main.id, 'shop.example.com')).rejects.toSatisfy((e) => isDomainError(e, 'DOMAIN_TAKEN'));
    // a name under the platform domain would shadow another site's address
    await expect(sites.addDomain(other.id, 'host-main.localhost')).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    const index = indexSites(await sites.listAll());
    expect(resolveHost(index, 'host-other.localhost:3000', 'localhost')?.id).toBe(other.id);
    expect(resolveHost(index, 'shop.example.com', 'localhost')?.id).toBe(other.id);
    expect(resolveHost(index, 'localhost:3000', 'localhost')?.id).toBe(main.id);
    expect(resolveHost(index, 'nosuch.localhost', 'localhost')).toBeNull();
    expect(resolveHost(index, 'a.b.localhost', 'localhost')).toBeNull();
  });

  it('updates settings by merging and announces the change', async () => {
    const { sites, events } = setup();
    const site = await sites.create({ identifier: 'settings-site', settings: { commentsEnabled: true } });
    const updated = await sites.update(site.id, { title: 'New', settings: { disqusShortname: 'x' } });
    expect(updated.settings).toEqual({ commentsEnabled: true, disqusShortname: 'x' });
    expect(events.at(-1)).toEqual({ type: 'site.changed', websiteId: site.id, site: true });
  });

  it('GAP-66 merges analytics settings field by field in one statement and announces the change', async () => {
    const { sites, events } = setup();
    const site = await sites.create({ identifier: 'analytics-site', settings: { siteTagLine: 'Pots' } });
    expect((await sites.updateAnalytics(site.id, { cookieBanner: 'opt-in' })).settings).toEqual({ siteTagLine: 'Pots', analytics: { cookieBanner: 'opt-in' } });
    expect(events.at(-1)).toEqual({ type: 'site.changed', websiteId: site.id, site: true });
    await Promise.all([sites.updateAnalytics(site.id, { enabled: false }), sites.update(site.id, { settings: { contactEmail: 'a@example.com' } })]);
    expect((await sites.get(site.id))!.settings.analytics).toEqual({ enabled: false, cookieBanner: 'opt-in' });
    expect((await sites.updateAnalytics(site.id, { cookieBanner: undefined, enabled: true })).settings.analytics).toEqual({ enabled: true, cookieBanner: 'opt-in' });
    await expect(sites.updateAnalytics('no-such-site', { enabled: true })).rejects.toSatisfy((e) => isDomainError(e, 'SITE_NOT_FOUND'));
  });
});

describe('host normalisation', () => {
  it('ignores port, case and a trailing dot', async () => {
    const { normalizeHost } = await import('./host-resolution');
    expect(normalizeHost('Shop.Example.COM.:8080')).toBe('shop.example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(undefined)).toBe('');
  });
});
