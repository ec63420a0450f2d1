import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../../shared/ids';
import { createTestProcessor, TEST_CARDS } from './index';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const card = (number: string, savePaymentMethod?: boolean) => ({ type: 'card' as const, number, savePaymentMethod });

describe('test processor: saved payment methods (subscription renewals)', () => {
  it('a card charged with savePaymentMethod answers a reference that pays later charges; without it there is none', async () => {
    const p = createTestProcessor({ ids: sequentialIds('sp') });
    const first = await p.charge({ idempotencyKey: 'first', amount: usd(1000), method: card(TEST_CARDS.succeeds, true) });
    expect(first).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_ok_/) });
    const plain = await p.charge({ idempotencyKey: 'plain', amount: usd(1000), method: card(TEST_CARDS.succeeds) });
    expect(plain).not.toHaveProperty('paymentMethodReference');
    const reference = first.status === 'captured' ? first.paymentMethodReference! : '';
    expect(reference).not.toContain(TEST_CARDS.succeeds.slice(-4));
    const renewal = await p.charge({ idempotencyKey: 'renewal', amount: usd(1000), method: { type: 'saved', reference } });
    expect(renewal.status).toBe('captured');
    // The reference alone decides: another processor (another process) answers it alike.
    const other = createTestProcessor({ ids: sequentialIds('other') });
    expect((await other.charge({ idempotencyKey: 'elsewhere', amount: usd(1000), method: { type: 'saved', reference } })).status).toBe('captured');
  });

  it('the 0341 card succeeds now and its saved method is declined later; unknown references are declined', async () => {
    const p = createTestProcessor({ ids: sequentialIds('sp') });
    const first = await p.charge({ idempotencyKey: 'a', amount: usd(500), method: card(TEST_CARDS.declinesWhenSaved, true) });
    expect(first).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_fails_/) });
    const reference = first.status === 'captured' ? first.paymentMethodReference! : '';
    expect(await p.charge({ idempotencyKey: 'b', amount: usd(500), method: { type: 'saved', reference } })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    expect((await p.charge({ idempotencyKey: 'c', amount: usd(500), method: { type: 'saved', reference: 'tpm_ok_' } })).status).toBe('declined');
    expect((await p.charge({ idempotencyKey: 'd', amount: usd(500), method: { type: 'saved', reference: TEST_CARDS.succeeds } })).status).toBe('declined');
  });

  it('a card saved through the extra step gets its reference on confirm; a declined card is never saved', async () => {
    const p = createTestProcessor({ ids: sequentialIds('sp') });
    const action = await p.charge({ idempotencyKey: 'x', amount: usd(700), method: card(TEST_CARDS.requiresAction, true) });
    expect(action).toMatchObject({ status: 'requires_action' });
    expect(action).not.toHaveProperty('paymentMethodReference');
    expect(await p.confirm({ idempotencyKey: 'x', reference: action.reference })).toMatchObject({ status: 'captured', paymentMethodReference: expect.stringMatching(/^tpm_ok_/) });
    const declined = await p.charge({ idempotencyKey: 'y', amount: usd(700), method: card(TEST_CARDS.declined, true) });
    expect(declined.status).toBe('declined');
    expect(declined).not.toHaveProperty('paymentMethodReference');
  });
});
