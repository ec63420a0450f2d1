/**
 * Pricing-rule rows. Every query filters by website. A cart's rules come back in one round trip
 * (`readCartRules`): the site's tax rules and zones, and only the coupons the cart names.
 */
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { coupons, shippingZones, taxRules } from './pricing-rules.tables';
import { formatRatePercent } from './tax-rate';
import type { CartPricingRules, Coupon, CouponType, ShippingOptionRule, ShippingZone, TaxRule } from './pricing-rules.types';

type TaxRow = typeof taxRules.$inferSelect;
type ZoneRow = typeof shippingZones.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

export function toTaxRule(row: TaxRow): TaxRule {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    rate: formatRatePercent(row.ratePpm),
    ratePpm: row.ratePpm,
    country: row.country,
    region: row.region,
    appliesToShipping: row.appliesToShipping,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

export function toShippingZone(row: ZoneRow): ShippingZone {
  return { id: row.id, websiteId: row.websiteId, name: row.name, countries: row.countries, options: row.options, created: row.createdAt.getTime(), updated: row.updatedAt.getTime() };
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    websiteId: row.websiteId,
    code: row.code,
    type: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minimumSubtotalCents: row.minimumSubtotalCents,
    startsAt: ms(row.startsAt),
    expiresAt: ms(row.expiresAt),
    usageLimit: row.usageLimit,
    redemptionCount: row.redemptionCount,
    active: row.active,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

/** A row as `to_jsonb` gives it: snake_case keys, timestamps as text. */
type JsonRow = Record<string, unknown>;

function fromJson(kind: string, j: JsonRow): { kind: 'tax'; rule: TaxRule } | { kind: 'zone'; zone: ShippingZone } | { kind: 'coupon'; coupon: Coupon } {
  const stamps = { createdAt: new Date(j.created_at as string), updatedAt: new Date(j.updated_at as string) };
  const base = { id: j.id as string, websiteId: j.website_id as string };
  if (kind === 'tax') {
    const row = { ...base, ...stamps, name: j.name as string, ratePpm: j.rate_ppm as number, country: j.country as string, region: (j.region as string | null) ?? null, appliesToShipping: j.applies_to_shipping as boolean };
    return { kind, rule: toTaxRule(row) };
  }
  if (kind === 'zone') {
    return { kind, zone: toShippingZone({ ...base, ...stamps, name: j.name as string, countries: j.countries as string[], options: j.options as ShippingOptionRule[] }) };
  }
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  const row: CouponRow = {
    ...base,
    ...stamps,
    code: j.code as string,
    codeKey: j.code_key as string,
    kind: j.kind as CouponType,
    percentOff: (j.percent_off as number | null) ?? null,
    amountOffCents: (j.amount_off_cents as number | null) ?? null,
    minimumSubtotalCents: j.minimum_subtotal_cents as number,
    startsAt: at(j.starts_at),
    expiresAt: at(j.expires_at),
    usageLimit: (j.usage_limit as number | null) ?? null,
    redemptionCount: j.redemption_count as number,
    active: j.active as boolean,
  };
  return { kind: 'coupon', coupon: toCoupon(row) };
}

/** The site's tax rules and zones, and its coupons whose keys are `couponKeys`, in one query. */
export async function readCartRules(db: DbOrTx, websiteId: string, couponKeys: string[]): Promise<CartPricingRules> {
  const tax = db
    .select({ kind: sql<string>`'tax'`.as('kind'), row: sql<JsonRow>`to_jsonb(${taxRules})`.as('row'), at: taxRules.createdAt, id: taxRules.id })
    .from(taxRules)
    .where(eq(taxRules.websiteId, websiteId));
  const zones = db
    .select({ kind: sql<string>`'zone'`.as('kind'), row: sql<JsonRow>`to_jsonb(${shippingZones})`.as('row'), at: shippingZones.createdAt, id: shippingZones.id })
    .from(shippingZones)
    .where(eq(shippingZones.websiteId, websiteId));
  const named = db
    .select({ kind: sql<string>`'coupon'`.as('kind'), row: sql<JsonRow>`to_jsonb(${coupons})`.as('row'), at: coupons.createdAt, id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), inArray(coupons.codeKey, couponKeys.length > 0 ? couponKeys : [''])));
  const rows = await unionAll(tax, zones, named).orderBy(sql`created_at`, sql`id`);
  const out: CartPricingRules = { taxRules: [], shippingZones: [], coupons: [] };
  for (const r of rows) {
    const parsed = fromJson(r.kind, typeof r.row === 'string' ? (JSON.parse(r.row) as JsonRow) : r.row);
    if (parsed.kind === 'tax') out.taxRules.push(parsed.rule);
    else if (parsed.kind === 'zone') out.shippingZones.push(parsed.zone);
    else out.coupons.push(parsed.coupon);
  }
  return out;
}

export async function listTaxRuleRows(db: DbOrTx, websiteId: string): Promise<TaxRow[]> {
  return db.select().from(taxRules).where(eq(taxRules.websiteId, websiteId)).orderBy(asc(taxRules.createdAt), asc(taxRules.id));
}

export async function listZoneRows(db: DbOrTx, websiteId: string): Promise<ZoneRow[]> {
  return db.select().from(shippingZones).where(eq(shippingZones.websiteId, websiteId)).orderBy(asc(shippingZones.createdAt), asc(shippingZones.id));
}

export async function listCouponRows(db: DbOrTx, websiteId: string): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.websiteId, websiteId)).orderBy(asc(coupons.createdAt), asc(coupons.id));
}

export async function countRows(db: DbOrTx, table: typeof taxRules | typeof shippingZones | typeof coupons, websiteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.websiteId, websiteId));
  return Number(row?.n ?? 0);
}

/**
 * Counts one more use of a coupon, only while it is active and below its limit; false when
 * it is not (used up, switched off or deleted). The row stays locked until the transaction
 * ends, so two orders racing for the last use are counted one after the other.
 */
export async function incrementRedemptions(db: DbOrTx, websiteId: string, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ redemptionCount: sql`${coupons.redemptionCount} + 1` })
    .where(
      and(
        eq(coupons.websiteId, websiteId),
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.usageLimit), lt(coupons.redemptionCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}
