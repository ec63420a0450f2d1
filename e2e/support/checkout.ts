/**
 * Helpers for checkout journeys: the demo site's owner API (store settings, stock, shipping
 * zones) called the way the owner's editor calls it, gift cards issued as an order would issue
 * them, a visitor's cart filled through the cart API in the browser's own context, and the
 * checkout form's fields.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Page } from 'playwright-core';
import { ownerSession } from '../../test/support/owner';
import type { RunningServer } from './server';

export const TEST_CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', confirm: '4000 0027 6000 3184' };

const owners = new WeakMap<RunningServer, Promise<{ websiteId: string; headers: Record<string, string> }>>();

/** The demo site's id and an owner session's headers (one sign-in per server). */
export function demoOwner(server: RunningServer) {
  let owner = owners.get(server);
  if (owner === undefined) {
    owner = (async () => {
      const site = (await server.app.services.sites.listAll()).find((s) => s.isDefault);
      if (site === undefined) throw new Error('no demo site');
      const { headers } = await ownerSession(server.app, { websiteId: site.id });
      return { websiteId: site.id, headers };
    })();
    owners.set(server, owner);
  }
  return owner;
}

/** An owner API call on the demo site; throws unless it answers 2xx. */
export async function ownerCall(server: RunningServer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const { headers } = await demoOwner(server);
  const res = await server.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** GAP-58: the store's test-mode toggle. */
export async function setTestMode(server: RunningServer, testMode: boolean): Promise<void> {
  await ownerCall(server, 'PUT', '/api/admin/catalog/settings', { testMode });
}

interface ListedProduct {
  itemId: string;
  variants: { id: string; sku: string; stock: { qtyInStock: number; unlimited: boolean } }[];
}

/** The product item id and variant of a SKU, with its stock now. */
export async function variantOf(server: RunningServer, sku: string) {
  const { products } = (await ownerCall(server, 'GET', '/api/admin/catalog/products')).json() as { products: ListedProduct[] };
  for (const product of products) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant !== undefined) return { itemId: product.itemId, variantId: variant.id, qtyInStock: variant.stock.qtyInStock };
  }
  throw new Error(`no variant ${sku}`);
}

/** Sets a variant's stock, as the owner's inventory screen does. */
export async function setStock(server: RunningServer, sku: string, quantity: number): Promise<void> {
  const { variantId, qtyInStock } = await variantOf(server, sku);
  await ownerCall(server, 'POST', `/api/admin/catalog/stock/${variantId}`, { expected: qtyInStock, quantity });
}

/** A live (or test-mode) USD gift card of `amount` on the demo site; its code. */
export async function issueGiftCard(server: RunningServer, amount: number, testMode = false): Promise<string> {
  const { websiteId } = await demoOwner(server);
  const [card] = await server.app.services.giftCards.issue(websiteId, [
    {
      currency: 'USD',
      amount,
      testMode,
      recipient: { recipientName: 'Ada', recipientEmail: 'ada@example.com', senderName: '', message: '', sendDate: null, sendAt: null },
      orderId: null,
      orderLine: null,
      orderUnit: null,
    },
  ]);
  return card!.code;
}

/** Adds `quantity` of a SKU to the cart of the page's browser context (its cookies, its crumb). */
export async function addToCart(page: Page, server: RunningServer, sku: string, quantity = 1): Promise<void> {
  const { itemId } = await variantOf(server, sku);
  if ((await page.context().cookies()).every((c) => c.name !== 'crumb')) await page.goto(`${server.origin}/`);
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.context().request.post(`${server.origin}/api/commerce/shopping-cart/entries`, { headers: { 'x-csrf-token': crumb }, data: { itemId, sku, quantity } });
  if (!res.ok()) throw new Error(`add ${sku}: ${res.status()} ${await res.text()}`);
}

/** Opens /checkout and waits for the checkout island's form. */
export async function openCheckout(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.origin}/checkout`);
  await page.waitForSelector('form.CheckoutForm');
}

export interface BuyerDetails {
  email?: string;
  card?: string;
  address?: boolean;
  /**
   * The shipping option to choose once the address shows them (the demo ships with US and
   * international zones): its name, default 'Standard'; false leaves the choice to the test.
   */
  shipping?: string | false;
}

/** Fills the form as a buyer would (labels, not selectors): email, address when asked, the card. */
export async function fillCheckout(page: Page, details: BuyerDetails = {}): Promise<void> {
  const form = page.locator('form.CheckoutForm');
  await form.getByLabel('Email').fill(details.email ?? 'ada@example.com');
  if (details.address !== false) {
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Address', { exact: true }).fill('1 Main St');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('Postal code').fill('12345');
    if (details.shipping !== false) {
      const option = form.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { name: new RegExp(`^${details.shipping ?? 'Standard'}\\b`) });
      await option.check();
    }
  }
  if (details.card !== undefined) {
    await form.getByLabel('Card number').fill(details.card);
    await form.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
  }
}

/** The texts of the error summary (the heading's list and messages), or null when none shows. */
export async function errorSummary(page: Page): Promise<string[] | null> {
  const box = page.locator('.CheckoutErrors');
  if ((await box.count()) === 0) return null;
  return (await box.locator('.CheckoutErrors-message, .CheckoutErrors-list a').allTextContents()).map((t) => t.trim());
}
