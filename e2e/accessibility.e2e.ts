/**
 * axe-core on the demo site's key pages (home, a product page, the cart shell, not found) in
 * Chromium: no serious or critical violation. Lesser findings are printed for the theme's owner.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

const PAGES = [
  ['home', '/'],
  ['product', '/shop/stoneware-mug'],
  ['cart', '/cart'],
  ['not found', '/no-such-page'],
] as const;

describe.skipIf(!browserAvailable())('accessibility of the demo site (axe-core)', () => {
  const session = useDemoServerAndBrowser();

  it.each(PAGES)('the %s page (%s) has no serious or critical violation', async (_name, path) => {
    for (const width of [390, 1280]) {
      const context = await session.browser().newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${session.server().origin}${path}`);
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
