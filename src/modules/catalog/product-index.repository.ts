/**
 * The owner's product list as one SQL read: a page of a site's products with the columns a
 * list shows, searched, filtered, sorted and keyset-paged in the database. It reads the store
 * item (title, status, categories: content's `content_items`) and stock (inventory's
 * `inventory_stock`) beside the catalog's own tables: only a single query can sort and page by
 * columns that three modules hold (see docs/decisions.md, "The product index reads across the
 * store's tables"). It never writes them. Every part is scoped by the site.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../shared/errors';
import { PRODUCT_INDEX_LIMITS, PRODUCT_INDEX_TYPES, type ProductIndexQuery, type ProductIndexRow, type ProductIndexSort } from '../../shared/api/catalog-index';

/** Stands for "unlimited" in the stock sort: above any real quantity. */
const UNLIMITED_KEY = 2_147_483_647;

/** The sort key of each column, computed the same way in ORDER BY and in the cursor's comparison. */
const SORT_KEYS: Record<ProductIndexSort, { key: SQL; cast: SQL }> = {
  title: { key: sql`title_key`, cast: sql`::text` },
  price: { key: sql`price_min`, cast: sql`::bigint` },
  stock: { key: sql`stock_key`, cast: sql`::bigint` },
  updated: { key: sql`updated_ms`, cast: sql`::bigint` },
};

export interface ProductIndexPage {
  rows: ProductIndexRow[];
  hasMore: boolean;
  nextCursor: string | null;
  total?: number;
  categories?: string[];
}

type Cursor = [string | number, string];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(text: string, sort: ProductIndexSort): Cursor {
  const bad = () => new DomainError('VALIDATION_FAILED', { errors: { cursor: 'The cursor is not one this list gave: load the list again.' } });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'string') throw bad();
  const key: unknown = value[0];
  const fits = sort === 'title' ? typeof key === 'string' : typeof key === 'number' && Number.isSafeInteger(key);
  if (!fits) throw bad();
  return [key as string | number, value[1]];
}

/** `%text%` for LIKE with the pattern characters of the owner's text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The site's products with the columns the list filters and sorts by, one row each (a subquery
 * the page filters). Prices and stock are grouped once per site (hash joins), not per product.
 */
function baseRows(websiteId: string, now: Date): SQL {
  return sql`
    with v as (
      select item_id, min(case when on_sale then sale_price else price end) as price_min,
        max(case when on_sale then sale_price else price end) as price_max, count(*)::int as variant_count
      from catalog_variants where website_id = ${websiteId} group by item_id
    ), s as (
      select cv.item_id, sum(st.qty_in_stock)::bigint as total, bool_or(st.unlimited) as unlimited
      from catalog_variants cv join inventory_stock st on st.variant_id = cv.id and st.website_id = cv.website_id
      where cv.website_id = ${websiteId} group by cv.item_id
    )
    select p.item_id as id, i.title, lower(i.title) as title_key, p.product_type, i.asset_url as item_image,
      (i.status = 'published' or (i.status = 'scheduled' and i.publish_on <= ${now})) as published,
      coalesce(v.price_min, 0) as price_min, coalesce(v.price_max, 0) as price_max, coalesce(v.variant_count, 0) as variant_count,
      coalesce(s.total, 0) as total_stock, coalesce(s.unlimited, false) as unlimited,
      case when coalesce(s.unlimited, false) then ${UNLIMITED_KEY} else coalesce(s.total, 0) end as stock_key,
      i.categories,
      floor(extract(epoch from greatest(p.updated_at, i.updated_at)) * 1000)::bigint as updated_ms
    from catalog_products p
    join content_items i on i.id = p.item_id and i.website_id = p.website_id
    left join v on v.item_id = p.item_id
    left join s on s.item_id = p.item_id
    where p.website_id = ${websiteId}`;
}

/** The rows of a raw query (both drivers answer `{rows}`). */
async function rowsOf(db: DbOrTx, query: SQL): Promise<{ rows: unknown[] }> {
  return (await db.execute(query)) as { rows: unknown[] };
}

/**
 * The same rows without prices and stock: enough to filter and sort by title or date, so the
 * page is chosen first and only its rows get their prices and stock (see `pageOf`).
 */
