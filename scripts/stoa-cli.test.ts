import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createServices } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { systemClock } from '../src/shared/clock';
import { isDomainError } from '../src/shared/errors';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { main } from './stoa-cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s) }, out, err };
}

describe('stoa CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-cli-'));
  const env = { STOA_DATA_DIR: dir, LOG_LEVEL: 'silent' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a site and an owner, then lists the site', async () => {
    const a = capture();
    expect(await main(['site', 'create', 'cli-shop', '--title', 'CLI Shop', '--currency', 'eur'], a.io, env)).toBe(0);
    expect(a.out.join('')).toMatch(/^created site cli-shop \([0-9a-f]{24}\), the default site\n$/);
    const b = capture();
    expect(await main(['owner', 'create', 'ana@example.com', '--site', 'cli-shop', '--role', 'store-manager', '--password', 'long-enough-1'], b.io, env)).toBe(0);
    expect(b.out.join('')).toContain('ana@example.com can now sign in to cli-shop (role 8)');
    const c = capture();
    expect(await main(['site', 'list'], c.io, env)).toBe(0);
    expect(c.out.join('')).toContain('cli-shop\tCLI Shop\tEUR\tdefault');
  }, 60_000);

  /** Whether `password` signs `email` in to the site `identifier` (opening the CLI's database between commands). */
  async function signsIn(email: string, identifier: string, password: string): Promise<boolean> {
    const config = loadConfig(env);
    const database = await openDatabase({ dataDir: config.dataDir });
    const services = await createServices(config, { database, clock: systemClock, ids: randomIds, events: createEventBus() });
    try {
      const site = await services.sites.getByIdentifier(identifier);
      await services.accounts.login({ email, password, websiteId: site!.id });
      return true;
    } catch (e) {
      if (isDomainError(e, 'INVALID_CREDENTIALS')) return false;
      throw e;
    } finally {
      await services.siteDirectory.close();
      await database.close();
    }
  }

  it("owner create keeps an existing account's password unless --reset-password is given", async () => {
    expect(await main(['site', 'create', 'cli-other'], capture().io, env)).toBe(0);
    const first = capture();
    expect(await main(['owner', 'create', 'bo@example.com', '--site', 'cli-shop', '--password', 'first-password'], first.io, env)).toBe(0);
    // A password for an account that exists is refused, and nothing changes.
    const refused = capture();
    expect(await main(['owner', 'create', 'bo@example.com', '--site', 'cli-other', '--password', 'operator-password'], refused.io, env)).toBe(1);
    expect(refused.err.join('')).toContain('bo@example.com already has an account; its password was not changed');
    expect(await signsIn('bo@example.com', 'cli-other', 'first-password')).toBe(false);
    // Without a password the person joins with the one they have.
    const joined = capture();
    expect(await main(['owner', 'create', 'bo@example.com', '--site', 'cli-other', '--role', 'editor'], joined.io, env)).toBe(0);
    expect(joined.out.join('')).toContain('bo@example.com can now sign in to cli-other (role 4) with their existing password');
    expect(joined.out.join('')).not.toContain('password: ');
    expect(await signsIn('bo@example.com', 'cli-other', 'first-password')).toBe(true);
    // The operator's deliberate reset.
    const reset = capture();
    expect(await main(['owner', 'create', 'bo@example.com', '--site', 'cli-other', '--reset-password', '--password', 'second-password'], reset.io, env)).toBe(0);
    expect(reset.out.join('')).toContain('the password of bo@example.com was reset');
    expect(await signsIn('bo@example.com', 'cli-shop', 'first-password')).toBe(false);
    expect(await signsIn('bo@example.com', 'cli-shop', 'second-password')).toBe(true);
  }, 120_000);

  const HEADER =
    'Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
    'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Gift Card,Image Src';

  it('imports a Shopify product CSV through the import flow, creating the store, and prints a summary', async () => {
    const file = join(dir, 'products.csv');
    writeFileSync(
      file,
      [
        HEADER,
        'linen-apron,Linen Apron,<p>Stone-washed linen.</p>,Kitchen,"linen, kitchen",TRUE,Color,Sand,,,,,APRON-SAND,5,42.00,,TRUE,FALSE,',
        'linen-apron,,,,,,,Moss,,,,,APRON-MOSS,0,36.00,42.00,TRUE,,',
        'field-guide,Field Guide (PDF),<p>Forty pages.</p>,Books,,TRUE,Title,Default Title,,,,,GUIDE-PDF,,9.00,,FALSE,FALSE,',
      ].join('\n'),
    );
    const a = capture();
    expect(await main(['products', 'import', '--site', 'cli-shop', file], a.io, env)).toBe(0);
    expect(a.err.join('')).toBe('');
    expect(a.out.join('')).toBe(
      'imported 2 products (3 variants) into /store/ of cli-shop\ncreated the store /store/ ("Store") and added it to the main navigation\n',
    );
  }, 60_000);

  it('reports every bad row as "line N: message", exits 1 and writes nothing', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(
      file,
      [
        HEADER,
        'wool-socks,Wool Socks,,Apparel,,TRUE,Size,M,,,,,SOCKS-M,4,twelve,,TRUE,FALSE,',
        'wool-socks,,,,,,,L,,,,,SOCKS-L,3,12.00,,TRUE,,',
        'tea-towel,Tea Towel,,Kitchen,,TRUE,Title,Default Title,,,,,APRON-SAND,2,15.00,,TRUE,FALSE,',
      ].join('\n'),
    );
    const a = capture();
    expect(await main(['products', 'import', '--site', 'cli-shop', file], a.io, env)).toBe(1);
    const err = a.err.join('');
    expect(err).toContain('line 2: Variant Price is not a number\n');
    expect(a.out.join('')).toBe('');
    expect(err).toContain(`stoa: nothing was imported`);
    // The store still holds the first import's products only.
    const b = capture();
    expect(await main(['export', '--site', 'cli-shop'], b.io, env)).toBe(0);
    const exported = JSON.parse(b.out.join('')) as { catalog: { products: Record<string, unknown> } };
    expect(Object.keys(exported.catalog.products)).toHaveLength(2);
  }, 60_000);

  it('exports the site as JSON: site, settings, content, catalog, stock, store settings and media', async () => {
    const file = join(dir, 'export.json');
    const a = capture();
    expect(await main(['export', '--site', 'cli-shop', '--out', file], a.io, env)).toBe(0);
    expect(a.out.join('')).toMatch(/^wrote cli-shop to .*export\.json \(\d+ bytes\)\n$/);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export is free-form JSON
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
    expect(data).toMatchObject({ format: 'stoa-site-export', version: 1, site: { identifier: 'cli-shop', title: 'CLI Shop', currency: 'EUR', settings: {} } });
    const store = data.content.collections.find((c: { urlId: string }) => c.urlId === 'store');
    expect(store.items.map((i: { title: string }) => i.title).sort()).toEqual(['Field Guide (PDF)', 'Linen Apron']);
    expect(data.content.navigation.mainNavigation[0].collection.urlId).toBe('store');
    const apron = Object.values(data.catalog.products as Record<string, { structuredContent: { productType: number; variants: { id: string; sku: string; onSale: boolean }[] } }>).find(
      (p) => p.structuredContent.productType === 1,
    )!;
    expect(apron.structuredContent.variants.map((v) => [v.sku, v.onSale])).toEqual([
      ['APRON-SAND', false],
      ['APRON-MOSS', true],
    ]);
    expect(data.stock[apron.structuredContent.variants[0]!.id]).toEqual({ qtyInStock: 5, unlimited: false });
    expect(data.storeSettings.templateStoreSettings).toMatchObject({ defaultCurrency: 'EUR' });
    expect(data.media).toEqual({});
  }, 60_000);

  it('export and import name the site they act on', async () => {
    const a = capture();
    expect(await main(['export'], a.io, env)).toBe(2);
    expect(a.err.join('')).toContain('export needs --site IDENTIFIER');
    const b = capture();
    expect(await main(['export', '--site', 'no-such-site'], b.io, env)).toBe(1);
    expect(b.err.join('')).toContain('no site no-such-site');
    const c = capture();
    expect(await main(['products', 'import', '--site', 'cli-shop'], c.io, env)).toBe(2);
    expect(c.err.join('')).toContain('products import needs --site IDENTIFIER and a FILE.csv');
  }, 60_000);

  it('reports bad input clearly with exit codes 1 and 2', async () => {
    const a = capture();
    expect(await main(['site', 'create', 'Bad Id'], a.io, env)).toBe(1);
    expect(a.err.join('')).toContain('A site identifier is 3 to 63 lowercase letters, digits or dashes.');
    const b = capture();
    expect(await main(['owner', 'create', 'x@example.com', '--site', 'cli-shop', '--role', 'wizard'], b.io, env)).toBe(2);
    expect(b.err.join('')).toContain('unknown role wizard');
    const c = capture();
    expect(await main(['frobnicate'], c.io, env)).toBe(2);
    expect(c.err.join('')).toContain('usage:');
  }, 60_000);

  it('refuses to run while the server holds the data folder, naming the lock', async () => {
    // A live process other than this one holds the lock (pid 1 always runs).
    writeFileSync(join(dir, 'stoa.lock'), '1');
    try {
      const a = capture();
      expect(await main(['site', 'list'], a.io, env)).toBe(1);
      expect(a.err.join('')).toContain(`the Stoa server is running on this data folder (${join(dir, 'stoa.lock')}, pid 1)`);
    } finally {
      rmSync(join(dir, 'stoa.lock'));
    }
  }, 60_000);
});
