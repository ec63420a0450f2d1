import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';

describeDatabase('owner site settings routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `set-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    return { app, site, headers };
  };

  it('FMT-10 GET /api/admin/site answers the site with its defaults', async () => {
    const { app, site, headers } = await setup();
    const res = await app.inject({ method: 'GET', url: '/api/admin/site', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().website).toMatchObject({ id: site.id, identifier: site.identifier, title: 'Shop', locale: 'en', currency: 'USD', timeZone: 'America/New_York', domains: [] });
    // The whole site as stored (a field the response schema forgets is stripped).
    expect(res.json()).toEqual({ website: await app.services.sites.get(site.id) });
    await app.close();
  });

  it('PUT /api/admin/site changes title, locale, currency, time zone and merges settings', async () => {
    const { app, site, headers } = await setup();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers,
      payload: {
        title: 'New Shop',
        locale: 'en-GB',
        currency: 'GBP',
        timeZone: 'Europe/London',
        settings: { commentsEnabled: true, socialAccounts: [{ serviceName: 'instagram', profileUrl: 'https://instagram.com/shop' }], location: { mapLat: 51.5, mapLng: -0.12 } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().website).toMatchObject({ title: 'New Shop', locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London', settings: { commentsEnabled: true } });
    expect(res.json()).toEqual({ website: await app.services.sites.get(site.id) });
    await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { settings: { disqusShortname: 'shop' } } });
    expect((await app.services.sites.get(site.id))?.settings).toMatchObject({ commentsEnabled: true, disqusShortname: 'shop' });
    await app.close();
  });

  it('GAP-15 rejects bad settings with 400 and per-field errors, changing nothing', async () => {
    const { app, site, headers } = await setup();
    const bad = [
      { currency: 'XYZ' },
      { timeZone: 'Mars/Olympus' },
      { locale: 'not a locale' },
      { title: '' },
      { title: 42 },
      { unknownField: true },
      { settings: { notASetting: 1 } },
      { settings: { socialAccounts: [{ serviceName: 'x', profileUrl: 'javascript:alert(1)' }] } },
      { settings: { contactEmail: 'nope' } },
      { settings: { location: { mapLat: 200 } } },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'One or more fields is invalid, please check your entries.' });
      expect(Object.keys(res.json().data.errors).length).toBeGreaterThan(0);
    }
    const notJson = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"title":' });
    expect(notJson.statusCode).toBe(400);
    expect((await app.services.sites.get(site.id))?.title).toBe('Shop');
    await app.close();
  });

  it('connects and removes custom domains; refuses addresses under the platform domain', async () => {
    const { app, site, headers } = await setup();
    const domain = `shop-${n}-${Math.random().toString(16).slice(2, 6)}.example.com`;
    const added = await app.inject({ method: 'POST', url: '/api/admin/site/domains', headers, payload: { domain: domain.toUpperCase() } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ domain });
    expect((await app.services.sites.get(site.id))?.domains).toEqual([domain]);
    const taken = await app.inject({ method: 'POST', url: '/api/admin/site/domains', headers, payload: { domain } });
    expect(taken.json()).toMatchObject({ status: 409, code: 'DOMAIN_TAKEN' });
    for (const reserved of ['localhost', 'other-site.localhost', 'www.localhost']) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/site/domains', headers, payload: { domain: reserved } });
      expect(res.statusCode, reserved).toBe(400);
    }
    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/site/domains/${domain}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await app.services.sites.get(site.id))?.domains).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/site/domains/${domain}`, headers });
    expect(again.statusCode).toBe(404);
    await app.close();
  });
});
