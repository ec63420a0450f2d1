/**
 * Order placement for tests: the order services over a test database with the test processor
 * (its calls counted; its payments in the database), what they logged, stock set through the inventory service, and priced checkouts.
 */
import type { Database } from '../../src/db/database';
import type { PricedCheckout } from '../../src/flows/checkout';
import { createInventoryService } from '../../src/modules/inventory';
import { createTestProcessor, TEST_CARDS } from '../../src/modules/payments';
import type { MailTransport } from '../../src/modules/outbox';
import { createOrderServices } from '../../src/server/composition/orders';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';

let counter = 0;

export function orderTestbed(database: Database, options: { transport?: MailTransport | null; websiteId?: string } = {}) {
  const tag = `o${(++counter).toString(36)}${Math.random().toString(16).slice(2, 8)}`;
  const ids = sequentialIds(tag);
  const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const events = createEventBus((e) => {
    throw e;
  });
  const provider = createTestProcessor({ db: database.db, ids, clock });
  /** What background work logged (reconciliation failures). */
  const logged: { message: string; details: Record<string, unknown> }[] = [];
  const log = { error: (details: object, message: string) => void logged.push({ message, details: details as Record<string, unknown> }) };
  const services = createOrderServices({ database, clock, ids, events, provider, transport: options.transport ?? null, log });
  const inventory = createInventoryService({ db: database.db, ids, clock, events });
  const websiteId = options.websiteId ?? `site-${tag}`;
  let keys = 0;
  let variants = 0;
  return {
    ...services,
    inventory,
    provider,
    logged,
    clock,
    websiteId,
    tag,
    key: () => `${tag}-key-${++keys}`,
    /** A new variant with `quantity` units in stock. */
    async stockedVariant(quantity: number): Promise<string> {
      const variantId = `${tag}-v${++variants}`;
      if (quantity > 0) await inventory.adjustStock(websiteId, variantId, { expected: 0, quantity });
      return variantId;
    },
    async qty(variantId: string): Promise<number> {
      return (await inventory.getStock(websiteId, [variantId]))[0]!.qtyInStock;
    },
    /** A priced checkout buying `quantity` of each variant at 1250 (plus 500 shipping, 100 tax per line). */
    checkout(lines: { variantId: string; quantity: number }[], overrides: Partial<PricedCheckout> = {}): PricedCheckout {
      const priced = lines.map((l, i) => ({ itemId: `${tag}-item-${i}`, variantId: l.variantId, sku: `SKU-${l.variantId}`, productName: `Product ${i + 1}`, quantity: l.quantity, unitPrice: 1250 }));
      const subtotal = priced.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
      return {
        websiteId,
        idempotencyKey: `${tag}-key-${++keys}`,
        purchasedCartId: `${tag}-cart`,
        testMode: false,
        currency: 'USD',
        customerEmail: 'buyer@example.com',
        shippingAddress: { firstName: 'Ada', lastName: 'Buyer', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
        billingAddress: null,
        lines: priced,
        subtotal,
        discountTotal: 0,
        shippingTotal: 500,
        taxTotal: 100 * lines.length,
        grandTotal: subtotal + 500 + 100 * lines.length,
        storeName: 'Test Store',
        ...overrides,
      };
    },
    async chargeRows(checkoutKey: string) {
      return database.query<{ status: string; order_id: string | null; amount: number; attempt: number }>(
        'select status, order_id, amount, attempt from payments_charges where website_id = $1 and checkout_key = $2 order by attempt',
        [websiteId, checkoutKey],
      );
    },
  };
}

export const CARD = {
  ok: { type: 'card' as const, number: '4242 4242 4242 4242' },
  declined: { type: 'card' as const, number: '4000 0000 0000 0002' },
  extraStep: { type: 'card' as const, number: '4000 0027 6000 3184' },
  raw: TEST_CARDS,
};
