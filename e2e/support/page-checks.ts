/**
 * Checks browser journeys share: axe-core run inside the page (its source injected, nothing
 * fetched), keyboard focus moves, and waiting for every picture of a page.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now; every violation with its impact and elements. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** The serious and critical ones: what a journey must not have. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** What the focused element is: tag, text and href, for assertions and messages. */
export async function focused(page: Page): Promise<{ tag: string; text: string; href: string | null; id: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.innerText ?? el?.textContent ?? '').trim(),
      href: el?.getAttribute('href') ?? null,
      id: el?.id ?? '',
    };
  });
}

/** Presses Tab until the focused element's text is `text` (at most `limit` presses); false if never. */
export async function tabTo(page: Page, text: string, limit = 30): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).text === text) return true;
  }
  return false;
}

/** Loads lazy pictures too and waits until every picture on the page has loaded or failed (20 s at most). */
export async function allPicturesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const settled = (image: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (image.complete) return done();
        image.addEventListener('load', () => done(), { once: true });
        image.addEventListener('error', () => done(), { once: true });
      });
    await Promise.race([Promise.all(images.map(settled)), new Promise((done) => setTimeout(done, 20_000))]);
  });
}

/**
 * Presses `key` during a keyboard drag until the list's live region announces `text`. When the
 * page is scrolled, the drag-and-drop library may first scroll the row into view and move on the
 * next press, as a person pressing the key again would see; a move that is heard stops the presses.
 */
export async function pressUntilAnnounced(page: Page, key: string, text: string, tries = 4): Promise<void> {
  const announcement = page.getByRole('status').filter({ hasText: text });
  for (let press = 0; press < tries; press++) {
    await page.keyboard.press(key);
    const heard = await announcement
      .first()
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (heard) return;
  }
  throw new Error(`pressing ${key} ${tries} times never announced "${text}"`);
}
