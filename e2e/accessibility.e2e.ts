/**
 * axe-core on the demo site's key pages (home, a product page, the cart shell, not found) in
 * Chromium: no serious or critical violation. Lesser findings are printed for the theme's owner.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { axeViolations, blocking } from './support/page-checks';
import { SERVER_START_TIMEOUT, startServer, type RunningServer } from './support/server';

const PAGES = [
  ['home', '/'],
  ['product', '/shop/stoneware-mug'],
  ['cart', '/cart'],
  ['not found', '/no-such-page'],
] as const;

describe.skipIf(!browserAvailable())('accessibility of the demo site (axe-core)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(PAGES)('the %s page (%s) has no serious or critical violation', async (_name, path) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${server.origin}${path}`);
        const violations = await axeViolations(page);
        for (const v of violations.filter((v) => !blocking([v]).length)) {
          console.info(`axe ${path} @${width}px ${v.impact}: ${v.id} (${v.help}) on ${v.targets.slice(0, 3).join(', ')}`);
        }
        expect(blocking(violations), `${path} at ${width}px`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
