/**
 * issue 15 §2, GAP-53, GAP-54: the cart keeps a site's coupon-free pricing rules in memory, so
 * every change of a tax rule or shipping zone must price the very next cart read; a coupon's
 * rules are read afresh, so a coupon used up elsewhere is refused at once.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { pricingFor, standardZones } from '../../../../test/support/pricing';
import { shippingZoneInputSchema, taxRuleInputSchema } from '../../../modules/pricing-rules';

describeDatabase('cart pricing rules kept in memory', (db) => {
  it('GAP-53 a tax rule added, changed and removed after the cart was priced prices the next read', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const rules = app.services.pricingRules;
    const visitor = cartVisitor(app, host);
    await standardZones(app, site.id);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'NY', postalCode: '10001' });
    const taxNow = async () => (await visitor.getCart()).json().taxCents as number;
    expect(await taxNow()).toBe(0);
    const rule = await pricingFor(app, site.id).taxRule({ name: 'New York', rate: '10', country: 'US', region: 'NY' });
    expect(await taxNow()).toBe(270);
    await rules.updateTaxRule(site.id, rule.id, taxRuleInputSchema.parse({ name: 'New York', rate: '5', country: 'US', region: 'NY' }));
    expect(await taxNow()).toBe(135);
    await rules.deleteTaxRule(site.id, rule.id);
    expect(await taxNow()).toBe(0);
    await app.close();
  });

  it('GAP-54 a shipping zone added or changed after the cart was priced offers its options on the next read', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const visitor = cartVisitor(app, host);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'NY', postalCode: '10001' });
    const optionNames = async () => ((await visitor.getCart()).json().shippingOptions as { name: string }[]).map((o) => o.name);
    expect(await optionNames()).toEqual([]);
    await standardZones(app, site.id);
    expect(await optionNames()).toEqual(['Ground', 'Express']);
    const [zone] = await app.services.pricingRules.listShippingZones(site.id);
    await app.services.pricingRules.updateShippingZone(site.id, zone!.id, shippingZoneInputSchema.parse({ name: zone!.name, countries: ['US', 'CA'], options: [{ name: 'Courier', costCents: 900 }] }));
    expect(await optionNames()).toEqual(['Courier']);
    await app.services.pricingRules.deleteShippingZone(site.id, zone!.id);
    expect(await optionNames()).toEqual(['International']);
    await app.close();
  });
});
