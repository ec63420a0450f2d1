/**
 * Sales over a time range for the owner's analytics (the truth, not the browser's events): live
 * (not cancelled), non-test orders created in the range in one currency, with their products.
 * Bounded by the site and `created_at` (orders_orders_created_listing: website_id, created_at);
 * lines are reached by their order (orders_lines' primary key starts with order_id).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

export interface ProductSalesRow {
  productId: string;
  title: string;
  quantity: number;
  orders: number;
  /** Minor units: the lines' quantity × unit price. */
  revenue: number;
}
export interface RangeSales {
  orders: number;
  /** Minor units: the orders' grand totals. */
  revenue: number;
  products: ProductSalesRow[];
}

/** How many products a range's sales list (by revenue). */
export const RANGE_SALES_PRODUCTS_TOP = 100;

export async function readRangeSales(db: DbOrTx, websiteId: string, range: { start: Date; end: Date; currency: string }): Promise<RangeSales> {
  const live = sql`o.website_id = ${websiteId} and o.created_at >= ${range.start} and o.created_at < ${range.end}
    and o.test_mode = false and o.status <> 'cancelled' and o.currency = ${range.currency}`;
  const [{ rows: totals }, { rows: products }] = (await Promise.all([
    db.execute(sql`select count(*)::int as orders, coalesce(sum(o.grand_total), 0)::bigint as revenue from orders_orders o where ${live}`),
    db.execute(sql`
      select l.item_id, (array_agg(l.product_name order by o.created_at desc))[1] as title, sum(l.quantity)::int as quantity,
        count(distinct o.id)::int as orders, sum(l.quantity::bigint * l.unit_price)::bigint as revenue
      from orders_orders o join orders_lines l on l.order_id = o.id and l.website_id = o.website_id
      where ${live}
      group by l.item_id order by revenue desc, l.item_id limit ${RANGE_SALES_PRODUCTS_TOP}`),
  ])) as [{ rows: { orders: number; revenue: string | number }[] }, { rows: { item_id: string; title: string; quantity: number; orders: number; revenue: string | number }[] }];
  return {
    orders: Number(totals[0]?.orders ?? 0),
    revenue: Number(totals[0]?.revenue ?? 0),
    products: products.map((p) => ({ productId: p.item_id, title: p.title, quantity: Number(p.quantity), orders: Number(p.orders), revenue: Number(p.revenue) })),
  };
}
