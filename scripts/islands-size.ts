/**
 * `npm run size:islands`: builds the islands, starts the demo site, and for each kind of page
 * adds up the gzipped bytes of every script (module scripts, their preloaded chunks, theme
 * scripts) and stylesheet the page links, as served. Fails when a page is over budget
 * (issue 5: JavaScript at most 50 KB gzipped on a product page, CSS at most 30 KB; the same
 * limits hold for every page here). KB = 1024 bytes. The analytics script on every storefront
 * page (page views, visit cookies, the error reporter) has its own budget: at most 4 KB gzipped
 * for what a page loads up front (its idle-time chunk with page speed and web vitals apart).
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/support/server';
import { loadIslandAssets } from '../src/server/render/island-assets';
import { ANALYTICS_ISLAND } from '../src/shared/analytics/analytics-props';
import { buildIslands, ISLANDS_OUT_DIR } from './islands-build';

export const JS_BUDGET_BYTES = 50 * 1024;
export const CSS_BUDGET_BYTES = 30 * 1024;
export const ANALYTICS_BUDGET_BYTES = 4 * 1024;

/** The analytics entry and the chunks it loads up front, gzipped (its lazy chunk apart). */
export function analyticsScriptBytes(dir = ISLANDS_OUT_DIR): { files: string[]; bytes: number } {
  const assets = loadIslandAssets(dir);
  const files = assets.filesOf(ANALYTICS_ISLAND);
  const bytes = files.reduce((sum, file) => sum + gzipSync(assets.asset(file)!.body, { level: 9 }).byteLength, 0);
  return { files, bytes };
}

const PAGES: [label: string, path: string][] = [
  ['home', '/'],
  ['product list', '/shop/'],
  ['product page', '/shop/stoneware-mug'],
  ['product page (service)', '/shop/wheel-throwing-workshop'],
  ['cart', '/cart'],
];

/** The script and stylesheet URLs a page's HTML links. */
export function linkedAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href === undefined) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    else if (/\brel="stylesheet"/.test(tag)) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`),
 * as URL paths beside `url`: they load with the page. Dynamic imports (`import("./x.js")`)
 * load later and are not counted.
 */
export function staticImports(url: string, code: string): string[] {
  const base = new URL(url, 'http://page.invalid');
  return [...code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)].map((m) => new URL(m[1]!, base).pathname);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Pages reached with an id or a token (GIFT-01, SUB-02): their paths on the running demo site. */
async function purchasePages(origin: string): Promise<[label: string, path: string][]> {
  const itemId = async (path: string) => ((await (await fetch(`${origin}${path}?format=json`)).json()) as { item: { id: string } }).item.id;
  const first = await fetch(`${origin}/api/commerce/shopping-cart`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const subscribed = await fetch(`${origin}/api/3/commerce/cart/subscription`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify({ itemId: await itemId('/shop/highland-coffee-subscription'), sku: 'COFFEE-SUB-WHOLE' }),
  });
  const { cartToken } = (await subscribed.json()) as { cartToken: string };
  return [
    ['gift card page', `/checkout/gift-card?itemId=${await itemId('/shop/gift-card')}&sku=GIFT-50`],
    ['subscription page', `/checkout/subscribe?cartToken=${cartToken}`],
  ];
}

/** The checkout page (201) with an item in the cart: the page request carries that visitor's cart cookie. */
async function checkoutPage(origin: string): Promise<[label: string, path: string, cookie: string]> {
  const first = await fetch(`${origin}/api/commerce/shopping-cart`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const { item } = (await (await fetch(`${origin}/shop/fig-and-cedar-candle?format=json`)).json()) as { item: { id: string } };
  const added = await fetch(`${origin}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify({ itemId: item.id, sku: 'CANDLE-FIG', quantity: 1 }),
  });
  const cart = /ss_cart=([^;]+)/.exec(added.headers.getSetCookie().join(';'))?.[1] ?? '';
  return ['checkout', '/checkout', `crumb=${crumb}; ss_cart=${cart}`];
}

async function main(): Promise<number> {
  await buildIslands();
  let failed = 0;
  const analytics = analyticsScriptBytes();
  const analyticsOver = analytics.files.length === 0 || analytics.bytes > ANALYTICS_BUDGET_BYTES;
  if (analyticsOver) failed++;
  console.log(`analytics script (up front)  ${analytics.bytes} B gzip of ${ANALYTICS_BUDGET_BYTES} B (${((analytics.bytes / ANALYTICS_BUDGET_BYTES) * 100).toFixed(0)}%)${analyticsOver ? '   OVER BUDGET' : ''}`);
  const server = await startServer();
  const gzipped = new Map<string, number>();
  const imported = new Map<string, string[]>();
  const sizeOf = async (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      const response = await fetch(new URL(url, server.origin));
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      size = gzipSync(body, { level: 9 }).byteLength;
      gzipped.set(url, size);
      if (/\.js$/.test(new URL(url, server.origin).pathname)) imported.set(url, staticImports(url, body.toString('utf8')));
    }
    return size;
  };
  /** The page's scripts with every module they import statically (the shared chunks are not linked from the page). */
  const withImports = async (linked: string[]): Promise<string[]> => {
    const all = new Set(linked);
    for (const url of all) {
      await sizeOf(url);
      for (const dep of imported.get(url) ?? []) all.add(dep);
    }
    return [...all];
  };
  try {
    console.log('page                       JS gzip    CSS gzip   files');
    const pages: [label: string, path: string, cookie?: string][] = [...PAGES, ...(await purchasePages(server.origin)), await checkoutPage(server.origin)];
    for (const [label, path, cookie] of pages) {
      const html = await (await fetch(server.origin + path, cookie === undefined ? {} : { headers: { cookie } })).text();
      const linked = linkedAssets(html);
      const scripts = await withImports(linked.scripts);
      const styles = linked.styles;
      let js = 0;
      let css = 0;
      for (const url of scripts) js += await sizeOf(url);
      for (const url of styles) css += await sizeOf(url);
      const over = js > JS_BUDGET_BYTES || css > CSS_BUDGET_BYTES;
      if (over) failed++;
      const files = scripts.map((u) => `${u.split('/').pop()} ${kb(gzipped.get(u)!)}`).join(', ');
      console.log(`${label.padEnd(26)} ${kb(js).padStart(8)}  ${kb(css).padStart(9)}   ${files}${over ? '   OVER BUDGET' : ''}`);
    }
    console.log(`budgets: JavaScript ${kb(JS_BUDGET_BYTES)}, CSS ${kb(CSS_BUDGET_BYTES)} gzipped per page`);
  } finally {
    await server.stop();
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await main();
  if (failed > 0) {
    console.error(`${failed} page(s) over budget`);
    process.exit(1);
  }
}
