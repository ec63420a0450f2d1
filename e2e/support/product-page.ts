/**
 * Helpers for journeys through product pages and the cart pill: the add-to-cart button and
 * the alert, choosing variants, the requests a page sends, and page rewrites for states the
 * demo data does not have (a missing variant, an additional-fields form, express checkout).
 */
import type { Page, Request } from 'playwright-core';

export const ADD_PATH = '/api/commerce/shopping-cart/entries';

export function addButton(page: Page) {
  return page.locator('main .ProductForm .sqs-add-to-cart-button').first();
}

/** The label the add-to-cart button shows now. */
export async function buttonLabel(page: Page): Promise<string> {
  return (await addButton(page).innerText()).trim();
}

/** The open alert's title and message, or null when none is open. */
export async function openAlert(page: Page): Promise<{ title: string; message: string; role: string | null } | null> {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog.ProductAlert');
    if (dialog === null || !dialog.open) return null;
    return {
      title: dialog.querySelector('.ProductAlert-title')?.textContent ?? '',
      message: dialog.querySelector('.ProductAlert-message')?.textContent ?? '',
      role: dialog.getAttribute('role'),
    };
  });
}

/** Chooses a value in each named variant select (the server's selects, as a visitor would). */
export async function chooseVariant(page: Page, choice: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(choice)) {
    await page.locator(`main select[data-variant-option-name="${name}"]`).first().selectOption(value);
  }
}

/** Collects the add-to-cart and subscription requests the page sends. */
export function recordPurchases(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.url().includes(ADD_PATH) || request.url().includes('/api/3/commerce/cart/subscription'))) seen.push(request);
  });
  return seen;
}

/** Waits until the page has started its product-form islands. */
export async function islandsStarted(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="product-form"][data-island-started]', { state: 'attached' });
}

export type ProductProps = Record<string, unknown> & { variants: Record<string, unknown>[] };

/**
 * Serves `path` with its HTML and the product-form props changed by `edit` (the rest of the
 * page, and every other request, goes to the real server).
 */
export async function rewriteProductPage(page: Page, path: string, edit: (html: string, props: ProductProps) => { html: string; props: ProductProps }): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const original = await response.text();
      const match = /(<script nonce="[^"]+" type="application\/json" data-island-props="product-form">)(.*?)(<\/script>)/s.exec(original);
      if (match === null) throw new Error(`no product-form props on ${path}`);
      const props = JSON.parse(match[2]!) as ProductProps;
      const changed = edit(original, props);
      const json = JSON.stringify(changed.props).replace(/</g, '\\u003c');
      const html = changed.html.replace(match[0], `${match[1]}${json}${match[3]}`);
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
    },
  );
}

/** Sum of layout-shift scores since the page started (CLS without the user-input exclusion window). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
