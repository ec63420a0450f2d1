import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { BlockType, CollectionType } from '../../../shared/enums';
import { SITE_FONTS } from '../../../shared/site-styles';
import { fontFilePath } from '../../render/font-files';

describeDatabase('site styles on storefront pages and the font files', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `design-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Design' });
    const home = await app.services.content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await app.services.content.setHomepage(site.id, home.id);
    await app.services.content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<h1>Welcome</h1>' } }] }] });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    return { app, site, headers, host: headers.host! };
  };

  it('a page shows the default design as the theme had it, then the chosen fonts and colours at once after PUT', async () => {
    const { app, headers, host } = await setup();
    const before = await app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<style id="stoa-site-styles">');
    expect(before.body).toContain('--stoa-color-accent:#234a3a;--stoa-color-accent-hover:#183428;--stoa-color-accent-text:#ffffff');
    expect(before.body).toContain('--stoa-color-background:#faf8f5;--stoa-color-text:#1f1c19');
    // System fonts: nothing to download.
    expect(before.body).not.toContain('@font-face');
    expect(before.body).not.toContain('rel="preload"');
    expect(String(before.headers['content-security-policy'])).toMatch(/font-src 'self'/);

    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/styles',
      headers,
      payload: { fonts: { heading: 'dm-serif-display', body: 'inter' }, colors: { background: '#fff', text: '#111', accent: '#027AFF', buttonBackground: '#FFB802' } },
    });
    expect(put.statusCode, put.body).toBe(200);

    const after = await app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(after.statusCode).toBe(200);
    const body = after.body;
    expect(body).toContain('--stoa-font-body:"Inter", system-ui');
    expect(body).toContain('--stoa-font-heading:"DM Serif Display", ');
    // The display face has one weight: headings use it rather than a faked bold.
    expect(body).toContain('--stoa-font-heading-weight:400');
    expect(body).toContain('--stoa-color-background:#ffffff;--stoa-color-text:#111111');
    expect(body).toContain('--stoa-color-accent:#027aff');
    // ADM-58's blue is dark (white text), its yellow light (black text): GAP-91.
    expect(body).toContain('--stoa-color-accent-text:#ffffff');
    expect(body).toContain('--stoa-color-button-background:#ffb802');
    expect(body).toContain('--stoa-color-button-text:#000000');
    // Only the weights used, swapped in, and only the body's regular weight preloaded.
    const faces = body.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.map((f) => /src:url\(([^)]+)\)/.exec(f)?.[1])).toEqual(['/assets/fonts/inter/400.woff2', '/assets/fonts/inter/600.woff2', '/assets/fonts/dm-serif-display/400.woff2']);
    for (const face of faces) expect(face).toContain('font-display:swap');
    expect(body.match(/rel="preload"/g)).toHaveLength(1);
    expect(body).toContain('<link rel="preload" href="/assets/fonts/inter/400.woff2" as="font" type="font/woff2" crossorigin>');
    await app.close();
  });

  it('serves each listed font file as woff2 for a year; anything else is 404', async () => {
    const { app, host } = await setup();
    for (const font of SITE_FONTS.filter((f) => f.source === 'bundled')) {
      for (const weight of font.weights) expect(existsSync(fontFilePath(font.id, weight)!), `${font.id} ${weight}`).toBe(true);
    }
    const res = await app.inject({ method: 'GET', url: '/assets/fonts/inter/400.woff2', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const again = await app.inject({ method: 'GET', url: '/assets/fonts/inter/400.woff2', headers: { host, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const url of [
      '/assets/fonts/comic-sans/400.woff2',
      '/assets/fonts/inter/450.woff2',
      '/assets/fonts/lora/100.woff2',
      '/assets/fonts/inter/400.woff',
      '/assets/fonts/inter/400-italic.woff2',
      '/assets/fonts/system-sans/400.woff2',
      '/assets/fonts/inter/..%2F..%2Fpackage.json',
      '/assets/fonts/..%2Finter/400.woff2',
      '/assets/fonts/inter/../../../package.json',
      '/assets/fonts/%2e%2e/400.woff2',
      '/assets/fonts/inter',
    ]) {
      const refused = await app.inject({ method: 'GET', url, headers: { host } });
      expect(refused.statusCode, url).toBe(404);
    }
    await app.close();
  });
});
