/**
 * From a visitor's browser to the owner's dashboards, nothing faked (issue 14's proof): a visitor
 * opens a product page, adds it to the cart and meets a script error; the collection calls store
 * them; the owner's Traffic, Sales and Script errors screens then show that visit, its funnel
 * steps and the error's group with its stack.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SKETCHBOOK = '/shop/linen-sketchbook';
const ERROR_MESSAGE = 'Journey error: the gift wrap option was undefined';

/** Resolves with the first answer to a POST on `path` (the collection call's status). */
const answered = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST', { timeout: 15_000 });

describe.skipIf(!browserAvailable())('analytics from a visit to the dashboards', () => {
  const session = useDemoServerAndBrowser();
  const origin = () => session.server().origin;

  it('ANL-10 ANL-42 ERR-01 a visit, its product view, add to cart and script error reach Traffic, Sales and Script errors', async () => {
    // Headless Chromium names itself in its User-Agent and is rightly counted as a bot: the visitor
    // presents the desktop browser's own User-Agent, as a person's Chromium would.
    const userAgent = (await session.browser().newBrowserCDPSession().then((cdp) => cdp.send('Browser.getVersion'))).userAgent.replace('HeadlessChrome', 'Chrome');
    const visitor = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 }, userAgent })).newPage();
    const hit = answered(visitor, '/api/census/RecordHit');
    await visitor.goto(origin() + SKETCHBOOK);
    expect((await hit).status()).toBe(202);
    // GAP-14: the product view goes out once the page is idle.
    await expect
      .poll(async () => visitor.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/v1/clanker/events')).length), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);

    const added = visitor.waitForResponse((r) => /\/api\/v1\/clanker\/events$/.test(r.url()) && (r.request().postData() ?? '').includes('commerce_add_to_cart'), { timeout: 15_000 });
    await visitor.getByRole('button', { name: 'Add To Cart' }).click();
    expect((await added).status()).toBe(202);

    const reported = answered(visitor, '/api/events/RecordJavascriptErrors');
    await visitor.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, ERROR_MESSAGE);
    expect((await reported).status()).toBe(202);
    await visitor.context().close();

    const owner = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(owner, origin());
    await owner.goto(`${origin()}/config/analytics`);
    const figure = (name: string) => owner.locator('.analytics-figures__item', { has: owner.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
    await figure('Visitors').waitFor();
    expect(Number((await figure('Visitors').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    expect(Number((await figure('Page views').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await owner.getByRole('rowheader', { name: SKETCHBOOK }).or(owner.getByRole('cell', { name: SKETCHBOOK })).first().waitFor();
    await expectNoAxeViolations(owner, 'Traffic with real data');

    await owner.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Sales' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    // A step's own name starts its text (the next step's rate names the one before it).
    const step = (label: string) => owner.locator('.analytics-funnel__step', { hasText: new RegExp(`^${label}`) });
    await step('Added to cart').waitFor();
    // The visit viewed a product and added it to the cart: both steps count at least that visit.
    for (const label of ['Viewed a product', 'Added to cart']) {
      const count = /([\d,]+)/.exec((await step(label).innerText()).split('\n').slice(1).join(' '))?.[1] ?? '0';
      expect(Number(count.replace(/,/g, '')), label).toBeGreaterThanOrEqual(1);
    }

    await owner.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Script errors' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Script errors' }).waitFor();
    const group = owner.getByRole('button', { name: new RegExp(ERROR_MESSAGE) });
    await group.waitFor();
    await group.click();
    expect(await owner.locator('pre.analytics-errors__stack').first().innerText()).toContain(ERROR_MESSAGE);
    await owner.context().close();
  });
});
