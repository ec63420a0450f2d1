import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const BASE = '/api/admin/content';
const CONFLICT = { status: 409, code: 'CONTENT_DRAFT_CONFLICT', message: 'This page was changed in another tab or by someone else. Reload to see the latest version.' };
const text = (html: string, id?: string) => ({ ...(id !== undefined && { id }), type: 2, data: { html } });
const layoutOf = (...htmls: string[]) => ({ rows: [{ blocks: htmls.map((html) => text(html)) }] });

describeDatabase('page drafts, publishing and versions', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `drf-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const owner = await ownerSession(app, { websiteId: site.id });
    const headers = owner.headers;
    const host = await siteHost(app, site.id);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = headers) => app.inject({ method, url, headers: as, ...(payload !== undefined && { payload }) });
    const newPage = async (title: string, published = true) => {
      const { collection } = (await call('POST', `${BASE}/collections`, { type: 10, title, ...(published && { status: 'published' }) })).json();
      return { id: collection.id as string, url: collection.fullUrl as string, page: `${BASE}/pages/${collection.id}` };
    };
    const visit = (url: string) => app.inject({ method: 'GET', url, headers: { host } });
    return { app, site, owner, headers, host, call, newPage, visit };
  };

  it('edits are drafts: visitors keep the published page until Publish, and every publish keeps a version', async () => {
    const { app, owner, call, newPage, visit } = await setup();
    const { url, page } = await newPage('About');
    expect((await call('PUT', `${page}/layout`, layoutOf('<p>Published one</p>'))).statusCode).toBe(200);

    const first = (await call('GET', `${page}/draft`)).json().draft;
    expect(first).toMatchObject({ revision: 1, hasUnpublishedChanges: false, layout: { rows: [{ blocks: [{ type: 2, data: { html: '<p>Published one</p>' } }] }] } });

    const saved = await call('PUT', `${page}/draft`, { layout: layoutOf('<p>Draft two</p>'), baseRevision: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({ revision: 2, hasUnpublishedChanges: true });
    // Reload restores the draft; visitors still get the published page.
    expect((await call('GET', `${page}/draft`)).json().draft.layout.rows[0].blocks[0].data.html).toBe('<p>Draft two</p>');
    expect((await visit(url)).body).toContain('Published one');
    expect((await visit(url)).body).not.toContain('Draft two');
    expect((await call('GET', `${page}/layout`)).json().layout.rows[0].blocks[0].data.html).toBe('<p>Published one</p>');

    const published = await call('POST', `${page}/publish`, { revision: 2 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: { number: 2, publishedBy: { email: owner.email }, blocks: 1 }, draft: { revision: 2, hasUnpublishedChanges: false } });
    expect((await visit(url)).body).toContain('Draft two');

    const versions = (await call('GET', `${page}/versions`)).json().versions;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions[1]).toEqual({ id: expect.any(String), number: 1, publishedAt: expect.any(Number), publishedBy: { email: owner.email }, blocks: 1 });
    const one = (await call('GET', `${page}/versions/${versions[1].id}`)).json();
    expect(one).toMatchObject({ version: { number: 1 }, layout: { rows: [{ blocks: [{ data: { html: '<p>Published one</p>' } }] }] } });

    // Restoring a version makes it the next draft revision; nothing is published.
    const restored = await call('POST', `${page}/versions/${versions[1].id}/restore`, { baseRevision: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().draft).toMatchObject({ revision: 3, hasUnpublishedChanges: true, layout: one.layout });
    expect((await visit(url)).body).toContain('Draft two');
    expect((await call('GET', `${page}/versions/${versions[1].id}`)).statusCode).toBe(200);
    await app.close();
  });

  it('a new page starts with an empty draft at revision 0; the layout call resets the draft to what it publishes', async () => {
    const { call, newPage } = await setup();
    const { page } = await newPage('Fresh');
    expect((await call('GET', `${page}/draft`)).json().draft).toEqual({ layout: { rows: [] }, revision: 0, updatedAt: expect.any(Number), hasUnpublishedChanges: false });
    expect((await call('GET', `${page}/versions`)).json()).toEqual({ versions: [] });
    await call('PUT', `${page}/draft`, { layout: layoutOf('<p>work</p>'), baseRevision: 0 });
    expect((await call('PUT', `${page}/layout`, layoutOf('<p>direct</p>', '<p>two</p>'))).statusCode).toBe(200);
    expect((await call('GET', `${page}/draft`)).json().draft).toMatchObject({ revision: 2, hasUnpublishedChanges: false, layout: { rows: [{ blocks: [{ data: { html: '<p>direct</p>' } }, {}] }] } });
    expect((await call('GET', `${page}/versions`)).json().versions).toMatchObject([{ number: 1, blocks: 2 }]);
  });

  it('two tabs: a save from a stale revision is 409 CONTENT_DRAFT_CONFLICT with the current revision, never a silent overwrite', async () => {
    const { call, newPage } = await setup();
    const { page } = await newPage('Tabs');
    expect((await call('PUT', `${page}/draft`, { layout: layoutOf('<p>tab one</p>'), baseRevision: 0 })).statusCode).toBe(200);
    const stale = await call('PUT', `${page}/draft`, { layout: layoutOf('<p>tab two</p>'), baseRevision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ ...CONFLICT, data: { revision: 1 } });
    expect((await call('GET', `${page}/draft`)).json().draft.layout.rows[0].blocks[0].data.html).toBe('<p>tab one</p>');
    // Publishing or restoring from a revision the draft has moved on from is refused the same way.
    expect((await call('POST', `${page}/publish`, { revision: 0 })).json()).toEqual({ ...CONFLICT, data: { revision: 1 } });
    const { version } = (await call('POST', `${page}/publish`, { revision: 1 })).json();
    expect((await call('POST', `${page}/versions/${version.id}/restore`, { baseRevision: 0 })).json()).toEqual({ ...CONFLICT, data: { revision: 1 } });
  });

  it('two simultaneous saves from the same revision: exactly one is saved, the other is 409', async () => {
    const { call, newPage } = await setup();
    const { page } = await newPage('Race');
    await call('GET', `${page}/draft`);
    for (let round = 0; round < 3; round++) {
      const base = (await call('GET', `${page}/draft`)).json().draft.revision as number;
      const answers = await Promise.all(['a', 'b'].map((tab) => call('PUT', `${page}/draft`, { layout: layoutOf(`<p>${tab}${round}</p>`), baseRevision: base })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().draft;
      expect(winner.revision).toBe(base + 1);
      expect((await call('GET', `${page}/draft`)).json().draft).toEqual(winner);
    }
  });

  it('ADM-47 GAP-15 bad input answers 4xx with a message, never a 500', async () => {
    const { call, newPage } = await setup();
    const { page } = await newPage('Bad');
    const over = await call('PUT', `${page}/draft`, { layout: { rows: [{ blocks: Array.from({ length: 61 }, () => text('<p>x</p>')) }] }, baseRevision: 0 });
    expect(over.json()).toEqual({ status: 422, code: 'CONTENT_LAYOUT_BLOCK_LIMIT', message: "You've reached the maximum of 60 blocks." });
    const cases: [string, string, object | undefined, number, string][] = [
      ['PUT', `${page}/draft`, { layout: layoutOf('x') }, 400, 'VALIDATION_FAILED'],
      ['PUT', `${page}/draft`, { layout: layoutOf('x'), baseRevision: -1 }, 400, 'VALIDATION_FAILED'],
      ['PUT', `${page}/draft`, { layout: { rows: [{ blocks: [{ type: 9999 }] }] }, baseRevision: 0 }, 400, 'VALIDATION_FAILED'],
      ['PUT', `${page}/draft`, undefined, 400, 'VALIDATION_FAILED'],
      ['POST', `${page}/publish`, { revision: 'one' }, 400, 'VALIDATION_FAILED'],
      ['POST', `${page}/preview`, { layout: { rows: 'none' } }, 400, 'VALIDATION_FAILED'],
      ['GET', `${page}/versions/nosuch`, undefined, 404, 'CONTENT_PAGE_VERSION_NOT_FOUND'],
      ['POST', `${page}/versions/nosuch/restore`, { baseRevision: 0 }, 404, 'CONTENT_PAGE_VERSION_NOT_FOUND'],
      ['GET', `${page}/versions/not.an.id`, undefined, 400, 'VALIDATION_FAILED'],
      ['GET', `${BASE}/pages/nosuchpage/draft`, undefined, 404, 'CONTENT_COLLECTION_NOT_FOUND'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const res = await call(method as 'GET', url, payload);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status, code });
      expect(res.json().message).toEqual(expect.any(String));
    }
    const blog = (await call('POST', `${BASE}/collections`, { type: 1, typeName: 'blog', title: 'Blog' })).json().collection;
    expect((await call('GET', `${BASE}/pages/${blog.id}/draft`)).json()).toEqual({ status: 400, code: 'CONTENT_NOT_A_PAGE', message: 'Only pages have a block layout.' });
  });

  it('GAP-10 permissions per role: editors publish, viewers read, others are refused; another site never sees the page', async () => {
    const { app, site, call, newPage } = await setup();
    const { page } = await newPage('Roles');
    const as = async (role: number) => (await ownerSession(app, { websiteId: site.id, role })).headers;
    const editor = await as(ContributorRole.EDITOR);
    expect((await call('PUT', `${page}/draft`, { layout: layoutOf('<p>e</p>'), baseRevision: 0 }, editor)).statusCode).toBe(200);
    expect((await call('POST', `${page}/publish`, { revision: 1 }, editor)).statusCode).toBe(200);
    const viewer = await as(ContributorRole.VIEWER);
    expect((await call('GET', `${page}/draft`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', `${page}/versions`, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['PUT', `${page}/draft`, { layout: layoutOf('v'), baseRevision: 1 }],
      ['POST', `${page}/publish`, { revision: 1 }],
      ['POST', `${page}/preview`, { layout: layoutOf('v') }],
    ] as const) {
      expect((await call(method, url, payload, viewer)).statusCode, `${method} ${url}`).toBe(403);
    }
    const storeManager = await as(ContributorRole.STORE_MANAGER);
    expect((await call('GET', `${page}/draft`, undefined, storeManager)).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await app.inject({ method: 'GET', url: `${page}/draft`, headers: { host: editor.host! } })).statusCode).toBe(401);

    const other = await app.services.sites.create({ identifier: `drf-other-${Math.random().toString(16).slice(2, 8)}`, title: 'Other' });
    const stranger = (await ownerSession(app, { websiteId: other.id })).headers;
    for (const [method, url, payload] of [
      ['GET', `${page}/draft`, undefined],
      ['PUT', `${page}/draft`, { layout: layoutOf('x'), baseRevision: 1 }],
      ['POST', `${page}/publish`, { revision: 1 }],
      ['GET', `${page}/versions`, undefined],
      ['POST', `${page}/preview`, { layout: layoutOf('x') }],
    ] as const) {
      expect((await call(method, url, payload, stranger)).json(), `${method} ${url}`).toMatchObject({ status: 404, code: 'CONTENT_COLLECTION_NOT_FOUND' });
    }
    await app.close();
  });
});
