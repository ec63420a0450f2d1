/**
 * The owner's pricing rules over HTTP (GAP-53, GAP-54, GAP-55, GAP-57, GAP-10): tax rules,
 * shipping zones and coupons created, listed, replaced and deleted; bad input answered 400 with
 * the field; the roles that may read and change them; the store settings for the checkout
 * minimum and the store address.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

let counter = 0;

describeDatabase('owner pricing rules', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `pricing-${++counter}-${Math.random().toString(16).slice(2, 8)}`, title: 'Pricing' });
    const owner = await ownerSession(app, { websiteId: site.id });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner.headers) =>
      app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
    return { app, site, owner, call };
  };
  const roleHeaders = async (app: FastifyInstance, websiteId: string, role: number) => (await ownerSession(app, { websiteId, role })).headers;

  it('GAP-53 tax rules: create, list, replace, delete; the rate stays exact', async () => {
    const { app, call } = await setup();
    const created = await call('POST', '/api/admin/store/tax-rules', { name: 'New York', rate: '8.875', country: 'us', region: 'NY', appliesToShipping: true });
    expect(created.statusCode).toBe(201);
    const rule = created.json().taxRule;
    expect(rule).toEqual({ id: expect.any(String), name: 'New York', rate: '8.875', country: 'US', region: 'NY', appliesToShipping: true, created: expect.any(Number), updated: expect.any(Number) });
    expect((await call('GET', '/api/admin/store/tax-rules')).json()).toEqual({ taxRules: [rule] });
    const replaced = await call('PUT', `/api/admin/store/tax-rules/${rule.id}`, { name: 'New York State', rate: 4, country: 'US', region: '' });
    expect(replaced.json().taxRule).toMatchObject({ id: rule.id, name: 'New York State', rate: '4', region: null, appliesToShipping: false });
    expect((await call('DELETE', `/api/admin/store/tax-rules/${rule.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/store/tax-rules/${rule.id}`)).json()).toMatchObject({ status: 404, code: 'TAX_RULE_NOT_FOUND' });
    expect((await call('PUT', '/api/admin/store/tax-rules/missing', { name: 'X', rate: '1', country: 'US' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ name: 'X', rate: '8.87501', country: 'US' }, 'rate'],
      [{ name: 'X', rate: '101', country: 'US' }, 'rate'],
      [{ name: 'X', rate: '5', country: 'USA' }, 'country'],
      [{ name: '', rate: '5', country: 'US' }, 'name'],
      [{ name: 'X', rate: '5', country: 'US', websiteId: 'other' }, '_'],
    ] as const) {
      const res = await call('POST', '/api/admin/store/tax-rules', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (field !== '_') expect(Object.keys(res.json().data.errors)).toContain(field);
    }
    await app.close();
  });

  it('GAP-54 shipping zones: options get ids, kept when sent back; countries are checked', async () => {
    const { app, call } = await setup();
    const created = await call('POST', '/api/admin/store/shipping-zones', {
      name: 'Domestic',
      countries: ['us', 'pr'],
      options: [{ name: 'Ground', costCents: 700, freeOverCents: 10_000, deliveryEstimate: '3–5 business days' }],
    });
    expect(created.statusCode).toBe(201);
    const zone = created.json().shippingZone;
    expect(zone).toMatchObject({ name: 'Domestic', countries: ['US', 'PR'], options: [{ id: expect.any(String), name: 'Ground', costCents: 700, freeOverCents: 10_000, deliveryEstimate: '3–5 business days' }] });
    expect(zone).toEqual({ id: expect.any(String), name: 'Domestic', countries: ['US', 'PR'], options: [expect.any(Object)], created: expect.any(Number), updated: expect.any(Number) });
    const ground = zone.options[0].id;
    const edited = await call('PUT', `/api/admin/store/shipping-zones/${zone.id}`, { name: 'Domestic', countries: ['US'], options: [{ id: ground, name: 'Ground', costCents: 800 }, { name: 'Express', costCents: 2500 }] });
    expect(edited.json().shippingZone.options).toEqual([
      { id: ground, name: 'Ground', costCents: 800, freeOverCents: null, deliveryEstimate: null },
      { id: expect.any(String), name: 'Express', costCents: 2500, freeOverCents: null, deliveryEstimate: null },
    ]);
    expect((await call('GET', '/api/admin/store/shipping-zones')).json().shippingZones).toHaveLength(1);
    for (const body of [
      { name: 'W', countries: [], options: [{ name: 'A', costCents: 1 }] },
      { name: 'W', countries: ['US', 'us'], options: [{ name: 'A', costCents: 1 }] },
      { name: 'W', countries: ['Mars'], options: [{ name: 'A', costCents: 1 }] },
      { name: 'W', countries: ['*'], options: [] },
      { name: 'W', countries: ['*'], options: [{ name: 'A', costCents: -1 }] },
      { name: 'W', countries: ['*'], options: [{ name: 'A', costCents: 1.5 }] },
    ]) {
      expect((await call('POST', '/api/admin/store/shipping-zones', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/api/admin/store/shipping-zones', { name: 'World', countries: ['*'], options: [{ name: 'A', costCents: 4000 }] })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/store/shipping-zones/${zone.id}`)).statusCode).toBe(204);
    await app.close();
  });

  it('GAP-55 coupons: codes unique per site whatever their case, terms checked, the redemption count kept on edit', async () => {
    const { app, site, call } = await setup();
    const created = await call('POST', '/api/admin/store/coupons', { code: 'Spring25', type: 'PERCENTAGE', percentOff: 25, minimumSubtotalCents: 5000, expiresAt: '2027-03-01T00:00:00Z', usageLimit: 100 });
    expect(created.statusCode).toBe(201);
    const coupon = created.json().coupon;
    expect(coupon).toEqual({
      id: expect.any(String),
      code: 'Spring25',
      type: 'PERCENTAGE',
      percentOff: 25,
      amountOffCents: null,
      minimumSubtotalCents: 5000,
      startsAt: null,
      expiresAt: Date.UTC(2027, 2, 1),
      usageLimit: 100,
      redemptionCount: 0,
      active: true,
      created: expect.any(Number),
      updated: expect.any(Number),
    });
    expect((await call('POST', '/api/admin/store/coupons', { code: 'SPRING25', type: 'FREE_SHIPPING' })).json()).toEqual({ status: 409, code: 'COUPON_CODE_TAKEN', message: 'Another coupon already uses the code SPRING25.' });
    await app.services.pricingRules.redeemCoupons(site.id, [{ couponId: coupon.id, code: coupon.code }]);
    const edited = await call('PUT', `/api/admin/store/coupons/${coupon.id}`, { code: 'Spring25', type: 'FIXED_AMOUNT', amountOffCents: 1000, active: false });
    expect(edited.json().coupon).toMatchObject({ type: 'FIXED_AMOUNT', percentOff: null, amountOffCents: 1000, active: false, redemptionCount: 1, expiresAt: null });
    for (const body of [
      { code: 'A', type: 'PERCENTAGE' },
      { code: 'A', type: 'PERCENTAGE', percentOff: 101 },
      { code: 'A', type: 'FIXED_AMOUNT', percentOff: 10 },
      { code: 'A', type: 'FREE_SHIPPING', amountOffCents: 100 },
      { code: 'has space', type: 'FREE_SHIPPING' },
      { code: 'A', type: 'BOGO' },
      { code: 'A', type: 'FREE_SHIPPING', startsAt: '2027-01-02T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' },
      { code: 'A', type: 'FREE_SHIPPING', usageLimit: 0 },
    ]) {
      expect((await call('POST', '/api/admin/store/coupons', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/api/admin/store/coupons')).json().coupons).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/store/coupons/${coupon.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/store/coupons')).json().coupons).toEqual([]);
    await app.close();
  });

  it('GAP-57 GAP-53 the checkout minimum and the store address are store settings', async () => {
    const { app, call } = await setup();
    expect((await call('GET', '/api/admin/catalog/settings')).json().storeSettings).toMatchObject({ minimumOrderSubtotal: 0, storeAddress: null });
    const saved = await call('PUT', '/api/admin/catalog/settings', { minimumOrderSubtotal: 2500, storeAddress: { country: 'gb', region: 'London' } });
    expect(saved.json().storeSettings).toMatchObject({ minimumOrderSubtotal: 2500, storeAddress: { country: 'GB', region: 'London' } });
    for (const body of [{ minimumOrderSubtotal: -1 }, { minimumOrderSubtotal: 10.5 }, { minimumOrderSubtotal: '25' }, { storeAddress: { country: 'Britain' } }]) {
      expect((await call('PUT', '/api/admin/catalog/settings', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const cleared = await call('PUT', '/api/admin/catalog/settings', { minimumOrderSubtotal: 0, storeAddress: null });
    expect(cleared.json().storeSettings).toMatchObject({ minimumOrderSubtotal: 0, storeAddress: null });
    await app.close();
  });

  it("GAP-10 'commerce.settings': admins and website managers change the rules, a viewer only reads them, others are refused", async () => {
    const { app, site, call } = await setup();
    const body = { name: 'VAT', rate: '20', country: 'GB' };
    const manager = await roleHeaders(app, site.id, ContributorRole.WEBSITE_MANAGER);
    expect((await call('POST', '/api/admin/store/tax-rules', body, manager)).statusCode).toBe(201);
    const viewer = await roleHeaders(app, site.id, ContributorRole.VIEWER);
    expect((await call('GET', '/api/admin/store/tax-rules', undefined, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/store/coupons', { code: 'V', type: 'FREE_SHIPPING' }, viewer)).statusCode).toBe(403);
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.EDITOR, ContributorRole.BILLING]) {
      const headers = await roleHeaders(app, site.id, role);
      expect((await call('GET', '/api/admin/store/shipping-zones', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/store/tax-rules', body, headers)).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const { cookie: _signedIn, ...anonymous } = await roleHeaders(app, site.id, ContributorRole.ADMIN);
    expect((await call('GET', '/api/admin/store/coupons', undefined, anonymous)).statusCode).toBe(401);
    await app.close();
  });

});