function lightRows(websiteId: string, now: Date): SQL {
  return sql`
    select p.item_id as id, i.title, lower(i.title) as title_key, p.product_type, i.asset_url as item_image,
      (i.status = 'published' or (i.status = 'scheduled' and i.publish_on <= ${now})) as published, i.categories,
      floor(extract(epoch from greatest(p.updated_at, i.updated_at)) * 1000)::bigint as updated_ms
    from catalog_products p
    join content_items i on i.id = p.item_id and i.website_id = p.website_id
    where p.website_id = ${websiteId}`;
}

/** The chosen page's rows (≤ limit + 1) with prices, stock and picture filled in. */
function pageOf(chosen: SQL, websiteId: string, order: SQL): SQL {
  return sql`
    select page.id, page.title, page.title_key, page.product_type, page.published, page.categories, page.updated_ms,
      coalesce(v.price_min, 0) as price_min, coalesce(v.price_max, 0) as price_max, coalesce(v.variant_count, 0) as variant_count,
      coalesce(s.total, 0) as total_stock, coalesce(s.unlimited, false) as unlimited,
      case when coalesce(s.unlimited, false) then ${UNLIMITED_KEY} else coalesce(s.total, 0) end as stock_key,
      coalesce((select ci.asset_url from catalog_product_images ci where ci.item_id = page.id and ci.website_id = ${websiteId} order by ci.position limit 1), page.item_image) as thumbnail
    from (${chosen}) page
    left join lateral (
      select min(case when cv.on_sale then cv.sale_price else cv.price end) as price_min,
        max(case when cv.on_sale then cv.sale_price else cv.price end) as price_max, count(*)::int as variant_count
      from catalog_variants cv where cv.item_id = page.id and cv.website_id = ${websiteId}
    ) v on true
    left join lateral (
      select sum(st.qty_in_stock)::bigint as total, bool_or(st.unlimited) as unlimited
      from catalog_variants sv join inventory_stock st on st.variant_id = sv.id and st.website_id = sv.website_id
      where sv.item_id = page.id and sv.website_id = ${websiteId}
    ) s on true
    order by ${order}`;
}

function filtersOf(query: ProductIndexQuery, websiteId: string): SQL[] {
  const where: SQL[] = [];
  if (query.q !== undefined && query.q !== '') {
    const pattern = containing(query.q);
    where.push(sql`(title_key like ${pattern} or exists (select 1 from catalog_variants sv where sv.item_id = rows.id and sv.website_id = ${websiteId} and lower(sv.sku) like ${pattern}))`);
  }
  if (query.type !== undefined) where.push(sql`product_type = ${PRODUCT_INDEX_TYPES.indexOf(query.type) + 1}`);
  if (query.status !== undefined) where.push(query.status === 'published' ? sql`published` : sql`not published`);
  if (query.category !== undefined) where.push(sql`${query.category}::text = any(categories)`);
  if (query.stock === 'in') where.push(sql`(unlimited or total_stock > 0)`);
  if (query.stock === 'low') where.push(sql`(not unlimited and total_stock between 1 and ${PRODUCT_INDEX_LIMITS.lowStock})`);
  if (query.stock === 'out') where.push(sql`(not unlimited and total_stock = 0)`);
  return where;
}

interface RawRow {
  id: string;
  title: string;
  title_key: string;
  product_type: number;
  published: boolean;
  thumbnail: string | null;
  price_min: number | string;
  price_max: number | string;
  variant_count: number;
  total_stock: number | string;
  unlimited: boolean;
  stock_key: number | string;
  categories: string[];
  updated_ms: number | string;
}

function cursorKeyOf(row: RawRow, sort: ProductIndexSort): string | number {
  if (sort === 'title') return row.title_key;
  return Number(sort === 'price' ? row.price_min : sort === 'stock' ? row.stock_key : row.updated_ms);
}

