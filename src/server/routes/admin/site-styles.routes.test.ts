import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { siteStylesEndpoints } from '../../../shared/api/site-styles-endpoints';
import { ContributorRole } from '../../../shared/enums';
import { DEFAULT_SITE_STYLES, SITE_FONTS } from '../../../shared/site-styles';

const URL = '/api/admin/site/styles';
const CHOSEN = {
  fonts: { heading: 'playfair-display', body: 'inter' },
  colors: { background: '#FFF', text: '111111', accent: '#027AFF', headingText: '#222', buttonBackground: '#ffb802' },
};
const STORED = {
  fonts: { heading: 'playfair-display', body: 'inter' },
  colors: { background: '#ffffff', text: '#111111', accent: '#027aff', headingText: '#222222', buttonBackground: '#ffb802' },
};

describeDatabase('site styles routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `styles-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Studio' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    return { app, site, headers };
  };

  it('ADM-39 GET answers the defaults and every font the server can serve offline', async () => {
    const { app, headers } = await setup();
    const res = await app.inject({ method: 'GET', url: URL, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().styles).toEqual(DEFAULT_SITE_STYLES);
    const fonts = res.json().fonts as { id: string; family: string; category: string; weights: number[] }[];
    expect(fonts.map((f) => f.id)).toEqual(SITE_FONTS.map((f) => f.id));
    expect(fonts.find((f) => f.id === 'inter')).toMatchObject({ family: 'Inter', category: 'sans-serif', weights: expect.arrayContaining([400, 600]), source: 'bundled' });
    expect(fonts.find((f) => f.id === 'dm-serif-display')).toMatchObject({ category: 'display', weights: [400] });
    await app.close();
  });

  it('MEDIA-17 PUT stores the whole design with colours as #rrggbb and GET reads it back', async () => {
    const { app, site, headers } = await setup();
    const res = await app.inject({ method: 'PUT', url: URL, headers, payload: CHOSEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ styles: STORED });
    expect((await app.inject({ method: 'GET', url: URL, headers })).json().styles).toEqual(STORED);
    expect(await app.services.sites.getStyles(site.id)).toEqual(STORED);
    // The whole object is replaced: optional colours left out are gone.
    const plain = { fonts: { heading: 'lora', body: 'lora' }, colors: { background: '#000', text: '#fff', accent: '#0f0' } };
    expect((await app.inject({ method: 'PUT', url: URL, headers, payload: plain })).json().styles).toEqual({
      fonts: plain.fonts,
      colors: { background: '#000000', text: '#ffffff', accent: '#00ff00' },
    });
    await app.close();
  });

  it('MEDIA-17 refuses bad hex and unknown fonts with 400 and a message per field, changing nothing', async () => {
    const { app, site, headers } = await setup();
    const cases: [unknown, string, string][] = [
      [{ ...CHOSEN, colors: { ...CHOSEN.colors, accent: '#abcd' } }, 'colors.accent', 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.'],
      [{ ...CHOSEN, colors: { ...CHOSEN.colors, background: 'red' } }, 'colors.background', 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.'],
      [{ ...CHOSEN, colors: { ...CHOSEN.colors, buttonText: '#12345' } }, 'colors.buttonText', 'Enter a hex colour of 3 or 6 digits, such as #1f1c19.'],
      [{ ...CHOSEN, fonts: { heading: 'comic-sans', body: 'inter' } }, 'fonts.heading', 'Choose one of the fonts offered.'],
      [{ ...CHOSEN, fonts: { heading: 'inter', body: '../../etc/passwd' } }, 'fonts.body', 'Choose one of the fonts offered.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { [field]: message } } });
    }
    for (const payload of [{}, { fonts: CHOSEN.fonts }, { ...CHOSEN, extra: 1 }, { ...CHOSEN, colors: { ...CHOSEN.colors, text: 5 } }]) {
      const res = await app.inject({ method: 'PUT', url: URL, headers, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await app.services.sites.getStyles(site.id)).toEqual(DEFAULT_SITE_STYLES);
    await app.close();
  });

  it('GAP-10 editors and website managers change the design; viewers read it; store managers neither', async () => {
    const { app, site, headers: admin } = await setup();
    const as = async (role: number) => (await ownerSession(app, { websiteId: site.id, role })).headers;
    for (const role of [ContributorRole.EDITOR, ContributorRole.WEBSITE_MANAGER]) {
      const headers = await as(role);
      expect((await app.inject({ method: 'GET', url: URL, headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'PUT', url: URL, headers, payload: CHOSEN })).statusCode).toBe(200);
    }
    const viewer = await as(ContributorRole.VIEWER);
    expect((await app.inject({ method: 'GET', url: URL, headers: viewer })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: URL, headers: viewer, payload: CHOSEN })).statusCode).toBe(403);
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.BILLING, ContributorRole.NONE]) {
      const headers = await as(role);
      expect((await app.inject({ method: 'GET', url: URL, headers })).statusCode, `role ${role}`).toBe(403);
      expect((await app.inject({ method: 'PUT', url: URL, headers, payload: CHOSEN })).statusCode, `role ${role}`).toBe(403);
    }
    // No session at all.
    expect((await app.inject({ method: 'GET', url: URL, headers: { host: admin.host! } })).statusCode).toBe(401);
    await app.close();
  });

  it("another site's owner can neither read nor change this site's design", async () => {
    const { app, site, headers } = await setup();
    await app.inject({ method: 'PUT', url: URL, headers, payload: CHOSEN });
    const other = await app.services.sites.create({ identifier: `styles-other-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const { headers: otherHeaders } = await ownerSession(app, { websiteId: other.id });
    // Their session aimed at this site's host is no session here.
    const aimed = { ...otherHeaders, host: headers.host! };
    expect((await app.inject({ method: 'GET', url: URL, headers: aimed })).statusCode).toBe(401);
    const plain = { fonts: { heading: 'lora', body: 'lora' }, colors: { background: '#000', text: '#fff', accent: '#0f0' } };
    expect((await app.inject({ method: 'PUT', url: URL, headers: aimed, payload: plain })).statusCode).toBe(401);
    // On their own host they see their own site's defaults.
    expect((await app.inject({ method: 'GET', url: URL, headers: otherHeaders })).json().styles).toEqual(DEFAULT_SITE_STYLES);
    expect(await app.services.sites.getStyles(site.id)).toEqual(STORED);
    await app.close();
  });

  it('an API key of the site reads and changes the design with no cookie or crumb', async () => {
    const { app, site, headers } = await setup();
    const created = await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload: { name: 'design sync', role: ContributorRole.EDITOR } });
    expect(created.statusCode, created.body).toBe(201);
    const withKey = { host: headers.host!, authorization: `Bearer ${created.json().key as string}` };
    expect((await app.inject({ method: 'GET', url: URL, headers: withKey })).statusCode).toBe(200);
    const res = await app.inject({ method: 'PUT', url: URL, headers: withKey, payload: CHOSEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.services.sites.getStyles(site.id)).toEqual(STORED);
    await app.close();
  });

  it('the descriptors name the registered routes', async () => {
    const { app } = await setup();
    for (const endpoint of Object.values(siteStylesEndpoints)) expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
    await app.close();
  });
});
