import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { PricedCheckout } from '../../../flows/checkout';
import type { OrderAddress } from '../../../modules/orders';
import { ContributorRole } from '../../../shared/enums';

interface ListedOrder {
  id: string;
  orderNumber: number;
}

describeDatabase('owner order list filters, fulfilment, resent confirmations and timeline', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.ADMIN) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `orf-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop <&>' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    const variantId = `${site.id}-v1`;
    await app.services.inventory.adjustStock(site.id, variantId, { expected: 0, quantity: 50 });
    const address = (firstName: string, lastName: string): OrderAddress => ({ firstName, lastName, line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' });
    const place = async (key: string, options: { email?: string; name?: [string, string]; testMode?: boolean; ownerEmail?: string } = {}) => {
      const shippingAddress = options.name === undefined ? null : address(...options.name);
      const checkout: PricedCheckout = {
        websiteId: site.id,
        idempotencyKey: `${site.id}-${key}`,
        purchasedCartId: null,
        testMode: options.testMode ?? false,
        currency: 'USD',
        customerEmail: options.email ?? 'buyer@example.com',
        shippingAddress,
        billingAddress: shippingAddress,
        lines: [{ itemId: 'item-1', variantId, sku: 'MUG-1', productName: 'Mug', quantity: 1, unitPrice: 1500, options: [{ name: 'Colour', value: 'Blue', amountCents: null }] }],
        subtotal: 1500,
        discountTotal: 0,
        shippingTotal: 0,
        taxTotal: 0,
        grandTotal: 1500,
        storeName: 'Shop',
        ...(options.ownerEmail !== undefined && { ownerEmail: options.ownerEmail, siteOrigin: 'https://shop.example' }),
      };
      const result = await app.services.orderFlows.placeOrder({ checkout, payment: { type: 'card', number: '4242424242424242' } });
      if (result.status !== 'placed') throw new Error('not placed');
      return result.order;
    };
    const list = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json() as { orders: ListedOrder[]; nextCursor: number | null };
    };
    const outbox = async () => (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers })).json().messages as { to: string; subject: string; text: string; html: string }[];
    return { app, site, headers, place, list, outbox };
  };

  it('searches by order number, email or name and filters by payment, fulfilment, test mode and dates', async () => {
    const { app, place, list, headers } = await setup();
    const ada = await place('a', { email: 'ada@example.com', name: ['Ada', 'Lovelace'] });
    const grace = await place('b', { email: 'grace@navy.example', name: ['Grace', 'Hopper'] });
    const test = await place('c', { email: 'tester@example.com', testMode: true });
    const ids = (page: { orders: ListedOrder[] }) => page.orders.map((o) => o.id);
    expect(ids(await list(`q=${ada.orderNumber}`))).toEqual([ada.id]);
    expect(ids(await list(`q=%23${grace.orderNumber}`))).toEqual([grace.id]);
    expect(ids(await list('q=NAVY'))).toEqual([grace.id]);
    expect(ids(await list('q=lovelace'))).toEqual([ada.id]);
    // LIKE wildcards are taken literally.
    expect(ids(await list('q=%25'))).toEqual([]);
    expect(ids(await list('testMode=true'))).toEqual([test.id]);
    expect(ids(await list('testMode=false'))).toEqual([grace.id, ada.id]);
    await app.services.orderFlows.refundOrder(ada.websiteId, ada.id, {});
    expect(ids(await list('status=refunded'))).toEqual([ada.id]);
    await app.inject({ method: 'PUT', url: `/api/admin/orders/${grace.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'fulfilled' } });
    expect(ids(await list('fulfillmentStatus=unfulfilled'))).toEqual([test.id, ada.id]);
    expect(ids(await list('from=2000-01-01'))).toEqual([test.id, grace.id, ada.id]);
    expect(ids(await list('to=2000-01-01'))).toEqual([]);
    expect(ids(await list('from=2999-01-01'))).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/orders?from=yesterday', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('pages a filtered list by cursor without repeating or skipping orders', async () => {
    const { app, place, list } = await setup();
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await place(`p${i}`, { email: i % 2 === 0 ? 'even@example.com' : 'odd@example.com' }));
    const first = await list('q=even&limit=2');
    expect(first.orders.map((o) => o.id)).toEqual([placed[4]!.id, placed[2]!.id]);
    const second = await list(`q=even&limit=2&before=${first.nextCursor}`);
    expect(second).toMatchObject({ orders: [{ id: placed[0]!.id }], nextCursor: null });
    await app.close();
  });

  it('fulfils with carrier and tracking, emails the buyer when asked, and shows it in the timeline', async () => {
    const { app, place, headers, outbox } = await setup();
    const order = await place('f', { name: ['Ada', 'Lovelace'] });
    const payload = { fulfillmentStatus: 'fulfilled', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://track.example/1Z999?a=1&b=<2>', notifyBuyer: true };
    const res = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/fulfillment`, headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ fulfillmentStatus: 'fulfilled', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: payload.trackingUrl } });
    const shipped = (await outbox()).find((m) => m.subject === `Your order #${order.orderNumber} is on its way`);
    expect(shipped).toMatchObject({ to: 'buyer@example.com' });
    expect(shipped!.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped!.text).toContain('Carrier: UPS');
    expect(shipped!.text).toContain('Mug (Colour: Blue)');
    expect(shipped!.html).toContain('href="https://track.example/1Z999?a=1&amp;b=&lt;2&gt;"');
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers })).json();
    // The test clock stands still: same-time entries keep placed, paid, events, emails.
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid', 'fulfilment', 'email', 'email']);
    expect(detail.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'placed', title: `Order #${order.orderNumber} placed`, detail: '15.00 USD by buyer@example.com' }),
        expect.objectContaining({ kind: 'paid', title: 'Paid 15.00 USD', detail: 'card ending 4242' }),
        expect.objectContaining({ title: 'Marked as fulfilled', detail: 'UPS 1Z999AA10123456784' }),
        expect.objectContaining({ title: 'Email to buyer@example.com recorded', detail: `Your order #${order.orderNumber} is confirmed` }),
        expect.objectContaining({ title: 'Email to buyer@example.com recorded', detail: `Your order #${order.orderNumber} is on its way` }),
      ]),
    );
    // Back to unfulfilled clears the tracking; without notifyBuyer no email is queued.
    const before = (await outbox()).length;
    const undo = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'unfulfilled' } });
    expect(undo.json().order).toMatchObject({ fulfillmentStatus: 'unfulfilled', shipment: null });
    expect((await outbox()).length).toBe(before);
    await app.close();
  });

  it('refuses a tracking link that is not a web address, with a clear message', async () => {
    const { app, place, headers } = await setup();
    const order = await place('u');
    const res = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'fulfilled', trackingUrl: 'javascript:alert(1)' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.json())).toContain('A web address starting with https:// or http://.');
    await app.close();
  });

  it('sends the order confirmation again, a copy of the first, and records it', async () => {
    const { app, place, headers, outbox } = await setup();
    const order = await place('r');
    const res = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/confirmation/resend`, headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const confirmations = (await outbox()).filter((m) => m.subject === `Your order #${order.orderNumber} is confirmed`);
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]!.text).toBe(confirmations[1]!.text);
    const again = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/confirmation/resend`, headers });
    expect(again.statusCode).toBe(200);
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers })).json();
    expect(detail.timeline.filter((e: { kind: string }) => e.kind === 'confirmation_resent')).toHaveLength(2);
    const missing = await app.inject({ method: 'POST', url: '/api/admin/orders/nope/confirmation/resend', headers });
    expect(missing.json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    await app.close();
  });

  it("emails the owner every new order at the site's contact email, in the order's transaction", async () => {
    const { app, place, outbox } = await setup();
    const order = await place('o', { ownerEmail: 'owner@shop.example', name: ['Ada', 'Lovelace'], email: 'ada@example.com' });
    const mail = (await outbox()).find((m) => m.to === 'owner@shop.example');
    expect(mail).toMatchObject({ subject: `New order #${order.orderNumber} — 15.00 USD` });
    expect(mail!.text).toContain(`Shop has a new order: #${order.orderNumber} from Ada Lovelace <ada@example.com>.`);
    expect(mail!.text).toContain(`https://shop.example/config/orders/${order.id}`);
    expect(mail!.html).toContain('Ada Lovelace &lt;ada@example.com&gt;');
    // A contact email that is no address never costs the order.
    const placed = await place('o2', { ownerEmail: 'not an email' });
    expect(placed.orderNumber).toBe(order.orderNumber + 1);
    await app.close();
  });

  it("needs 'commerce.orders' for every new call; another site's orders are never visible", async () => {
    const a = await setup();
    const order = await a.place('x');
    const editor = await ownerSession(a.app, { websiteId: a.site.id, role: ContributorRole.EDITOR });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders?q=buyer' },
      { method: 'GET' as const, url: `/api/admin/orders/${order.id}` },
      { method: 'PUT' as const, url: `/api/admin/orders/${order.id}/fulfillment`, payload: { fulfillmentStatus: 'fulfilled', trackingNumber: 'T1' } },
      { method: 'POST' as const, url: `/api/admin/orders/${order.id}/confirmation/resend`, payload: {} },
    ];
    for (const call of calls) expect((await a.app.inject({ ...call, headers: editor.headers })).statusCode).toBe(403);
    const other = await a.app.services.sites.create({ identifier: `orf-other-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Other' });
    const b = await ownerSession(a.app, { websiteId: other.id });
    expect((await a.app.inject({ method: 'GET', url: '/api/admin/orders?q=buyer', headers: b.headers })).json().orders).toEqual([]);
    for (const call of calls.slice(1)) expect((await a.app.inject({ ...call, headers: b.headers })).statusCode).toBe(404);
    expect((await a.app.services.orders.mustGet(a.site.id, order.id)).fulfillmentStatus).toBe('unfulfilled');
    await a.app.close();
  });
});
