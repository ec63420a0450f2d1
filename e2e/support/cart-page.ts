/**
 * Helpers for journeys through the cart page: filling the visitor's cart through the cart API
 * (the browser context's own cookies, so the page shows that cart), reading the page, and
 * serving /cart with its island props changed (states the demo data does not have, such as an
 * additional-fields form).
 */
import type { Page, Request } from 'playwright-core';

export const CART_API = '/api/commerce/shopping-cart';

export interface DemoProduct {
  itemId: string;
  variants: { sku: string; attributes: Record<string, string> }[];
}

/** A product of the demo store by its page path, as its page context has it. */
export async function demoProduct(page: Page, origin: string, path: string): Promise<DemoProduct> {
  const context = (await (await page.request.get(`${origin}${path}?format=json`)).json()) as { item: { id: string; structuredContent: { variants: DemoProduct['variants'] } } };
  return { itemId: context.item.id, variants: context.item.structuredContent.variants };
}

/** The context's crumb cookie (a first call makes one). */
async function crumbOf(page: Page, origin: string): Promise<string> {
  const find = async () => (await page.context().cookies(origin)).find((c) => c.name === 'crumb')?.value;
  if ((await find()) === undefined) await page.request.get(`${origin}${CART_API}`);
  return (await find())!;
}

/** Adds to the browser context's cart through the API (the visitor's cookies). */
export async function addToCart(page: Page, origin: string, itemId: string, sku: string, quantity = 1): Promise<{ entryId: string }> {
  const crumb = await crumbOf(page, origin);
  const res = await page.request.post(`${origin}${CART_API}/entries`, { headers: { 'x-csrf-token': crumb }, data: { itemId, sku, quantity } });
  if (!res.ok()) throw new Error(`add to cart answered ${res.status()} ${await res.text()}`);
  return { entryId: ((await res.json()) as { newlyAdded: { id: string } }).newlyAdded.id };
}

/** Waits until the cart-page island has taken over the page. */
export async function cartPageStarted(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="cart-page"][data-island-started] [data-cart-state]', { state: 'attached' });
}

export type CartPageProps = Record<string, unknown> & { products: Record<string, { url: string | null; form: unknown }> };

/** Serves /cart with its cart-page props changed by `edit` (everything else from the server). */
export async function rewriteCartProps(page: Page, edit: (props: CartPageProps) => CartPageProps): Promise<void> {
  await page.route(
    (url) => url.pathname === '/cart' && url.search === '',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const match = /(<script nonce="[^"]+" type="application\/json" data-island-props="cart-page">)(.*?)(<\/script>)/s.exec(html);
      if (match === null) throw new Error('no cart-page props on /cart');
      const json = JSON.stringify(edit(JSON.parse(match[2]!) as CartPageProps)).replace(/</g, '\\u003c');
      await route.fulfill({ response, body: html.replace(match[0], `${match[1]}${json}${match[3]}`), headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
    },
  );
}

/** The text of the notices (failures) shown on the page now. */
export async function notices(page: Page): Promise<string[]> {
  return page.locator('.CartNotice').allInnerTexts();
}

/** Collects the cart changes (every non-GET cart call) the page sends from now on. */
export function recordCartWrites(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${CART_API}/`) && r.method() !== 'GET') seen.push(r);
  });
  return seen;
}

/** An additional-fields form for the demo tote (the demo has the form's id, not its definition). */
export const TOTE_FORM = {
  id: 'tote-personalisation',
  name: 'Personalisation',
  fields: [
    { id: 'words', type: 'text', title: 'Words to embroider', required: true },
    { id: 'colour', type: 'select', title: 'Thread colour', options: ['Rust', 'Navy'] },
  ],
};
