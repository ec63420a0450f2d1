/**
 * The owner's pricing rules: tax rules, shipping zones and coupons of a site (create, list,
 * replace, delete); the rules one cart needs, in one query; and coupon redemption, which the
 * place-order flow runs inside the order's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { ErrorCode } from '../../shared/error-catalog';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import {
  countRows,
  incrementRedemptions,
  listCouponRows,
  listTaxRuleRows,
  listZoneRows,
  readCartRules,
  toCoupon,
  toShippingZone,
  toTaxRule,
} from './pricing-rules.repository';
import type { CouponInput, ShippingZoneInput, TaxRuleInput } from './pricing-rules.schema';
import { coupons, shippingZones, taxRules } from './pricing-rules.tables';
import { couponKey, PRICING_RULES_LIMITS, type CartPricingRules, type Coupon, type CouponRedemption, type ShippingOptionRule, type ShippingZone, type TaxRule } from './pricing-rules.types';

export interface PricingRulesDeps {
  /** The database, or the order's transaction (coupon redemption). */
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /**
   * Where a change of a tax rule or shipping zone is announced (`site.changed`): the cart keeps
   * a site's coupon-free rules in memory until then. Absent for an order's transaction, which
   * only reads rules and counts coupon uses.
   */
  events?: Pick<EventBus, 'emit'>;
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === 'object' && depth < 4; depth++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export type PricingRulesService = ReturnType<typeof createPricingRulesService>;

