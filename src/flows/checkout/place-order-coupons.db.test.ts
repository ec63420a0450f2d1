/**
 * Coupon uses are counted in the order's transaction (GAP-55): a usage-limited coupon that is
 * used up between pricing and payment fails the purchase, rolls back its stock and order, and
 * refunds its charge, the same way stock gone does.
 */
import { expect, it } from 'vitest';
import { CARD, orderTestbed } from '../../../test/support/checkout';
import { describeDatabase } from '../../../test/support/database';
import { couponInputSchema, createPricingRulesService } from '../../modules/pricing-rules';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';

describeDatabase('coupon redemption at order placement', (db) => {
  it('GAP-55 the last use of a coupon goes to one order; the next one is refused and refunded, its stock kept', async () => {
    const t = orderTestbed(db());
    const rules = createPricingRulesService({ db: db().db, ids: sequentialIds(`${t.tag}c`), clock: t.clock });
    const coupon = await rules.createCoupon(t.websiteId, couponInputSchema.parse({ code: 'ONCE', type: 'FIXED_AMOUNT', amountOffCents: 1000, usageLimit: 1 }));
    const v = await t.stockedVariant(5);
    const discounted = () => {
      const checkout = t.checkout([{ variantId: v, quantity: 2 }]);
      return { ...checkout, discountTotal: 1000, grandTotal: checkout.grandTotal - 1000, coupons: [{ couponId: coupon.id, code: coupon.code }] };
    };

    const first = discounted();
    const placed = await t.orderFlows.placeOrder({ checkout: first, payment: CARD.ok });
    expect(placed).toMatchObject({ status: 'placed', order: { discountTotal: 1000, grandTotal: first.grandTotal } });
    expect((await rules.listCoupons(t.websiteId))[0]!.redemptionCount).toBe(1);

    // Priced while the coupon still had a use; paid after the other order took it.
    const second = discounted();
    await expect(t.orderFlows.placeOrder({ checkout: second, payment: CARD.ok })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CHECKOUT_COUPON_INVALID') && e.details.code === 'ONCE',
    );
    expect(await t.chargeRows(second.idempotencyKey)).toEqual([expect.objectContaining({ status: 'refunded', order_id: null })]);
    expect(await t.orders.findByKey(t.websiteId, second.idempotencyKey)).toBeNull();
    expect(await t.qty(v)).toBe(3);
    expect((await rules.listCoupons(t.websiteId))[0]!.redemptionCount).toBe(1);
  });
});
