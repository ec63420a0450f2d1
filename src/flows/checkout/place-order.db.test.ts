import { expect, it } from 'vitest';
import { CARD, orderTestbed } from '../../../test/support/checkout';
import { describeDatabase } from '../../../test/support/database';
import { isDomainError } from '../../shared/errors';

const declined = (message: string) => (e: unknown) => isDomainError(e, 'PAYMENT_DECLINED') && e.details.declineMessage === message;

describeDatabase('placing an order', (db) => {
  it('CHK-01 CHK-02 places an order: stock taken, charge captured and linked, confirmation email in the outbox', async () => {
    const t = orderTestbed(db());
    const a = await t.stockedVariant(5);
    const b = await t.stockedVariant(2);
    const checkout = t.checkout([{ variantId: a, quantity: 2 }, { variantId: b, quantity: 1 }]);
    const result = await t.orderFlows.placeOrder({ checkout, payment: CARD.ok });
    if (result.status !== 'placed') throw new Error('not placed');
    const { order } = result;
    expect(result.replayed).toBe(false);
    expect(order).toMatchObject({
      websiteId: t.websiteId,
      orderNumber: 1,
      purchasedCartId: checkout.purchasedCartId,
      testMode: false,
      customerEmail: 'buyer@example.com',
      currency: 'USD',
      subtotal: 3750,
      shippingTotal: 500,
      taxTotal: 200,
      grandTotal: 4450,
      status: 'placed',
      fulfillmentStatus: 'unfulfilled',
      paymentSummary: 'card ending 4242',
    });
    expect(order.items).toEqual([
      { itemId: checkout.lines[0]!.itemId, variantId: a, sku: `SKU-${a}`, productName: 'Product 1', quantity: 2, unitPrice: 1250, options: [], position: 0, downloadsUsed: 0 },
      { itemId: checkout.lines[1]!.itemId, variantId: b, sku: `SKU-${b}`, productName: 'Product 2', quantity: 1, unitPrice: 1250, options: [], position: 1, downloadsUsed: 0 },
    ]);
    expect([await t.qty(a), await t.qty(b)]).toEqual([3, 1]);
    expect(await t.chargeRows(checkout.idempotencyKey)).toEqual([{ status: 'captured', order_id: order.id, amount: 4450, attempt: 1 }]);
    const { messages } = await t.outbox.listMessages(t.websiteId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'buyer@example.com', subject: 'Your order #1 is confirmed', status: 'recorded', sent: null });
    expect(messages[0]!.text).toContain('Total: 44.50 USD');
    expect(messages[0]!.html).toContain('<h1>Order #1</h1>');
    // GAP-51: the order status page reaches the order with its id and token only.
    expect(await t.orders.findForBuyer(t.websiteId, order.id, order.accessToken)).toMatchObject({ id: order.id });
    expect(await t.orders.findForBuyer(t.websiteId, order.id, 'wrong')).toBeNull();
    expect(await t.orders.findForBuyer('other-site', order.id, order.accessToken)).toBeNull();
    const second = await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: a, quantity: 1 }]), payment: CARD.ok });
    expect(second.status === 'placed' && second.order.orderNumber).toBe(2);
  });

  it('CHK-01 the same idempotency key twice makes one order and one charge', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(3);
    const checkout = t.checkout([{ variantId: v, quantity: 1 }]);
    const first = await t.orderFlows.placeOrder({ checkout, payment: CARD.ok });
    const callsAfterFirst = t.provider.calls;
    const again = await t.orderFlows.placeOrder({ checkout, payment: CARD.ok });
    expect(again).toMatchObject({ status: 'placed', replayed: true });
    expect(first.status === 'placed' && again.status === 'placed' && again.order.id === first.order.id).toBe(true);
    expect(t.provider.calls).toBe(callsAfterFirst);
    expect(await t.chargeRows(checkout.idempotencyKey)).toHaveLength(1);
    expect(await t.qty(v)).toBe(2);
    expect((await t.orders.listOrders(t.websiteId)).orders).toHaveLength(1);
    expect((await t.outbox.listMessages(t.websiteId)).messages).toHaveLength(1);
  });

  it('GAP-52 a declined card answers with the decline message, takes nothing, and a retry with another card succeeds', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const checkout = t.checkout([{ variantId: v, quantity: 1 }]);
    await expect(t.orderFlows.placeOrder({ checkout, payment: CARD.declined })).rejects.toSatisfy(declined('Your card was declined.'));
    await expect(t.orderFlows.placeOrder({ checkout, payment: { type: 'card', number: '1234 5678 9012 3456' } })).rejects.toSatisfy(
      declined('Your card number is incorrect.'),
    );
    expect(await t.qty(v)).toBe(1);
    expect(await t.orders.findByKey(t.websiteId, checkout.idempotencyKey)).toBeNull();
    const result = await t.orderFlows.placeOrder({ checkout, payment: CARD.ok });
    expect(result.status).toBe('placed');
    expect((await t.chargeRows(checkout.idempotencyKey)).map((c) => c.status)).toEqual(['declined', 'declined', 'captured']);
  });

  it('GAP-52 a card needing an extra step answers requires_action, and the confirm call completes the order', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(2);
    const checkout = t.checkout([{ variantId: v, quantity: 1 }]);
    const pending = await t.orderFlows.placeOrder({ checkout, payment: CARD.extraStep });
    expect(pending).toMatchObject({ status: 'requires_action', action: { type: 'confirm' } });
    expect(await t.qty(v)).toBe(2);
    // A retried submit while the buyer is on the extra step changes nothing.
    expect(await t.orderFlows.placeOrder({ checkout, payment: CARD.extraStep })).toMatchObject({ status: 'requires_action' });
    const confirmed = await t.orderFlows.confirmOrderPayment(t.websiteId, checkout.idempotencyKey);
    expect(confirmed).toMatchObject({ status: 'placed', replayed: false });
    expect(await t.qty(v)).toBe(1);
    expect(await t.orderFlows.confirmOrderPayment(t.websiteId, checkout.idempotencyKey)).toMatchObject({ status: 'placed', replayed: true });
    expect(await t.chargeRows(checkout.idempotencyKey)).toHaveLength(1);
    await expect(t.orderFlows.confirmOrderPayment(t.websiteId, 'no-such-key-123')).rejects.toSatisfy((e) => isDomainError(e, 'PAYMENT_NOT_FOUND'));
  });

  it('BNPL pays in 4 instalments through the test processor', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const result = await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: v, quantity: 1 }]), payment: { type: 'instalments', instalments: 4 } });
    expect(result.status === 'placed' && result.order.paymentSummary).toBe('4 instalments of $4.62 (the first $4.64)');
  });

  it('GAP-59 an item sold out before checkout is refused before any charge: no charge row, no processor payment, no stock taken', async () => {
    const t = orderTestbed(db());
    const plenty = await t.stockedVariant(10);
    const scarce = await t.stockedVariant(1);
    const gone = await t.stockedVariant(0);
    for (const lines of [
      [{ variantId: plenty, quantity: 3 }, { variantId: scarce, quantity: 2 }],
      [{ variantId: gone, quantity: 1 }],
    ]) {
      const checkout = t.checkout(lines);
      const calls = t.provider.calls;
      await expect(t.orderFlows.placeOrder({ checkout, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
      // A retried submit answers the same, and still charges nothing.
      await expect(t.orderFlows.placeOrder({ checkout, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
      expect(await t.chargeRows(checkout.idempotencyKey)).toEqual([]);
      expect(t.provider.calls).toBe(calls);
    }
    const processorPayments = await db().query('select reference from payments_test_processor_payments where website_id = $1', [t.websiteId]);
    expect(processorPayments).toEqual([]);
    expect([await t.qty(plenty), await t.qty(scarce), await t.qty(gone)]).toEqual([10, 1, 0]);
    expect((await t.outbox.listMessages(t.websiteId)).messages).toEqual([]);
  });

  it('GAP-59 takes stock atomically: when one line cannot be covered after payment nothing is taken and the charge is refunded', async () => {
    const t = orderTestbed(db());
    const plenty = await t.stockedVariant(10);
    const scarce = await t.stockedVariant(2);
    const checkout = t.checkout([{ variantId: plenty, quantity: 3 }, { variantId: scarce, quantity: 2 }]);
    // Another buyer takes one of the scarce units between the check before charging and the order's transaction.
    const { charge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: checkout.idempotencyKey, amount: checkout.grandTotal, currency: 'USD', method: CARD.ok, context: checkout });
    await t.payments.executeCharge(t.websiteId, charge.id, CARD.ok);
    await t.inventory.takeStock(t.websiteId, [{ variantId: scarce, quantity: 1 }]);
    await expect(t.orderFlows.placeOrder({ checkout, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
    expect([await t.qty(plenty), await t.qty(scarce)]).toEqual([10, 1]);
    expect(await t.chargeRows(checkout.idempotencyKey)).toEqual([{ status: 'refunded', order_id: null, amount: checkout.grandTotal, attempt: 1 }]);
    const [payment] = await db().query<{ status: string; refunded_amount: number }>('select status, refunded_amount from payments_test_processor_payments where website_id = $1', [t.websiteId]);
    expect(payment).toEqual({ status: 'refunded', refunded_amount: checkout.grandTotal });
    expect((await t.outbox.listMessages(t.websiteId)).messages).toEqual([]);
    // A retried submit after the refund answers the same, and charges nothing more.
    await expect(t.orderFlows.placeOrder({ checkout, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
    expect(await t.chargeRows(checkout.idempotencyKey)).toHaveLength(1);
  });

  it('CHK-01 the order number is reserved before the order\'s transaction: a purchase refused after payment leaves its number unused', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const late = t.checkout([{ variantId: v, quantity: 1 }]);
    const { charge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: late.idempotencyKey, amount: late.grandTotal, currency: 'USD', method: CARD.ok, context: late });
    await t.payments.executeCharge(t.websiteId, charge.id, CARD.ok);
    await t.inventory.takeStock(t.websiteId, [{ variantId: v, quantity: 1 }]);
    await expect(t.orderFlows.placeOrder({ checkout: late, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
    await t.inventory.adjustStock(t.websiteId, v, { delta: 1 });
    const next = await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: v, quantity: 1 }]), payment: CARD.ok });
    expect(next.status === 'placed' && next.order.orderNumber).toBe(2);
    expect((await t.orders.listOrders(t.websiteId)).orders.map((o) => o.orderNumber)).toEqual([2]);
  });

  it('GAP-59 the stock taken by an earlier buyer after a later one paid: the later one is refunded', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const first = t.checkout([{ variantId: v, quantity: 1 }]);
    const second = t.checkout([{ variantId: v, quantity: 1 }]);
    // The second buyer's payment goes through before the first buyer's order takes the unit.
    const { charge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: second.idempotencyKey, amount: second.grandTotal, currency: 'USD', method: CARD.ok, context: second });
    await t.payments.executeCharge(t.websiteId, charge.id, CARD.ok);
    expect((await t.orderFlows.placeOrder({ checkout: first, payment: CARD.ok })).status).toBe('placed');
    await expect(t.orderFlows.placeOrder({ checkout: second, payment: CARD.ok })).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
    expect((await t.chargeRows(second.idempotencyKey)).map((c) => c.status)).toEqual(['refunded']);
    expect(await t.qty(v)).toBe(0);
  });

  it('GAP-51 GAP-52 the confirmation email adds the billing address only when it is not the shipping address', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(2);
    const billingAddress = { firstName: 'Ada', lastName: 'Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };
    const same = t.checkout([{ variantId: v, quantity: 1 }]);
    expect((await t.orderFlows.placeOrder({ checkout: { ...same, billingAddress: same.shippingAddress }, payment: CARD.ok })).status).toBe('placed');
    expect((await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: v, quantity: 1 }], { billingAddress }), payment: CARD.ok })).status).toBe('placed');
    const [other, repeated] = (await t.outbox.listMessages(t.websiteId)).messages.sort((a, b) => b.subject.localeCompare(a.subject));
    expect(repeated!.subject).toBe('Your order #1 is confirmed');
    expect(repeated!.text).toContain('Shipping to:\nAda Buyer\n1 Main St');
    expect(`${repeated!.text}${repeated!.html}`).not.toContain('Billing address');
    expect(other!.subject).toBe('Your order #2 is confirmed');
    expect(other!.text).toContain('Shipping to:\nAda Buyer\n1 Main St\n12345 Springfield\nUS\n\nBilling address:\nAda Byron\n12 St James Sq\nSW1Y 4JH London\nGB');
    expect(other!.html).toContain('<p>Billing address:<br>Ada Byron<br>12 St James Sq<br>SW1Y 4JH London<br>GB</p>');
  });

  it('GAP-58 test-mode orders take no stock', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const result = await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: v, quantity: 1 }], { testMode: true }), payment: CARD.ok });
    expect(result.status === 'placed' && result.order.testMode).toBe(true);
    expect(await t.qty(v)).toBe(1);
    expect((await t.outbox.listMessages(t.websiteId)).messages[0]!.subject).toBe('[Test] Your order #1 is confirmed');
  });

  it('refuses an inconsistent checkout before charging', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const good = t.checkout([{ variantId: v, quantity: 1 }]);
    await expect(t.orderFlows.placeOrder({ checkout: { ...good, grandTotal: good.grandTotal - 1 }, payment: CARD.ok })).rejects.toSatisfy((e) =>
      isDomainError(e, 'CHECKOUT_TOTALS_INVALID'),
    );
    await expect(t.orderFlows.placeOrder({ checkout: { ...good, customerEmail: 'nope', idempotencyKey: 'x' }, payment: CARD.ok })).rejects.toSatisfy(
      (e) => isDomainError(e, 'VALIDATION_FAILED') && 'customerEmail' in (e.details.errors as object) && 'idempotencyKey' in (e.details.errors as object),
    );
    expect(t.provider.calls).toBe(0);
  });
});
