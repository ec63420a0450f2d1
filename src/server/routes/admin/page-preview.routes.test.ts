import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const BASE = '/api/admin/content';
const text = (html: string) => ({ type: 2, data: { html } });

describeDatabase('the editing frame: layout previews and ?preview=draft pages', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `prv-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const host = await siteHost(app, site.id);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
    const newPage = async (title: string, status: string) => {
      const { collection } = (await call('POST', `${BASE}/collections`, { type: 10, title, status })).json();
      return { url: collection.fullUrl as string, page: `${BASE}/pages/${collection.id}`, id: collection.id as string };
    };
    return { app, site, headers, host, call, newPage };
  };

  it('the preview call answers the layout as the storefront renders it, marked for the frame, sanitised, fast at 60 blocks', async () => {
    const { app, call, newPage } = await setup();
    const { page, id } = await newPage('Landing', 'published');
    const layout = { rows: [{ id: 'row1', blocks: [{ id: 'blockA', ...text('<p>Hello <b>there</b></p><script>alert(1)</script>') }, { id: 'blockB', type: 53, data: { label: 'Go', url: 'javascript:alert(1)' } }] }] };
    const res = await call('POST', `${page}/preview`, { layout });
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    expect(html).toContain(`data-stoa-layout="${id}"`);
    expect(html).toContain('data-block-id="blockA"');
    expect(html).toContain('data-block-id="blockB"');
    expect(html).toContain('<p>Hello <b>there</b></p>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('>Go</a>');
    expect(html).not.toContain('javascript:');
    // Nothing was saved.
    expect((await call('GET', `${page}/draft`)).json().draft.revision).toBe(0);

    const sixty = { rows: Array.from({ length: 12 }, (_, r) => ({ blocks: Array.from({ length: 5 }, (_, b) => text(`<p>Row ${r} block ${b} with <a href="/about">a link</a> and <em>text</em>.</p>`)) })) };
    await call('POST', `${page}/preview`, { layout: sixty });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await call('POST', `${page}/preview`, { layout: sixty });
      times.push(performance.now() - started);
      expect(answer.json().html.match(/data-block-id=/g)).toHaveLength(60);
    }
    times.sort((a, b) => a - b);
    console.log(`preview call of 60 blocks (in-process): ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
    // The editor's budget is 300 ms from an edit to the frame; the server's part stays well inside it (median, on a shared machine).
    expect(times[2]).toBeLessThan(250);
    await app.close();
  });

  it("an image block's own focal point places the image, over the file's", async () => {
    const { app, call, newPage } = await setup();
    const { page } = await newPage('Poster', 'published');
    const poster = (focalPoint: unknown) => ({ rows: [{ blocks: [{ type: 5, data: { design: 'poster', assetUrl: '/media/a/poster.jpg', originalSize: '1200x800', mediaFocalPoint: { x: 0.5, y: 0.5 }, focalPoint, title: 'Hi' } }] }] });
    expect((await call('POST', `${page}/preview`, { layout: poster({ x: 0.2, y: 0.8 }) })).json().html).toContain('object-position: 20% 80%');
    expect((await call('POST', `${page}/preview`, { layout: poster({ x: 3, y: 0.8 }) })).json().html).toContain('object-position: 50% 50%');
    await app.close();
  });

  it('preview=draft: owners who edit content see drafts and unpublished pages, uncached and unindexed; visitors and other sites get the published page', async () => {
    const { app, site, headers, host, call, newPage } = await setup();
    const { url, page } = await newPage('About', 'published');
    await call('PUT', `${page}/layout`, { rows: [{ blocks: [text('<p>Published words</p>')] }] });
    await call('PUT', `${page}/draft`, { layout: { rows: [{ blocks: [text('<p>Draft words</p>')] }] }, baseRevision: 1 });
    const hidden = await newPage('Coming soon', 'draft');
    await call('PUT', `${hidden.page}/draft`, { layout: { rows: [{ blocks: [text('<p>Not yet</p>')] }] }, baseRevision: 0 });

    const preview = await app.inject({ method: 'GET', url: `${url}?preview=draft`, headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Draft words');
    expect(preview.body).toMatch(/data-stoa-layout="[^"]+"/);
    expect(preview.body).toMatch(/data-block-id="[^"]+"/);
    expect(preview.body).toContain('id="stoa-editing-frame"');
    expect(preview.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect((await app.inject({ method: 'GET', url: `${hidden.url}?preview=draft`, headers })).body).toContain('Not yet');

    // The owner without the parameter, visitors with it, and people of other sites: the published page.
    const published = [
      await app.inject({ method: 'GET', url, headers }),
      await app.inject({ method: 'GET', url: `${url}?preview=draft`, headers: { host } }),
    ];
    const other = await app.services.sites.create({ identifier: `prv-other-${Math.random().toString(16).slice(2, 8)}`, title: 'Other' });
    const stranger = (await ownerSession(app, { websiteId: other.id })).headers;
    published.push(await app.inject({ method: 'GET', url: `${url}?preview=draft`, headers: { ...stranger, host } }));
    const storeManager = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER })).headers;
    published.push(await app.inject({ method: 'GET', url: `${url}?preview=draft`, headers: storeManager }));
    for (const res of published) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Published words');
      expect(res.body).not.toContain('Draft words');
      expect(res.body).not.toContain('data-block-id');
      expect(res.body).not.toContain('stoa-editing-frame');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
    expect((await app.inject({ method: 'GET', url: `${hidden.url}?preview=draft`, headers: { host } })).statusCode).toBe(404);
    await app.close();
  });
});
