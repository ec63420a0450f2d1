import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../../test/support/app';
import { fixtureEditorBuildDir } from '../../../../test/support/editor-build';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';
import { loadEditorAssets } from '../../render/editor-document';

const bootOf = (html: string) => JSON.parse(/<script[^>]*id="stoa-editor-boot"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describeDatabase('the editor app at /config', (db) => {
  let app: FastifyInstance;
  let host: string;
  let websiteId: string;
  beforeAll(async () => {
    app = await createTestApp(db(), {}, { editorAssets: loadEditorAssets(fixtureEditorBuildDir()) });
    const site = await app.services.sites.create({ identifier: `editor-app-${Math.random().toString(16).slice(2, 8)}`, title: 'Fern & Kiln' });
    websiteId = site.id;
    host = await siteHost(app, site.id);
  });
  afterAll(() => app.close());

  it('serves the sign-in document to a visitor with no session: boot without owner or crumb, scripts with the nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/config', headers: { host, 'sec-fetch-dest': 'document' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(res.body).toContain(`<script nonce="${nonce}" type="module" src="/assets/editor/editor-abc.js"></script>`);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/editor/assets/editor-123.css">');
    expect(res.body).toContain('<div id="editor-root"></div>');
    expect(bootOf(res.body)).toEqual({ site: { id: websiteId, title: 'Fern & Kiln', identifier: expect.any(String) }, owner: null, ownerCrumb: null });
    expect(res.body).toContain('<title>Sign in · Fern &amp; Kiln</title>');
  });

  it('deep links load the same document (the app picks the screen)', async () => {
    for (const url of ['/config/pages', '/config/pages/abc123', '/config/settings/billing/upgrade']) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="editor-root"');
    }
  });

  it("hands a signed-in contributor's document their role, permissions and the session's owner crumb", async () => {
    const session = await ownerSession(app, { websiteId, role: ContributorRole.EDITOR });
    const res = await app.inject({ method: 'GET', url: '/config/pages', headers: { host, cookie: session.headers.cookie, 'sec-fetch-dest': 'document' } });
    const boot = bootOf(res.body);
    expect(boot.ownerCrumb).toBe(session.headers['x-stoa-owner-crumb']);
    expect(boot.owner).toMatchObject({ user: { email: session.email }, websiteId, role: ContributorRole.EDITOR, permissions: ['content.edit', 'content.publish', 'media.edit'] });
  });

  it('sends the document gzipped to a browser that takes gzip, and plain to one that does not', async () => {
    const session = await ownerSession(app, { websiteId, role: ContributorRole.ADMIN });
    const headers = { host, cookie: session.headers.cookie, 'sec-fetch-dest': 'document' };
    const zipped = await app.inject({ method: 'GET', url: '/config/pages', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(String(zipped.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(bootOf(html).ownerCrumb).toBe(session.headers['x-stoa-owner-crumb']);
    const plain = await app.inject({ method: 'GET', url: '/config/pages', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(bootOf(plain.body).ownerCrumb).toBe(session.headers['x-stoa-owner-crumb']);
  });

  it('refuses to be fetched, framed or embedded: only a top-level page gets the document (and its crumb)', async () => {
    const session = await ownerSession(app, { websiteId });
    for (const dest of ['iframe', 'frame', 'empty', 'embed', 'object', 'script']) {
      const res = await app.inject({ method: 'GET', url: '/config', headers: { host, cookie: session.headers.cookie, 'sec-fetch-dest': dest } });
      expect(res.statusCode, dest).toBe(403);
      expect(res.body, dest).not.toContain(session.headers['x-stoa-owner-crumb']);
    }
  });

  it("another site's session is not this site's owner: its document signs in afresh", async () => {
    const other = await app.services.sites.create({ identifier: `editor-other-${Math.random().toString(16).slice(2, 8)}` });
    const session = await ownerSession(app, { websiteId: other.id });
    const res = await app.inject({ method: 'GET', url: '/config', headers: { host, cookie: session.headers.cookie } });
    expect(bootOf(res.body)).toMatchObject({ owner: null, ownerCrumb: null });
  });

  it('boot JSON cannot end its script element, whatever the site title', async () => {
    const evil = await app.services.sites.create({ identifier: `editor-evil-${Math.random().toString(16).slice(2, 8)}`, title: '</script><script>alert(1)</script>' });
    const res = await app.inject({ method: 'GET', url: '/config', headers: { host: await siteHost(app, evil.id) } });
    expect(res.body).not.toContain('<script>alert(1)');
    expect((bootOf(res.body).site as { title: string }).title).toBe('</script><script>alert(1)</script>');
  });

  it('serves the built files at content-hashed URLs with long caching, and 404 for anything else', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/editor/chunks/pages-def.js', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ method: 'GET', url: '/assets/editor/assets/editor-123.css', headers: { host } })).headers['content-type']).toMatch(/^text\/css/);
    expect((await app.inject({ method: 'GET', url: '/assets/editor/../manifest.json', headers: { host } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/editor/nope.js', headers: { host } })).statusCode).toBe(404);
  });
});

describeDatabase('the editor app without a build', (db) => {
  it('says how to build it (503) instead of an empty page', async () => {
    const app = await createTestApp(db(), {}, { editorAssets: loadEditorAssets(mkdtempSync(join(tmpdir(), 'stoa-editor-none-'))) });
    const site = await app.services.sites.create({ identifier: `editor-none-${Math.random().toString(16).slice(2, 8)}` });
    const res = await app.inject({ method: 'GET', url: '/config', headers: { host: await siteHost(app, site.id) } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build:editor');
    await app.close();
  });
});
