/**
 * The storefront's Content-Security-Policy in Debian's Chromium: a script and an inline event
 * handler that reach a page through a code block do not run (the browser reports the policy
 * refused them), while the page's own scripts (the theme's site.js, the islands and the chunks
 * they import) carry the response's nonce and do.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockType, CollectionType } from '../src/shared/enums';
import { browserAvailable } from './support/browser';
import { islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const PROBE = '/csp-probe';
const MUG = '/shop/stoneware-mug';

describe.skipIf(!browserAvailable())('content security policy', () => {
  const session = useDemoServerAndBrowser();

  beforeAll(async () => {
    const { app } = session.server();
    const site = (await app.services.sites.listAll()).find((s) => s.isDefault)!;
    const page = await app.services.content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Probe', urlId: PROBE.slice(1), status: 'published' });
    const html = '<p id="probe">Probe</p><script>window.injectedRan = true</script><img src="/no-such-picture.png" alt="" onerror="window.handlerRan = true">';
    // A code block is written as it is (a text block's rich text is sanitized first): the policy alone must stop it.
    await app.services.content.setPageLayout(site.id, page.id, { rows: [{ blocks: [{ type: BlockType.CODE, data: { html } }] }] });
  });

  /** A fresh page that records the policy's refusals from the browser console. */
  const openPage = async (): Promise<{ page: Page; refusals: string[] }> => {
    const page = await (await session.browser().newContext()).newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text());
    });
    return { page, refusals };
  };

  it('a script and an event handler injected through content do not run; the page\'s own scripts do', async () => {
    const { page, refusals } = await openPage();
    const response = await page.goto(session.server().origin + PROBE);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.waitForSelector('#probe');
    // The cart indicator is set by the cart pill island: the nonce'd module and its chunks ran.
    await expect.poll(() => page.locator('header [data-cart-indicator]').getAttribute('data-cart-initialized')).toBe('');
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { handlerRan?: boolean }).handlerRan)).toBeUndefined();
    await page.context().close();
  });

  it('the product page\'s islands start under the policy and nothing of the page is refused', async () => {
    const { page, refusals } = await openPage();
    await page.goto(session.server().origin + MUG);
    await islandsStarted(page);
    expect(refusals).toEqual([]);
    await page.context().close();
  });
});
