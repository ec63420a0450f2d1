/**
 * A buyer process for the multi-process tests: opens the PostgreSQL schema it is given and
 * places `count` orders of one unit of a variant, `concurrency` at a time, printing one line
 * per outcome as it happens ('placed', 'insufficient' or 'other <error>'); the crash test
 * kills it in the middle.
 * Usage: tsx test/support/place-orders-process.ts '<json {url, schema, websiteId, variantId, count, concurrency, prefix}>'
 */
import { openDatabase } from '../../src/db/database';
import { createOrderServices } from '../../src/server/composition/orders';
import { systemClock } from '../../src/shared/clock';
import { isDomainError } from '../../src/shared/errors';
import { createEventBus } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';

interface Args {
  url: string;
  schema: string;
  websiteId: string;
  variantId: string;
  count: number;
  concurrency: number;
  prefix: string;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const database = await openDatabase({ url: args.url, schema: args.schema, maxConnections: 4 });
const { orderFlows } = createOrderServices({ database, clock: systemClock, ids: sequentialIds(args.prefix), events: createEventBus() });
const placeOne = (i: number) =>
  orderFlows.placeOrder({
    checkout: {
      websiteId: args.websiteId,
      idempotencyKey: `${args.prefix}-key-${i}`,
      purchasedCartId: null,
      testMode: false,
      currency: 'USD',
      customerEmail: `buyer${i}@example.com`,
      shippingAddress: null,
      billingAddress: null,
      lines: [{ itemId: 'item', variantId: args.variantId, sku: 'RACE', productName: 'Last units', quantity: 1, unitPrice: 999 }],
      subtotal: 999,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      grandTotal: 999,
    },
    payment: { type: 'card', number: '4242424242424242' },
  });

let next = 0;
const buyer = async () => {
  while (next < args.count) {
    const i = next++;
    try {
      await placeOne(i);
      process.stdout.write('placed\n');
    } catch (e) {
      process.stdout.write(isDomainError(e, 'INVENTORY_INSUFFICIENT') ? 'insufficient\n' : `other ${String(e)}\n`);
    }
  }
};
await Promise.all(Array.from({ length: args.concurrency }, buyer));
await database.close();
