import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import type { Database } from '../../db/database';
import { fixedClock } from '../../shared/clock';
import { sequentialIds } from '../../shared/ids';
import { createTestProcessor, splitInstalments, TEST_CARDS } from './index';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
let processors = 0;

describeDatabase('test-mode payment processor', (db) => {
  /** A processor as one process has it; two made over one database stand for two processes. */
  const processor = (database: Database = db()) => createTestProcessor({ db: database.db, ids: sequentialIds(`tp${++processors}x`), clock: fixedClock(Date.UTC(2026, 0, 1)) });
  let sites = 0;
  const site = () => `tp-site-${++sites}`;

  it('answers by test card number, and the same key twice gets the first answer', async () => {
    const p = processor();
    const websiteId = site();
    const ok = await p.charge({ websiteId, idempotencyKey: 'k1', amount: usd(1000), method: { type: 'card', number: '4242 4242 4242 4242' } });
    expect(ok.status).toBe('captured');
    expect(await p.charge({ websiteId, idempotencyKey: 'k1', amount: usd(1000), method: { type: 'card', number: '4242 4242 4242 4242' } })).toEqual(ok);
    expect(await p.charge({ websiteId, idempotencyKey: 'k2', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.declined } })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    const action = await p.charge({ websiteId, idempotencyKey: 'k3', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.requiresAction } });
    expect(action).toMatchObject({ status: 'requires_action', action: { type: 'confirm' } });
    expect(await p.confirm({ websiteId, idempotencyKey: 'k3', reference: action.reference })).toMatchObject({ status: 'captured' });
    expect(await p.retrieve({ websiteId, idempotencyKey: 'k1' })).toEqual(ok);
    expect(await p.retrieve({ websiteId, idempotencyKey: 'never' })).toBeNull();
  });

  it('authorizes then captures, refunds once per key, and refuses to refund what was not captured', async () => {
    const p = processor();
    const websiteId = site();
    const auth = await p.authorize({ websiteId, idempotencyKey: 'a', amount: usd(500), method: { type: 'card', number: TEST_CARDS.succeeds } });
    expect(auth.status).toBe('authorized');
    expect((await p.refund({ websiteId, idempotencyKey: 'a', reference: auth.reference, amount: usd(500) })).status).toBe('declined');
    expect((await p.capture({ websiteId, idempotencyKey: 'a', reference: auth.reference, amount: usd(500) })).status).toBe('captured');
    expect((await p.refund({ websiteId, idempotencyKey: 'a2', reference: auth.reference, amount: usd(500) })).status).toBe('refunded');
    expect((await p.refund({ websiteId, idempotencyKey: 'a2', reference: auth.reference, amount: usd(500) })).status).toBe('refunded');
    expect((await p.refund({ websiteId, idempotencyKey: 'a3', reference: auth.reference, amount: usd(500) })).status).toBe('declined');
  });

  it('BNPL pays in 4 instalments, the first taking the remainder', async () => {
    expect(splitInstalments(1001)).toEqual([251, 250, 250, 250]);
    expect(await processor().charge({ websiteId: site(), idempotencyKey: 'i', amount: usd(1001), method: { type: 'instalments', instalments: 4 } })).toMatchObject({
      status: 'captured',
      instalments: [251, 250, 250, 250],
    });
  });

  it('keeps its payments in the database: another process retrieves, confirms and refunds them', async () => {
    const [first, second] = [processor(), processor()];
    const websiteId = site();
    const paid = await first.charge({ websiteId, idempotencyKey: 'paid', amount: usd(900), method: { type: 'card', number: TEST_CARDS.succeeds } });
    const action = await first.charge({ websiteId, idempotencyKey: 'action', amount: usd(400), method: { type: 'card', number: TEST_CARDS.requiresAction } });
    expect(await second.retrieve({ websiteId, idempotencyKey: 'paid' })).toEqual(paid);
    expect(await second.charge({ websiteId, idempotencyKey: 'paid', amount: usd(900), method: { type: 'card', number: TEST_CARDS.succeeds } })).toEqual(paid);
    expect(await second.confirm({ websiteId, idempotencyKey: 'action', reference: action.reference })).toMatchObject({ status: 'captured' });
    expect(await second.refund({ websiteId, idempotencyKey: 'r1', reference: paid.reference, amount: usd(300) })).toMatchObject({ status: 'refunded' });
    expect(await first.refund({ websiteId, idempotencyKey: 'r2', reference: paid.reference, amount: usd(600) })).toMatchObject({ status: 'refunded' });
    expect((await second.refund({ websiteId, idempotencyKey: 'r3', reference: paid.reference, amount: usd(1) })).status).toBe('declined');
  });

  it('a retried call with the same key returns the stored answer and moves money once, even when both tries race', async () => {
    const [first, second] = [processor(), processor()];
    const websiteId = site();
    const paid = await first.charge({ websiteId, idempotencyKey: 'once', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.succeeds } });
    const tries = await Promise.all([first, second, first, second].map((p) => p.charge({ websiteId, idempotencyKey: 'once', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.succeeds } })));
    expect(tries.every((t) => JSON.stringify(t) === JSON.stringify(paid))).toBe(true);
    const refunds = await Promise.all([first, second, first, second].map((p) => p.refund({ websiteId, idempotencyKey: 'refund-1', reference: paid.reference, amount: usd(400) })));
    expect(refunds.map((r) => r.status)).toEqual(['refunded', 'refunded', 'refunded', 'refunded']);
    const [payment] = await db().query<{ n: number; refunded_amount: number; status: string }>(
      'select count(*) over ()::int as n, refunded_amount, status from payments_test_processor_payments where website_id = $1',
      [websiteId],
    );
    expect(payment).toEqual({ n: 1, refunded_amount: 400, status: 'captured' });
    const operations = await db().query<{ amount: number }>('select amount from payments_test_processor_operations where website_id = $1', [websiteId]);
    expect(operations).toEqual([{ amount: 400 }]);
  });

  it('keys and payments are per site: the same key on another site is its own payment, and one site cannot refund another\'s', async () => {
    const p = processor();
    const [a, b] = [site(), site()];
    const paidA = await p.charge({ websiteId: a, idempotencyKey: 'shared-key', amount: usd(700), method: { type: 'card', number: TEST_CARDS.succeeds } });
    const paidB = await p.charge({ websiteId: b, idempotencyKey: 'shared-key', amount: usd(200), method: { type: 'card', number: TEST_CARDS.declined } });
    expect(paidB.status).toBe('declined');
    expect(paidB.reference).not.toBe(paidA.reference);
    expect(await p.retrieve({ websiteId: b, idempotencyKey: 'shared-key' })).toEqual(paidB);
    expect((await p.refund({ websiteId: b, idempotencyKey: 'steal', reference: paidA.reference, amount: usd(700) })).status).toBe('declined');
    expect((await p.confirm({ websiteId: b, idempotencyKey: 'steal', reference: paidA.reference })).status).toBe('declined');
    expect((await p.refund({ websiteId: a, idempotencyKey: 'steal', reference: paidA.reference, amount: usd(700) })).status).toBe('refunded');
  });

  it('stores no card number', async () => {
    const p = processor();
    const websiteId = site();
    for (const [i, number] of Object.values(TEST_CARDS).entries()) {
      await p.charge({ websiteId, idempotencyKey: `card-${i}`, amount: usd(100), method: { type: 'card', number, savePaymentMethod: true } });
    }
    const rows = await db().query<Record<string, unknown>>(
      `select p.*, o.outcome as operation from payments_test_processor_payments p left join payments_test_processor_operations o on o.reference = p.reference where p.website_id = $1`,
      [websiteId],
    );
    expect(rows).toHaveLength(Object.keys(TEST_CARDS).length);
    const stored = JSON.stringify(rows);
    for (const number of Object.values(TEST_CARDS)) expect(stored).not.toContain(number.slice(0, 12));
  });
});