export function createPricingRulesService({ db, ids, clock, events }: PricingRulesDeps) {
  const now = () => new Date(clock.now());
  /** `result`, once the change it comes from is announced. */
  const announced = <T>(websiteId: string, result: T): T => {
    events?.emit({ type: 'site.changed', websiteId });
    return result;
  };

  async function assertRoom(table: typeof taxRules | typeof shippingZones | typeof coupons, websiteId: string, max: number, kind: string): Promise<void> {
    if ((await countRows(db, table, websiteId)) >= max) throw new DomainError('PRICING_RULE_LIMIT', { max, kind });
  }

  function found<T>(rows: T[], code: ErrorCode, id: string): T {
    if (rows[0] === undefined) throw new DomainError(code, { id });
    return rows[0];
  }

  /** Options keep the ids the owner sent back; new ones get fresh ids. */
  function zoneOptions(input: ShippingZoneInput): ShippingOptionRule[] {
    return input.options.map((o) => ({ id: o.id ?? ids.next(), name: o.name, costCents: o.costCents, freeOverCents: o.freeOverCents, deliveryEstimate: o.deliveryEstimate }));
  }

  function couponColumns(input: CouponInput) {
    return {
      code: input.code,
      codeKey: couponKey(input.code),
      kind: input.type,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      minimumSubtotalCents: input.minimumSubtotalCents,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
      usageLimit: input.usageLimit,
      active: input.active,
    };
  }

  async function writeCoupon<T>(write: () => Promise<T>, code: string): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError('COUPON_CODE_TAKEN', { code }, { cause: e });
      throw e;
    }
  }

  const site = (table: typeof taxRules | typeof shippingZones | typeof coupons, websiteId: string, id: string) => and(eq(table.websiteId, websiteId), eq(table.id, id));

  return {
    async listTaxRules(websiteId: string): Promise<TaxRule[]> {
      return (await listTaxRuleRows(db, websiteId)).map(toTaxRule);
    },

    async createTaxRule(websiteId: string, input: TaxRuleInput): Promise<TaxRule> {
      await assertRoom(taxRules, websiteId, PRICING_RULES_LIMITS.maxTaxRules, 'tax rules');
      const at = now();
      const [row] = await db.insert(taxRules).values({ id: ids.next(), websiteId, ...input, createdAt: at, updatedAt: at }).returning();
      return announced(websiteId, toTaxRule(row!));
    },

    async updateTaxRule(websiteId: string, id: string, input: TaxRuleInput): Promise<TaxRule> {
      const rows = await db.update(taxRules).set({ ...input, updatedAt: now() }).where(site(taxRules, websiteId, id)).returning();
      return announced(websiteId, toTaxRule(found(rows, 'TAX_RULE_NOT_FOUND', id)));
    },

    async deleteTaxRule(websiteId: string, id: string): Promise<void> {
      announced(websiteId, found(await db.delete(taxRules).where(site(taxRules, websiteId, id)).returning({ id: taxRules.id }), 'TAX_RULE_NOT_FOUND', id));
    },

    async listShippingZones(websiteId: string): Promise<ShippingZone[]> {
      return (await listZoneRows(db, websiteId)).map(toShippingZone);
    },

    async createShippingZone(websiteId: string, input: ShippingZoneInput): Promise<ShippingZone> {
      await assertRoom(shippingZones, websiteId, PRICING_RULES_LIMITS.maxShippingZones, 'shipping zones');
      const at = now();
      const [row] = await db
        .insert(shippingZones)
        .values({ id: ids.next(), websiteId, name: input.name, countries: input.countries, options: zoneOptions(input), createdAt: at, updatedAt: at })
        .returning();
      return announced(websiteId, toShippingZone(row!));
    },

    async updateShippingZone(websiteId: string, id: string, input: ShippingZoneInput): Promise<ShippingZone> {
      const rows = await db
        .update(shippingZones)
        .set({ name: input.name, countries: input.countries, options: zoneOptions(input), updatedAt: now() })
        .where(site(shippingZones, websiteId, id))
        .returning();
      return announced(websiteId, toShippingZone(found(rows, 'SHIPPING_ZONE_NOT_FOUND', id)));
    },

    async deleteShippingZone(websiteId: string, id: string): Promise<void> {
      announced(websiteId, found(await db.delete(shippingZones).where(site(shippingZones, websiteId, id)).returning({ id: shippingZones.id }), 'SHIPPING_ZONE_NOT_FOUND', id));
    },

    async listCoupons(websiteId: string): Promise<Coupon[]> {
      return (await listCouponRows(db, websiteId)).map(toCoupon);
    },

    async createCoupon(websiteId: string, input: CouponInput): Promise<Coupon> {
      await assertRoom(coupons, websiteId, PRICING_RULES_LIMITS.maxCoupons, 'coupons');
      const at = now();
      const [row] = await writeCoupon(() => db.insert(coupons).values({ id: ids.next(), websiteId, ...couponColumns(input), createdAt: at, updatedAt: at }).returning(), input.code);
      return toCoupon(row!);
    },

    /** Replaces a coupon's terms; its redemption count stays. */
    async updateCoupon(websiteId: string, id: string, input: CouponInput): Promise<Coupon> {
      const rows = await writeCoupon(() => db.update(coupons).set({ ...couponColumns(input), updatedAt: now() }).where(site(coupons, websiteId, id)).returning(), input.code);
      return toCoupon(found(rows, 'COUPON_NOT_FOUND', id));
    },

    async deleteCoupon(websiteId: string, id: string): Promise<void> {
      found(await db.delete(coupons).where(site(coupons, websiteId, id)).returning({ id: coupons.id }), 'COUPON_NOT_FOUND', id);
    },

    /** What pricing a cart holding `couponCodes` needs (one query). */
    async rulesForCart(websiteId: string, couponCodes: readonly string[]): Promise<CartPricingRules> {
      return readCartRules(db, websiteId, [...new Set(couponCodes.map(couponKey))]);
    },

    /**
     * Counts the order's use of each coupon; meant to run in the order's transaction. Throws
     * CHECKOUT_COUPON_INVALID when one is used up (or was switched off or deleted) meanwhile,
     * which rolls the order back.
     */
    async redeemCoupons(websiteId: string, redemptions: readonly CouponRedemption[]): Promise<void> {
      // One order at a time per coupon row; a fixed order keeps two orders from deadlocking.
      for (const r of [...redemptions].sort((a, b) => a.couponId.localeCompare(b.couponId))) {
        if (!(await incrementRedemptions(db, websiteId, r.couponId))) throw new DomainError('CHECKOUT_COUPON_INVALID', { code: r.code, couponId: r.couponId });
      }
    },
  };
}
