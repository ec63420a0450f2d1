/**
 * The product feed for dynamic ads (GAP-05, ADM-07): `/feeds/products.xml` (RSS 2.0 with the
 * `g:` attributes) and `/feeds/products.csv`, every published variant, escaped, one site's only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ProductType } from '../../../shared/enums';

interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

/** A small strict XML reader: balanced tags, only the five entities, no raw `<` or `&` in text. */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', text: '', children: [] };
  const stack = [root];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body)) !== null) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text) || text.includes('>')) throw new Error(`Bad text: ${text}`);
      stack.at(-1)!.text += text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    } else if (closing === '/') {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      const element: XmlElement = { name: name!, text: '', children: [] };
      stack.at(-1)!.children.push(element);
      if (selfClosing !== '/') stack.push(element);
    }
  }
  if (consumed !== body.length || stack.length !== 1) throw new Error('Not well-formed XML');
  return root.children[0]!;
}

const child = (el: XmlElement, name: string) => el.children.find((c) => c.name === name);
const fieldsOf = (item: XmlElement) => Object.fromEntries(item.children.map((c) => [c.name.replace(/^g:/, ''), c.text.trim()]));

/** RFC 4180 rows (quoted cells with doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

let sequence = 0;

async function storeWithProducts(app: FastifyInstance) {
  const n = ++sequence;
  const { sites, storeFlows } = app.services;
  const site = await sites.create({ identifier: `feed-${process.pid}-${n}`, title: `Clay & "Co" ${n}`, isDefault: false });
  const mug = await storeFlows.createProduct(site.id, {
    item: { title: 'Oat <Mug> & Saucer', urlId: 'oat-mug', body: '<p>Stoneware &amp; glaze, <b>hand thrown</b>.</p>', status: 'published' },
    product: {
      productType: ProductType.PHYSICAL,
      variants: [
        { sku: 'MUG-OAT', price: 2800, salePrice: 2200, onSale: true, attributes: { Color: 'Oat' } },
        { sku: 'MUG-INK', price: 2800, attributes: { Color: 'Ink' } },
      ],
    },
    stock: [{ quantity: 4 }, { quantity: 0 }],
  });
  await storeFlows.createProduct(site.id, {
    item: { title: 'Secret draft', urlId: 'draft', body: '', status: 'draft' },
    product: { productType: ProductType.PHYSICAL, variants: [{ sku: 'DRAFT-1', price: 100 }] },
    stock: [{ quantity: 1 }],
  });
  return { site, host: `${site.identifier}.localhost`, mug };
}

describeDatabase('product feed for dynamic ads', (db) => {
  let app: FastifyInstance;
  let store: Awaited<ReturnType<typeof storeWithProducts>>;
  let other: Awaited<ReturnType<typeof storeWithProducts>>;
  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    app = await createTestApp(db());
    store = await storeWithProducts(app);
    other = await storeWithProducts(app);
  });
  afterAll(async () => app.close());

  it('ADM-07 /feeds/products.xml is RSS 2.0 with every published variant in the feed attributes, escaped', async () => {
    const res = await get(store.host, '/feeds/products.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const rss = parseXml(res.body);
    expect(rss.name).toBe('rss');
    expect(res.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const channel = child(rss, 'channel')!;
    expect(child(channel, 'title')!.text).toBe(`Clay & "Co" ${sequence - 1}`);
    const items = channel.children.filter((c) => c.name === 'item').map(fieldsOf);
    expect(items).toHaveLength(2);
    const origin = `http://${store.host}`;
    const [oat, ink] = items;
    expect(oat).toMatchObject({
      id: 'MUG-OAT',
      item_group_id: store.mug.itemId,
      title: 'Oat <Mug> & Saucer - Oat',
      description: 'Stoneware & glaze, hand thrown .',
      price: '28.00 USD',
      sale_price: '22.00 USD',
      availability: 'in stock',
      brand: `Clay & "Co" ${sequence - 1}`,
      condition: 'new',
    });
    expect(oat!.link).toMatch(new RegExp(`^${origin}/.+/oat-mug$`));
    expect(ink).toMatchObject({ id: 'MUG-INK', title: 'Oat <Mug> & Saucer - Ink', price: '28.00 USD', availability: 'out of stock' });
    expect(ink).not.toHaveProperty('sale_price');
    expect(res.body).toContain('Oat &lt;Mug&gt; &amp; Saucer');
    expect(res.body).not.toContain('DRAFT-1');
    expect(res.body).not.toContain(other.mug.itemId);
  });

  it('ADM-07 /feeds/products.csv has the attribute header and one quoted row per published variant', async () => {
    const res = await get(store.host, '/feeds/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['id', 'item_group_id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'availability', 'brand', 'condition']);
    expect(rows).toHaveLength(2);
    const record = (row: string[]) => Object.fromEntries(header!.map((name, i) => [name, row[i]]));
    expect(record(rows[0]!)).toMatchObject({ id: 'MUG-OAT', price: '28.00 USD', sale_price: '22.00 USD', availability: 'in stock', brand: `Clay & "Co" ${sequence - 1}` });
    expect(record(rows[1]!)).toMatchObject({ id: 'MUG-INK', sale_price: '', availability: 'out of stock' });
  });

  it('answers 404 for an address with no site', async () => {
    expect((await get('nobody-here.localhost', '/feeds/products.xml')).statusCode).toBe(404);
  });
});
