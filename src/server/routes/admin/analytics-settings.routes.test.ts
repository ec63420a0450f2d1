import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { BlockType, CollectionType, ContributorRole } from '../../../shared/enums';

const URL = '/api/admin/analytics/settings';
const BANNER_MOUNT = 'data-island="cookie-banner"';

describeDatabase('analytics settings routes', (db) => {
  let n = 0;
  const setup = async (overrides = {}) => {
    const app = await createTestApp(db(), overrides);
    const site = await app.services.sites.create({ identifier: `anl-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Studio', settings: { contactEmail: 'studio@example.com' } });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    return { app, site, headers };
  };

  it('GAP-66 GET answers the defaults: analytics on, no banner, the deployment’s retention', async () => {
    const { app, headers } = await setup({ analyticsRetentionDays: 120 });
    const res = await app.inject({ method: 'GET', url: URL, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, cookieBanner: 'off', retentionDays: 120 });
    await app.close();
  });

  it('GAP-66 PUT merges each field into the site’s settings and keeps the others', async () => {
    const { app, site, headers } = await setup();
    let res = await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'opt-in' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, cookieBanner: 'opt-in', retentionDays: 400 });
    res = await app.inject({ method: 'PUT', url: URL, headers, payload: { enabled: false } });
    expect(res.json()).toEqual({ enabled: false, cookieBanner: 'opt-in', retentionDays: 400 });
    expect((await app.inject({ method: 'GET', url: URL, headers })).json()).toEqual({ enabled: false, cookieBanner: 'opt-in', retentionDays: 400 });
    const stored = await app.services.sites.get(site.id);
    expect(stored!.settings).toEqual({ contactEmail: 'studio@example.com', analytics: { enabled: false, cookieBanner: 'opt-in' } });
    // The site's own settings call keeps them too.
    await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { settings: { siteTagLine: 'Pots' } } });
    expect((await app.inject({ method: 'GET', url: URL, headers })).json()).toMatchObject({ enabled: false, cookieBanner: 'opt-in' });
    // An empty body changes nothing.
    expect((await app.inject({ method: 'PUT', url: URL, headers, payload: {} })).json()).toMatchObject({ enabled: false, cookieBanner: 'opt-in' });
    await app.close();
  });

  it('GAP-66 refuses bad input with 400 and a message, changing nothing', async () => {
    const { app, site, headers } = await setup();
    for (const payload of [{ cookieBanner: 'maybe' }, { enabled: 'yes' }, { enabled: true, extra: 1 }, { retentionDays: 5 }, [1], 'opt-in']) {
      const res = await app.inject({ method: 'PUT', url: URL, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(typeof res.json().message).toBe('string');
    }
    const bad = await app.inject({ method: 'PUT', url: URL, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"enabled":' });
    expect(bad.statusCode).toBe(400);
    expect((await app.services.sites.get(site.id))!.settings.analytics).toBeUndefined();
    await app.close();
  });

  it('GAP-10 reporting and viewer roles read the settings; only roles with site settings change them', async () => {
    const { app, site, headers: admin } = await setup();
    const as = async (role: number) => (await ownerSession(app, { websiteId: site.id, role })).headers;
    const manager = await as(ContributorRole.WEBSITE_MANAGER);
    expect((await app.inject({ method: 'PUT', url: URL, headers: manager, payload: { cookieBanner: 'opt-out' } })).statusCode).toBe(200);
    for (const role of [ContributorRole.REPORTING, ContributorRole.VIEWER]) {
      const headers = await as(role);
      expect((await app.inject({ method: 'GET', url: URL, headers })).json(), `role ${role}`).toMatchObject({ cookieBanner: 'opt-out' });
      expect((await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'off' } })).statusCode, `role ${role}`).toBe(403);
    }
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.EDITOR, ContributorRole.NONE]) {
      const headers = await as(role);
      expect((await app.inject({ method: 'GET', url: URL, headers })).statusCode, `role ${role}`).toBe(403);
      expect((await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'off' } })).statusCode, `role ${role}`).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: URL, headers: { host: admin.host! } })).statusCode).toBe(401);
    expect((await app.services.sites.get(site.id))!.settings.analytics).toEqual({ cookieBanner: 'opt-out' });
    await app.close();
  });

  it("GAP-66 another site's owner can neither read nor change this site's analytics settings", async () => {
    const { app, site, headers } = await setup();
    await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'opt-in' } });
    const other = await app.services.sites.create({ identifier: `anl-other-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const { headers: otherHeaders } = await ownerSession(app, { websiteId: other.id });
    const aimed = { ...otherHeaders, host: headers.host! };
    expect((await app.inject({ method: 'GET', url: URL, headers: aimed })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: URL, headers: aimed, payload: { cookieBanner: 'off', enabled: false } })).statusCode).toBe(401);
    // On their own host they change only their own site.
    expect((await app.inject({ method: 'PUT', url: URL, headers: otherHeaders, payload: { enabled: false } })).json()).toMatchObject({ enabled: false, cookieBanner: 'off' });
    expect((await app.services.sites.get(site.id))!.settings.analytics).toEqual({ cookieBanner: 'opt-in' });
    await app.close();
  });

  it('GAP-66 a change reaches the rendered storefront at once; never on the owner’s preview', async () => {
    const { app, site, headers } = await setup();
    const home = await app.services.content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await app.services.content.setHomepage(site.id, home.id);
    await app.services.content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<h1>Welcome</h1>' } }] }] });
    const host = headers.host!;
    const page = async (url = '/') => (await app.inject({ method: 'GET', url, headers: url.includes('preview') ? headers : { host } })).body;

    expect(await page()).not.toContain(BANNER_MOUNT);
    await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'opt-in' } });
    const optIn = await page();
    expect(optIn).toContain(BANNER_MOUNT);
    expect(optIn).toContain('<section class="CookieBanner" data-island="cookie-banner" aria-label="Cookie choice" hidden>');
    expect(optIn).toContain('only if you accept');
    expect(optIn).toMatch(/<script nonce="[^"]+" type="application\/json" data-island-props="cookie-banner">\{"mode":"opt-in"\}<\/script>/);
    const preview = await page('/?preview=draft');
    expect(preview).toContain('<h1>Welcome</h1>');
    expect(preview).toContain('id="stoa-editing-frame"');
    expect(preview).not.toContain(BANNER_MOUNT);

    await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'opt-out' } });
    const optOut = await page();
    expect(optOut).toContain('unless you decline');
    expect(optOut).toContain('{"mode":"opt-out"}');
    await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'off' } });
    expect(await page()).not.toContain(BANNER_MOUNT);
    await app.close();
  });

  it('ANL-41 GAP-66 the tracking pixel’s props carry the site’s cookie banner', async () => {
    const { app, site, headers } = await setup();
    const home = await app.services.content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await app.services.content.setHomepage(site.id, home.id);
    await app.services.storeSettings.updateStoreSettings(site.id, { marketing: { pixelId: '123456789012345' } });
    await app.inject({ method: 'PUT', url: URL, headers, payload: { cookieBanner: 'opt-in' } });
    const body = (await app.inject({ method: 'GET', url: '/', headers: { host: headers.host! } })).body;
    const props = /data-island-props="tracking-pixel">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(props!)).toMatchObject({ pixelId: '123456789012345', cookieBanner: 'opt-in' });
    await app.close();
  });

  it('the descriptors name the registered routes', async () => {
    const { app } = await setup();
    for (const endpoint of [analyticsEndpoints.settings, analyticsEndpoints.updateSettings]) expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
    await app.close();
  });
});
