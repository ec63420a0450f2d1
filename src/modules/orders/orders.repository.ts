/** Order rows and their lines; every query filters by website. */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { fixedInsert } from '../../db/fixed-insert';
import { fixedRows } from '../../db/fixed-rows';
import { fixedStatement, runFixed } from '../../db/fixed-statements';
import type { Currency } from '../../shared/money';
import { orderEvents, orderLines, orders } from './orders.tables';
import type { FulfillmentStatus, NewOrderItem, Order, OrderEvent, OrderEventKind, OrderItem, OrderListFilter, OrderRefund, OrderShipment, OrderStatus, SalesSummary } from './orders.types';
import { readRefundsOf } from './refunds.repository';

type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

function toOrder(row: OrderRow, items: OrderItem[], refunds: OrderRefund[]): Order {
  return {
    id: row.id,
    websiteId: row.websiteId,
    orderNumber: row.orderNumber,
    purchasedCartId: row.purchasedCartId,
    siteUserId: row.siteUserId ?? null,
    testMode: row.testMode,
    customerEmail: row.customerEmail,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    currency: row.currency as Currency,
    items,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    shippingTotal: row.shippingTotal,
    taxTotal: row.taxTotal,
    grandTotal: row.grandTotal,
    status: row.status as OrderStatus,
    fulfillmentStatus: row.fulfillmentStatus as FulfillmentStatus,
    paymentSummary: row.paymentSummary,
    accessToken: row.accessToken,
    giftCardPayments: row.giftCardPayments ?? [],
    refundedTotal: row.refundedTotal,
    refunds,
    customerName: row.customerName,
    shipment:
      row.carrier === null && row.trackingNumber === null && row.fulfilledAt === null
        ? null
        : { carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl, fulfilledAt: row.fulfilledAt?.getTime() ?? null },
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

function toItem(l: typeof orderLines.$inferSelect): OrderItem {
  return {
    itemId: l.itemId,
    variantId: l.variantId,
    sku: l.sku,
    productName: l.productName,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    options: l.options,
    position: l.position,
    downloadsUsed: l.downloadsUsed,
  };
}

async function withItems(db: DbOrTx, websiteId: string, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.websiteId, websiteId), inArray(orderLines.orderId, rows.map((r) => r.id))))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, OrderItem[]>();
  for (const l of lines) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push(toItem(l));
    byOrder.set(l.orderId, list);
  }
  const refunds = await readRefundsOf(db, websiteId, rows.map((r) => r.id));
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [], refunds.get(r.id) ?? []));
}

/** The site's next order number; the counter row stays locked until the transaction ends. */
// Every placement reserves a number: a fixed statement (db/fixed-statements.ts).
const reserveNumber = fixedStatement(
  'orders_next_number',
  `insert into orders_counters (website_id, last_number) values ($1, 1)
  on conflict (website_id) do update set last_number = orders_counters.last_number + 1 returning last_number as "lastNumber"`,
);
export async function nextOrderNumber(tx: DbOrTx, websiteId: string): Promise<number> {
  const [row] = await runFixed<{ lastNumber: number }>(tx, reserveNumber, [websiteId]);
  return Number(row!.lastNumber);
}

/** The order's inserts: fixed statements, since every placement sends them (fixed-insert.ts). */
const lineColumns = fixedRows(orderLines);
/**
 * An order and its lines in one statement: the lines are inserted from the order row inserted,
 * so an order skipped for its key (another request made it) inserts no lines either.
 */
const insertOrderWithLines = fixedInsert(orders, {
  name: 'orders_insert_with_lines',
  skipConflictsOn: ['websiteId', 'idempotencyKey'],
  andThen: (p) => {
    const keys = ['position', 'itemId', 'variantId', 'sku', 'productName', 'quantity', 'unitPrice', 'options'] as const;
    const types = ['int', 'text', 'text', 'text', 'text', 'int', 'int', 'text'];
    const columns = (['orderId', 'websiteId', ...keys] as const).map((key) => lineColumns.column(key)).join(', ');
    const arrays = types.map((type, i) => `$${p + i}::${type}[]`).join(', ');
    return `insert into ${lineColumns.table} (${columns})
      select inserted."id", inserted."websiteId", l.position, l.item_id, l.variant_id, l.sku, l.product_name, l.quantity, l.unit_price, l.options::jsonb
      from inserted cross join unnest(${arrays}) as l(position, item_id, variant_id, sku, product_name, quantity, unit_price, options)`;
  },
});

/**
 * Inserts an order and its lines (one statement) and answers the order as stored: from the
 * insert's own `returning` and the lines as given (a new order has no refunds and no downloads
 * used, so nothing is read again); null when the site has an order with that key already.
 */
