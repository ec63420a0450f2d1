import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { couponInputSchema, createPricingRulesService, shippingZoneInputSchema, taxRuleInputSchema } from './index';

let counter = 0;

describeDatabase('pricing rules service', (db) => {
  const setup = () => {
    const tag = `pr${++counter}${Math.random().toString(16).slice(2, 6)}`;
    const service = createPricingRulesService({ db: db().db, ids: sequentialIds(tag), clock: fixedClock(Date.UTC(2026, 10, 21)) });
    return { service, site: `site-${tag}`, other: `other-${tag}` };
  };

  it('GAP-53 GAP-54 GAP-55 a cart reads its site’s tax rules and zones and only the coupons it names, in one query', async () => {
    const { service, site, other } = setup();
    const rule = await service.createTaxRule(site, taxRuleInputSchema.parse({ name: 'NY', rate: '8.875', country: 'us', region: 'NY', appliesToShipping: true }));
    expect(rule).toMatchObject({ rate: '8.875', ratePpm: 88_750, country: 'US', region: 'NY', appliesToShipping: true });
    const zone = await service.createShippingZone(site, shippingZoneInputSchema.parse({ name: 'Home', countries: ['us'], options: [{ name: 'Ground', costCents: 700 }] }));
    const wanted = await service.createCoupon(site, couponInputSchema.parse({ code: 'Spring', type: 'PERCENTAGE', percentOff: 10, expiresAt: '2027-01-01T00:00:00Z', usageLimit: 5 }));
    await service.createCoupon(site, couponInputSchema.parse({ code: 'OTHER', type: 'FREE_SHIPPING' }));
    await service.createTaxRule(other, taxRuleInputSchema.parse({ name: 'Theirs', rate: '5', country: 'US' }));
    await service.createCoupon(other, couponInputSchema.parse({ code: 'SPRING', type: 'FIXED_AMOUNT', amountOffCents: 100 }));

    const rules = await service.rulesForCart(site, ['spring ', 'unknown']);
    expect(rules.taxRules).toEqual([rule]);
    expect(rules.shippingZones).toEqual([zone]);
    expect(rules.coupons).toEqual([wanted]);
    expect(wanted).toMatchObject({ code: 'Spring', expiresAt: Date.UTC(2027, 0, 1), usageLimit: 5, redemptionCount: 0, startsAt: null });
    expect((await service.rulesForCart(site, [])).coupons).toEqual([]);
  });

  it('GAP-55 codes are unique per site whatever their case; a redemption counts only below the limit', async () => {
    const { service, site, other } = setup();
    const once = await service.createCoupon(site, couponInputSchema.parse({ code: 'ONCE', type: 'PERCENTAGE', percentOff: 50, usageLimit: 1 }));
    await expect(service.createCoupon(site, couponInputSchema.parse({ code: 'once', type: 'FREE_SHIPPING' }))).rejects.toSatisfy((e) => isDomainError(e, 'COUPON_CODE_TAKEN'));
    await service.createCoupon(other, couponInputSchema.parse({ code: 'once', type: 'FREE_SHIPPING' }));
    await service.redeemCoupons(site, [{ couponId: once.id, code: once.code }]);
    await expect(service.redeemCoupons(site, [{ couponId: once.id, code: once.code }])).rejects.toSatisfy((e) => isDomainError(e, 'CHECKOUT_COUPON_INVALID'));
    await expect(service.redeemCoupons(other, [{ couponId: once.id, code: once.code }])).rejects.toSatisfy((e) => isDomainError(e, 'CHECKOUT_COUPON_INVALID'));
    const [after] = await service.listCoupons(site);
    expect(after!.redemptionCount).toBe(1);
    // An edit keeps the count.
    const edited = await service.updateCoupon(site, once.id, couponInputSchema.parse({ code: 'ONCE', type: 'PERCENTAGE', percentOff: 40, usageLimit: 2 }));
    expect(edited).toMatchObject({ percentOff: 40, usageLimit: 2, redemptionCount: 1 });
    await service.redeemCoupons(site, [{ couponId: once.id, code: once.code }]);
  });

  it('GAP-54 editing a zone keeps the option ids it is sent and gives new options new ids', async () => {
    const { service, site, other } = setup();
    const zone = await service.createShippingZone(site, shippingZoneInputSchema.parse({ name: 'Z', countries: ['*'], options: [{ name: 'A', costCents: 100 }, { name: 'B', costCents: 200 }] }));
    const [a] = zone.options;
    const edited = await service.updateShippingZone(site, zone.id, shippingZoneInputSchema.parse({ name: 'Z2', countries: ['*'], options: [{ id: a!.id, name: 'A', costCents: 150 }, { name: 'C', costCents: 300 }] }));
    expect(edited.options[0]).toEqual({ ...a, costCents: 150 });
    expect(edited.options[1]!.id).not.toBe(zone.options[1]!.id);
    await expect(service.deleteShippingZone(other, zone.id)).rejects.toSatisfy((e) => isDomainError(e, 'SHIPPING_ZONE_NOT_FOUND'));
    await service.deleteShippingZone(site, zone.id);
    expect(await service.listShippingZones(site)).toEqual([]);
  });
});
