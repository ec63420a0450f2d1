/**
 * `npm run bench:storefront [-- --quick]`: page views per second and p50/p99 latency of a
 * product page of a real site (PGlite database, snapshot in memory, default theme), through
 * `app.inject` and over a loopback socket, each beside a named peer in the same run:
 *   - a static response of the same bytes through the same Fastify app (the HTTP floor),
 *   - the reference engine (@squarespace/template-engine) rendering the same templates with
 *     the same context (render only, no HTTP), beside Stoa's engine doing the same.
 * Figures only: nothing here asserts a time.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler as ReferenceCompiler } from '@squarespace/template-engine';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { installLocalePacks, readLocalePack } from '../src/server/render/locale-packs';
import { STOREFRONT_FORMATTERS } from '../src/server/render/storefront-formatters';
import { loadThemes, THEMES_DIR } from '../src/server/render/theme-registry';
import { expandSquarespaceTags } from '../src/server/render/theme-tags';
import { BlockType, CollectionType, ProductType } from '../src/shared/enums';
import { fixedClock } from '../src/shared/clock';
import { createEventBus } from '../src/shared/events';
import { sequentialIds } from '../src/shared/ids';
import { createEngine } from '../src/template-engine';
import { row, summarize, type Figures } from './latency-figures';

const quick = process.argv.includes('--quick');
const SECONDS = quick ? 1 : 4;
const MAX_REQUESTS = quick ? 2_000 : 40_000;
const CONNECTIONS = 8;

/** Runs `once` back to back for SECONDS (at most MAX_REQUESTS times) after a warm-up. */
async function sequential(once: () => Promise<void> | void): Promise<Figures> {
  for (let i = 0; i < 200; i++) await once();
  const latencies: number[] = [];
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000 && latencies.length < MAX_REQUESTS) {
    const t = performance.now();
    await once();
    latencies.push(performance.now() - t);
  }
  return summarize(latencies, performance.now() - start);
}

/** GETs `url` over keep-alive connections, CONNECTIONS at a time, for SECONDS or MAX_REQUESTS. */
async function loopback(url: string, host: string): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest(url, { agent, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < 200; i++) await get();
  const latencies: number[] = [];
  const start = performance.now();
  const worker = async () => {
    while (performance.now() - start < SECONDS * 1000 && latencies.length < MAX_REQUESTS) {
      const t = performance.now();
      await get();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const figures = summarize(latencies, performance.now() - start);
  agent.destroy();
  return figures;
}

async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory' });
  await applyMigrations(database, ALL_MIGRATIONS);
  const app = await buildApp(testConfig(), { database, clock: fixedClock(Date.UTC(2026, 10, 21)), ids: sequentialIds('b'), events: createEventBus() });
  const { sites, content, storeFlows } = app.services;
  const site = await sites.create({ identifier: 'bench', title: 'Bench Store', isDefault: true });
  await app.services.siteDirectory.refresh();
  const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
  await content.setHomepage(site.id, home.id);
  await content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<h1>Bench</h1>' } }] }] });
  for (let i = 0; i < 24; i++) {
    await storeFlows.createProduct(site.id, {
      item: { title: `Product ${i}`, urlId: `product-${i}`, body: '<p>A product with three colours.</p>', status: 'published', assetUrl: `/media/x${i}/p.jpg` },
      product: { productType: ProductType.PHYSICAL, variants: ['Oat', 'Moss', 'Ink'].map((Color, v) => ({ price: 2800 + v * 100, attributes: { Color } })) },
      stock: [{ quantity: 12 }, { quantity: 3 }, { quantity: 0 }],
    });
  }
  const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
  await content.setNavigation(site.id, 'mainNavigation', { items: [{ collectionId: shop.id }] });
  const path = `/${shop.urlId}/product-3`;
  const host = 'localhost';
  // The peer: the same bytes from a route that does nothing else, in the same app.
  let staticHtml = '';
  app.get('/__bench_static', async (_request, reply) => reply.type('text/html; charset=utf-8').send(staticHtml));

  const page = await app.inject({ url: path, headers: { host } });
  if (page.statusCode !== 200) throw new Error(`product page answered ${page.statusCode}`);
  const html = page.body;
  staticHtml = html;
  const contextJson = (await app.inject({ url: `${path}?format=json`, headers: { host } })).json() as Record<string, unknown>;

  console.log(`storefront benchmark: product page ${path} (${html.length} bytes), ${SECONDS} s or ${MAX_REQUESTS} requests per line, Node ${process.version}`);
  console.log('what'.padEnd(58) + 'pages/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9));
  console.log(row('Stoa product page, app.inject', await sequential(async () => void (await app.inject({ url: path, headers: { host } })))));
  console.log(row('peer: static response of the same bytes, app.inject', await sequential(async () => void (await app.inject({ url: '/__bench_static', headers: { host } })))));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  console.log(row(`Stoa product page, loopback HTTP, ${CONNECTIONS} connections`, await loopback(base + path, host)));
  console.log(row(`peer: static response, loopback HTTP, ${CONNECTIONS} connections`, await loopback(`${base}/__bench_static`, host)));
  await app.close();
  await database.close();

  // Render only: the product page's two templates (collections/products.item, then site.region
  // around it) with the page's context, by Stoa's engine and by the reference engine.
  installLocalePacks();
  const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
  const theme = loadThemes(engine, () => {}).get('default');
  const context = {
    ...contextJson,
    'squarespace-headers': /<meta charset="utf-8">[\s\S]*?(?=<\/head>)/.exec(html)?.[0] ?? '',
    'squarespace-footers': /<a class="CartPill"[\s\S]*?<\/script>/.exec(html)?.[0] ?? '',
  };
  const expand = (file: string) =>
    expandSquarespaceTags(readFileSync(join(THEMES_DIR, 'default', file), 'utf8'), { addQuery: () => 'q', scriptUrl: (s) => theme.scripts[s]?.url, warn: () => {} });
  const itemSource = expand('collections/products.item');
  const regionSource = expand('site.region');
  const partialSources = Object.fromEntries(Object.keys(theme.partials).map((name) => [name, expand(join('blocks', name))]));
  const ourItem = engine.compile(itemSource).template;
  const ourRegion = engine.compile(regionSource).template;
  const renderOurs = () => {
    const main = engine.render(ourItem, context, { partials: theme.partials, locale: 'en' }).html;
    return engine.render(ourRegion, { ...context, squarespace: { 'main-content': main } }, { partials: theme.partials, locale: 'en' }).html;
  };
  const compiler = new ReferenceCompiler();
  const cldr = new CLDRFramework({ loader: (lang: string) => readLocalePack(lang) }).get('en');
  const refItem = compiler.parse(itemSource).code;
  const refRegion = compiler.parse(regionSource).code;
  const refPartials = Object.fromEntries(Object.entries(partialSources).map(([k, v]) => [k, compiler.parse(v).code]));
  const renderRef = () => {
    const main = compiler.execute({ code: refItem, json: context, partials: refPartials as never, cldr, enableExpr: true, enableInclude: true }).ctx.render();
    return compiler.execute({ code: refRegion, json: { ...context, squarespace: { 'main-content': main } }, partials: refPartials as never, cldr, enableExpr: true, enableInclude: true }).ctx.render();
  };
  console.log('render only, same templates and context (the reference lacks Stoa\'s product-form-props formatter: it renders that script empty)');
  console.log(row('Stoa engine', await sequential(() => void renderOurs())));
  console.log(row('peer: @squarespace/template-engine (reference)', await sequential(() => void renderRef())));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
