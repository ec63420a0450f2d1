/**
 * Full-page screenshots of the demo's home, shop and product pages at phone (390 px) and
 * desktop (1280 px) widths, written to SCREENSHOT_DIR for people to look at: the theme has to
 * look like a real modern store at both. The test checks what a picture cannot: nothing is
 * wider than the window, and every picture loaded.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { allPicturesLoaded } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

const SCREENSHOT_DIR = join(tmpdir(), 'stoa-screenshots');

const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/stoneware-mug'],
] as const;
const WIDTHS = [390, 1280] as const;

describe.skipIf(!browserAvailable())('screenshots of the demo site', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));

  for (const [name, path] of PAGES) {
    it.each(WIDTHS)(`${name} (${path}) at %ipx`, async (width) => {
      const context = await session.browser().newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${session.server().origin}${path}`);
        await allPicturesLoaded(page);
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          broken: [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
        }));
        await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
        expect(layout.scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(width);
        expect(layout.broken, 'pictures that did not load').toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
