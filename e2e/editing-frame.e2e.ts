/**
 * The owner's editing frame in Debian's Chromium: a stand-in editor page on the site's origin
 * frames `/about?preview=draft` (as the editor at /config does) and speaks the protocol of
 * src/shared/editor-frame-messages.ts with it: the frame says it is ready, shows the draft,
 * swaps in a 60-block layout from the preview call within 300 ms without reloading, starts an
 * island the page did not have, selects a clicked block instead of following its link, outlines
 * the highlighted block, keeps `?preview=draft` on links, and its cart pill sets the frame's
 * URL to /cart (NAV-04).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../src/demo/demo-site';
import { browserAvailable } from './support/browser';
import { useDemoServerAndBrowser } from './support/session';

const EDITOR = '/editor-stand-in';
const EDITOR_HTML = `<!doctype html><html lang="en"><title>Editor</title>
<script>
  window.received = [];
  window.addEventListener('message', (e) => {
    const frame = document.querySelector('iframe');
    if (e.origin === location.origin && frame && e.source === frame.contentWindow) window.received.push(e.data);
  });
</script>
<iframe data-stoa-editor-frame title="Page preview" src="/about?preview=draft" width="1100" height="800"></iframe></html>`;

type Received = { type: string; [key: string]: unknown };

describe.skipIf(!browserAvailable())('the editing frame', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let owner: { token: string; ownerCrumb: string; crumb: string; host: string };
  let about: { id: string };
  let mugId: string;
  const origin = () => session.server().origin;
  const api = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const headers = { host: owner.host, cookie: `stoa_owner=${owner.token}; crumb=${owner.crumb}`, 'x-csrf-token': owner.crumb, 'x-stoa-owner-crumb': owner.ownerCrumb };
    const res = await session.server().app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const received = () => page.evaluate(() => (window as unknown as { received: Received[] }).received);
  const frame = () => page.frameLocator('iframe[data-stoa-editor-frame]');

  beforeAll(async () => {
    const host = new URL(origin()).host;
    const crumb = randomBytes(18).toString('base64url');
    const login = await session.server().app.inject({ method: 'POST', url: '/api/admin/session', headers: { host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }, payload: DEMO_OWNER });
    owner = { token: login.cookies.find((c) => c.name === 'stoa_owner')!.value, ownerCrumb: String(login.json().ownerCrumb), crumb, host };
    const { collections } = await api('GET', '/api/admin/content/collections');
    about = collections.find((c: { urlId: string }) => c.urlId === 'about');
    const shop = collections.find((c: { type: number }) => c.type === 13);
    const { items } = await api('GET', `/api/admin/content/collections/${shop.id}/items?limit=100`);
    mugId = items.find((i: { urlId: string }) => i.urlId === 'stoneware-mug').id;
    const { draft } = await api('GET', `/api/admin/content/pages/${about.id}/draft`);
    await api('PUT', `/api/admin/content/pages/${about.id}/draft`, { layout: { rows: [...draft.layout.rows, { blocks: [{ type: 2, data: { html: '<p>Only in the draft, with <a href="/shop/">a link to the shop</a>.</p>' } }] }] }, baseRevision: draft.revision });
  });

  beforeEach(async () => {
    await page?.context().close();
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'stoa_owner', value: owner.token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }]);
    page = await context.newPage();
    await page.route(`${origin()}${EDITOR}`, (route) => route.fulfill({ contentType: 'text/html', body: EDITOR_HTML }));
    await page.goto(origin() + EDITOR);
    await expect.poll(async () => (await received()).map((m) => m.type)).toEqual(['stoa:frame-ready', 'stoa:frame-url']);
  });

  it('the frame says it is ready with its path and shows the draft; visitors still get the published page', async () => {
    expect((await received())[0]).toEqual({ type: 'stoa:frame-ready', path: '/about?preview=draft' });
    expect(await frame().getByText('Only in the draft').count()).toBe(1);
    expect(await frame().locator('[data-stoa-layout]').getAttribute('data-stoa-layout')).toBe(about.id);
    const visitor = await session.server().app.inject({ method: 'GET', url: '/about', headers: { host: owner.host } });
    expect(visitor.body).not.toContain('Only in the draft');
  });

  it('an edit shows in the frame within 300 ms without a reload, on a 60-block page, with its islands started', async () => {
    const layoutFor = (round: number) => ({
      rows: [
        { id: 'r-product', blocks: [{ id: 'b-product', type: 12, data: { productId: mugId } }] },
        ...Array.from({ length: 59 }, (_, i) => ({ id: `r${i}`, blocks: [{ id: `b${i}`, type: 2, data: { html: i === 0 ? `<p>Round ${round}</p>` : `<p>Edited block ${i} with <a href="/shop/">a link</a>.</p>` } }] })),
      ],
    });
    await frame().locator('body').evaluate(() => ((window as unknown as { loadMarker: boolean }).loadMarker = true));
    const timings: number[] = [];
    for (let round = 0; round < 3; round++) {
      const elapsed = await page.evaluate(
        async ({ id, layout, ownerCrumb }) => {
          const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '');
          const iframe = document.querySelector('iframe')!;
          const w = window as unknown as { received: { type: string }[] };
          const started = performance.now();
          const res = await fetch(`/api/admin/content/pages/${id}/preview`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, 'x-stoa-owner-crumb': ownerCrumb },
            body: JSON.stringify({ layout }),
          });
          const { html } = (await res.json()) as { html: string };
          const before = w.received.length;
          iframe.contentWindow!.postMessage({ type: 'stoa:render', html }, location.origin);
          while (!w.received.slice(before).some((m) => m.type === 'stoa:rendered')) await new Promise((r) => setTimeout(r, 2));
          return performance.now() - started;
        },
        { id: about.id, layout: layoutFor(round), ownerCrumb: owner.ownerCrumb },
      );
      timings.push(elapsed);
      expect(await frame().getByText(`Round ${round}`).count()).toBe(1);
    }
    console.log(`editing frame: preview call + swap of 60 blocks took ${timings.map((t) => t.toFixed(0)).join(', ')} ms`);
    expect(Math.min(...timings)).toBeLessThan(300);
    expect(await frame().locator('[data-block-id]').count()).toBe(60);
    // No reload: the marker set on the frame's window is still there.
    expect(await frame().locator('body').evaluate(() => (window as unknown as { loadMarker?: boolean }).loadMarker)).toBe(true);
    // The product block's form island was not on the page before: its entry was loaded and started.
    await frame().locator('[data-island="product-form"][data-island-started]').waitFor({ state: 'attached' });
  });

  it('a click in a block selects it instead of following its link; a highlighted block is outlined', async () => {
    const block = frame().locator('[data-block-id]').filter({ hasText: 'Only in the draft' });
    const blockId = await block.getAttribute('data-block-id');
    await block.getByRole('link', { name: 'a link to the shop' }).click();
    await expect.poll(async () => (await received()).at(-1)).toEqual({ type: 'stoa:select-block', blockId });
    expect(await page.locator('iframe').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.pathname)).toBe('/about');
    await page.evaluate((id) => document.querySelector('iframe')!.contentWindow!.postMessage({ type: 'stoa:highlight-block', blockId: id }, location.origin), blockId);
    await expect.poll(() => frame().locator('[data-stoa-highlighted]').getAttribute('data-block-id')).toBe(blockId);
  });

  it('links outside blocks keep the preview; NAV-04 the cart pill sets the frame URL to /cart', async () => {
    await frame().locator('header a[href="/shop/"]').first().click();
    await expect.poll(async () => (await received()).filter((m) => m.type === 'stoa:frame-url').at(-1)?.url).toBe(`${origin()}/shop/?preview=draft`);
    expect((await received()).filter((m) => m.type === 'stoa:frame-ready').at(-1)).toEqual({ type: 'stoa:frame-ready', path: '/shop/?preview=draft' });
    // Something in the cart, so the pill shows.
    await page.evaluate(async (mug) => {
      const frameWindow = document.querySelector('iframe')!.contentWindow!;
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]+)/.exec(frameWindow.document.cookie)?.[1] ?? '');
      const res = await frameWindow.fetch('/api/commerce/shopping-cart/entries', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': crumb }, body: JSON.stringify({ itemId: mug, sku: 'MUG-SAGE-8', quantity: 1 }) });
      if (!res.ok) throw new Error(`add to cart answered ${res.status} ${await res.text()}`);
    }, mugId);
    await page.locator('iframe').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.reload());
    await expect.poll(() => frame().locator('a.CartPill').isVisible(), { timeout: 10_000 }).toBe(true);
    await frame().locator('a.CartPill').click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe(`${origin()}/cart?preview=draft`);
    await expect.poll(async () => (await received()).filter((m) => m.type === 'stoa:frame-url').at(-1)?.url).toBe(`${origin()}/cart?preview=draft`);
    expect(page.url()).toBe(origin() + EDITOR);
  });
});