function toRow(row: RawRow, currency: string): ProductIndexRow {
  return {
    id: row.id,
    title: row.title,
    type: PRODUCT_INDEX_TYPES[row.product_type - 1] ?? 'physical',
    status: row.published ? 'published' : 'hidden',
    thumbnail: row.thumbnail,
    price: { min: Number(row.price_min), max: Number(row.price_max), currency },
    totalStock: row.unlimited ? null : Number(row.total_stock),
    variantCount: Number(row.variant_count),
    categories: row.categories,
    updatedAt: Number(row.updated_ms),
  };
}

/** One page of the site's product list; `total` only when the query asks for it. */
export async function queryProductIndex(db: DbOrTx, websiteId: string, query: ProductIndexQuery, ctx: { now: Date; currency: string }): Promise<ProductIndexPage> {
  const { key, cast } = SORT_KEYS[query.sort];
  const desc = query.dir === 'desc';
  const filters = filtersOf(query, websiteId);
  const pageWhere = [...filters];
  if (query.cursor !== undefined) {
    const [after, afterId] = decodeCursor(query.cursor, query.sort);
    pageWhere.push(desc ? sql`(${key}, id) < (${after}${cast}, ${afterId}::text)` : sql`(${key}, id) > (${after}${cast}, ${afterId}::text)`);
  }
  const whereOf = (parts: SQL[]) => (parts.length === 0 ? sql`` : sql`where ${sql.join(parts, sql` and `)}`);
  const order = desc ? sql`${key} desc, id desc` : sql`${key} asc, id asc`;
  // Sorting by title or date with no stock filter needs no prices or stock until the page is chosen.
  const light = (query.sort === 'title' || query.sort === 'updated') && query.stock === undefined;
  const base = light ? lightRows(websiteId, ctx.now) : baseRows(websiteId, ctx.now);
  const chosen = sql`select * from (${base}) rows ${whereOf(pageWhere)} order by ${order} limit ${query.limit + 1}`;
  const result = await rowsOf(db, pageOf(chosen, websiteId, order));
  const raw = result.rows as unknown as RawRow[];
  const hasMore = raw.length > query.limit;
  const pageRows = hasMore ? raw.slice(0, query.limit) : raw;
  const last = pageRows[pageRows.length - 1];
  const page: ProductIndexPage = {
    rows: pageRows.map((r) => toRow(r, ctx.currency)),
    hasMore,
    nextCursor: hasMore && last !== undefined ? encodeCursor([cursorKeyOf(last, query.sort), last.id]) : null,
  };
  if (query.cursor === undefined) {
    const named = await rowsOf(
      db,
      sql`select distinct c.name from catalog_products p join content_items i on i.id = p.item_id and i.website_id = p.website_id,
        unnest(i.categories) as c(name) where p.website_id = ${websiteId} order by c.name limit 500`,
    );
    page.categories = (named.rows as { name: string }[]).map((r) => r.name);
  }
  if (query.count === 'true') {
    const counted = await rowsOf(db, sql`select count(*)::int as n from (${base}) rows ${whereOf(filters)}`);
    page.total = Number((counted.rows[0] as { n: number | string } | undefined)?.n ?? 0);
  }
  return page;
}

/** The naive list a peer would write (OFFSET paging, a full count on every page): the benchmark's yardstick. */
export async function queryProductIndexByOffset(db: DbOrTx, websiteId: string, query: ProductIndexQuery, offset: number, ctx: { now: Date; currency: string }): Promise<{ rows: ProductIndexRow[]; total: number }> {
  const { key } = SORT_KEYS[query.sort];
  const order = query.dir === 'desc' ? sql`${key} desc, id desc` : sql`${key} asc, id asc`;
  const filters = filtersOf(query, websiteId);
  const where = filters.length === 0 ? sql`` : sql`where ${sql.join(filters, sql` and `)}`;
  const base = baseRows(websiteId, ctx.now);
  const result = await rowsOf(
    db,
    sql`select *, count(*) over () as full_count, coalesce((select ci.asset_url from catalog_product_images ci where ci.item_id = rows.id order by ci.position limit 1), item_image) as thumbnail
      from (${base}) rows ${where} order by ${order} offset ${offset} limit ${query.limit}`,
  );
  const raw = result.rows as unknown as (RawRow & { full_count: number | string })[];
  return { rows: raw.map((r) => toRow(r, ctx.currency)), total: Number(raw[0]?.full_count ?? 0) };
}
