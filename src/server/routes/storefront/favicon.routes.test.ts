import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { CollectionType, ContributorRole } from '../../../shared/enums';

describeDatabase('the site icon (settings.faviconUrl)', (db) => {
  let app: FastifyInstance;
  let host: string;
  let otherHost: string;
  let owner: Record<string, string>;
  let siteId: string;
  const get = (url: string, on = host) => app.inject({ method: 'GET', url, headers: { host: on } });
  const setIcon = (faviconUrl: unknown, headers = owner) => app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { settings: { faviconUrl } } });

  beforeAll(async () => {
    app = await createTestApp(db());
    const { sites, content } = app.services;
    const makeSite = async (identifier: string) => {
      const site = await sites.create({ identifier, title: 'Icon Shop', isDefault: false });
      const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
      await content.setHomepage(site.id, home.id);
      return site;
    };
    const site = await makeSite(`icon-${process.pid}`);
    const other = await makeSite(`icon-other-${process.pid}`);
    siteId = site.id;
    host = `${site.identifier}.localhost`;
    otherHost = `${other.identifier}.localhost`;
    owner = (await ownerSession(app, { websiteId: site.id })).headers;
  });
  afterAll(async () => app.close());

  it('links the chosen icon from every page head and sends /favicon.ico to it, on its own site only', async () => {
    const saved = await setIcon('/media/abc123/icon.png');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().website.settings.faviconUrl).toBe('/media/abc123/icon.png');
    expect((await get('/')).body).toContain('<link rel="icon" href="/media/abc123/icon.png">');
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(302);
    expect(ico.headers.location).toBe('/media/abc123/icon.png');
    expect((await get('/', otherHost)).body).not.toContain('rel="icon"');
    expect((await get('/favicon.ico', otherHost)).statusCode).toBe(204);
  });

  it('an empty icon removes it again', async () => {
    await setIcon('https://cdn.example.com/icon.png');
    expect((await get('/')).body).toContain('<link rel="icon" href="https://cdn.example.com/icon.png">');
    expect((await setIcon('')).statusCode).toBe(200);
    expect((await get('/')).body).not.toContain('rel="icon"');
    expect((await get('/favicon.ico')).statusCode).toBe(204);
  });

  it('GAP-15 refuses an icon that is not a web link or a path on the site, with the field named', async () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/icon.png', 42]) {
      const res = await setIcon(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().data.errors).join(' ')).toContain('faviconUrl');
    }
  });

  it('GAP-10 a role without site.settings cannot change the icon', async () => {
    const editorHeaders = (await ownerSession(app, { websiteId: siteId, role: ContributorRole.EDITOR })).headers;
    expect((await setIcon('/media/x/y.png', editorHeaders)).statusCode).toBe(403);
  });
});
