import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { sequentialIds } from '../../shared/ids';
import { createTestProcessor, TEST_CARDS } from './index';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const card = (number: string, savePaymentMethod?: boolean) => ({ type: 'card' as const, number, savePaymentMethod });

describeDatabase('test processor: saved payment methods (subscription renewals)', (db) => {
  let processors = 0;
  const createProcessor = () => createTestProcessor({ db: db().db, ids: sequentialIds(`sp${++processors}x`), clock: fixedClock(0) });
  const websiteId = 'saved-methods-site';
  it('a card charged with savePaymentMethod answers a reference that pays later charges; without it there is none', async () => {
    const p = createProcessor();
    const first = await p.charge({ websiteId, idempotencyKey: 'first', amount: usd(1000), method: card(TEST_CARDS.succeeds, true) });
    expect(first).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_ok_/) });
    const plain = await p.charge({ websiteId, idempotencyKey: 'plain', amount: usd(1000), method: card(TEST_CARDS.succeeds) });
    expect(plain).not.toHaveProperty('paymentMethodReference');
    const reference = first.status === 'captured' ? first.paymentMethodReference! : '';
    expect(reference).not.toContain(TEST_CARDS.succeeds.slice(-4));
    const renewal = await p.charge({ websiteId, idempotencyKey: 'renewal', amount: usd(1000), method: { type: 'saved', reference } });
    expect(renewal.status).toBe('captured');
    // The reference alone decides: another processor (another process) answers it alike.
    const other = createProcessor();
    expect((await other.charge({ websiteId, idempotencyKey: 'elsewhere', amount: usd(1000), method: { type: 'saved', reference } })).status).toBe('captured');
  });

  it('the 0341 card succeeds now and its saved method is declined later; unknown references are declined', async () => {
    const p = createProcessor();
    const first = await p.charge({ websiteId, idempotencyKey: 'a', amount: usd(500), method: card(TEST_CARDS.declinesWhenSaved, true) });
    expect(first).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_fails_/) });
    const reference = first.status === 'captured' ? first.paymentMethodReference! : '';
    expect(await p.charge({ websiteId, idempotencyKey: 'b', amount: usd(500), method: { type: 'saved', reference } })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    expect((await p.charge({ websiteId, idempotencyKey: 'c', amount: usd(500), method: { type: 'saved', reference: 'tpm_ok_' } })).status).toBe('declined');
    expect((await p.charge({ websiteId, idempotencyKey: 'd', amount: usd(500), method: { type: 'saved', reference: TEST_CARDS.succeeds } })).status).toBe('declined');
  });

  it('a card saved through the extra step gets its reference on confirm; a declined card is never saved', async () => {
    const p = createProcessor();
    const action = await p.charge({ websiteId, idempotencyKey: 'x', amount: usd(700), method: card(TEST_CARDS.requiresAction, true) });
    expect(action).toMatchObject({ status: 'requires_action' });
    expect(action).not.toHaveProperty('paymentMethodReference');
    expect(await p.confirm({ websiteId, idempotencyKey: 'x', reference: action.reference })).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_ok_/) });
    const declined = await p.charge({ websiteId, idempotencyKey: 'y', amount: usd(700), method: card(TEST_CARDS.declined, true) });
    expect(declined.status).toBe('declined');
    expect(declined).not.toHaveProperty('paymentMethodReference');
  });
});