export async function insertOrder(tx: DbOrTx, row: NewOrderRow, items: NewOrderItem[]): Promise<Order | null> {
  const lines = items.map(({ options, ...item }, position) => ({ ...item, options: options ?? [], position, downloadsUsed: 0 }));
  const [inserted] = await insertOrderWithLines(tx, [row], [
    lines.map((l) => l.position),
    lines.map((l) => l.itemId),
    lines.map((l) => l.variantId),
    lines.map((l) => l.sku),
    lines.map((l) => l.productName),
    lines.map((l) => l.quantity),
    lines.map((l) => l.unitPrice),
    lines.map((l) => JSON.stringify(l.options)),
  ]);
  if (inserted === undefined) return null;
  return toOrder(inserted, lines.map((l) => toItem({ ...l, orderId: inserted.id, websiteId: inserted.websiteId })), []);
}

export async function readOrder(db: DbOrTx, websiteId: string, id: string): Promise<Order | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.websiteId, websiteId), eq(orders.id, id)));
  return (await withItems(db, websiteId, rows))[0] ?? null;
}

// Every placement asks first whether its key made an order (almost never): a fixed statement.
const orderRows = fixedRows(orders);
const orderByKey = fixedStatement('orders_by_key', `select ${orderRows.returning} from ${orderRows.table} where website_id = $1 and idempotency_key = $2`);
export async function readOrderByKey(db: DbOrTx, websiteId: string, idempotencyKey: string): Promise<Order | null> {
  const rows = (await runFixed(db, orderByKey, [websiteId, idempotencyKey])).map(orderRows.row);
  return rows.length === 0 ? null : ((await withItems(db, websiteId, rows))[0] ?? null);
}

/** `%text%` for LIKE, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search: an order number ('1042', '#1042') finds that order; other text is part of the buyer's email or name. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const number = /^#?\s*(\d{1,9})$/.exec(text);
  if (number !== null) return eq(orders.orderNumber, Number(number[1]));
  const pattern = containing(text);
  return or(sql`lower(${orders.customerEmail}) like ${pattern}`, sql`lower(${orders.customerName}) like ${pattern}`);
}

/**
 * Newest first, `limit` orders numbered below `before` that pass the filter: keyset paging on
 * the site's order numbers (an index walk that stops after one page; no count).
 */
export async function readOrders(db: DbOrTx, websiteId: string, limit: number, before?: number, filter: OrderListFilter = {}): Promise<Order[]> {
  const conditions: SQL[] = [eq(orders.websiteId, websiteId)];
  if (before !== undefined) conditions.push(lt(orders.orderNumber, before));
  const search = filter.q === undefined ? undefined : searchCondition(filter.q);
  if (search !== undefined) conditions.push(search);
  if (filter.from !== undefined) conditions.push(gte(orders.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(orders.createdAt, new Date(filter.to)));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.fulfillmentStatus !== undefined) conditions.push(eq(orders.fulfillmentStatus, filter.fulfillmentStatus));
  if (filter.testMode !== undefined) conditions.push(eq(orders.testMode, filter.testMode));
  if (filter.siteUserId !== undefined) conditions.push(eq(orders.siteUserId, filter.siteUserId));
  const rows = await db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.orderNumber)).limit(limit);
  return withItems(db, websiteId, rows);
}

/** Live orders' sales per currency; cancelled orders count for nothing, test orders are left out (GAP-58). */
export async function readSalesSummary(db: DbOrTx, websiteId: string): Promise<SalesSummary[]> {
  const rows = await db
    .select({
      currency: orders.currency,
      orderCount: sql<number>`count(*)::int`,
      grossSales: sql<number>`coalesce(sum(${orders.grandTotal}), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${orders.refundedTotal}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.testMode, false), sql`${orders.status} <> 'cancelled'`))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
  return rows.map((r) => ({ currency: r.currency as Currency, orderCount: Number(r.orderCount), grossSales: Number(r.grossSales), refunded: Number(r.refunded), netSales: Number(r.grossSales) - Number(r.refunded) }));
}

/** Test orders of a site, for the owner's count beside the sales. */
export async function countTestOrders(db: DbOrTx, websiteId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.websiteId, websiteId), eq(orders.testMode, true)));
  return Number(row?.n ?? 0);
}

export async function updateOrder(
  db: DbOrTx,
  websiteId: string,
  id: string,
  set: {
    status?: OrderStatus;
    fulfillmentStatus?: FulfillmentStatus;
    refundedTotal?: number;
    carrier?: string | null;
    trackingNumber?: string | null;
    trackingUrl?: string | null;
    fulfilledAt?: Date | null;
    updatedAt: Date;
  },
): Promise<boolean> {
  const rows = await db.update(orders).set(set).where(and(eq(orders.websiteId, websiteId), eq(orders.id, id))).returning({ id: orders.id });
  return rows.length === 1;
}

export type { OrderShipment };

export async function insertOrderEvent(db: DbOrTx, event: { id: string; websiteId: string; orderId: string; kind: OrderEventKind; detail: OrderEvent['detail']; actor: string | null; createdAt: Date }): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** An order's recorded events, oldest first. */
export async function readOrderEvents(db: DbOrTx, websiteId: string, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.websiteId, websiteId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({ id: r.id, orderId: r.orderId, kind: r.kind as OrderEventKind, detail: r.detail, actor: r.actor, created: r.createdAt.getTime() }));
}
