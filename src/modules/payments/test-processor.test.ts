import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../../shared/ids';
import { createTestProcessor, splitInstalments, TEST_CARDS } from './index';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('test-mode payment processor', () => {
  it('answers by test card number, and the same key twice gets the first answer', async () => {
    const p = createTestProcessor({ ids: sequentialIds('tp') });
    const ok = await p.charge({ idempotencyKey: 'k1', amount: usd(1000), method: { type: 'card', number: '4242 4242 4242 4242' } });
    expect(ok.status).toBe('captured');
    expect(await p.charge({ idempotencyKey: 'k1', amount: usd(1000), method: { type: 'card', number: '4242 4242 4242 4242' } })).toEqual(ok);
    expect(await p.charge({ idempotencyKey: 'k2', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.declined } })).toMatchObject({
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    const action = await p.charge({ idempotencyKey: 'k3', amount: usd(1000), method: { type: 'card', number: TEST_CARDS.requiresAction } });
    expect(action).toMatchObject({ status: 'requires_action', action: { type: 'confirm' } });
    expect(await p.confirm({ idempotencyKey: 'k3', reference: action.reference })).toMatchObject({ status: 'captured' });
    expect(await p.retrieve('k1')).toEqual(ok);
    expect(await p.retrieve('never')).toBeNull();
  });

  it('authorizes then captures, refunds once per key, and refuses to refund what was not captured', async () => {
    const p = createTestProcessor({ ids: sequentialIds('tp') });
    const auth = await p.authorize({ idempotencyKey: 'a', amount: usd(500), method: { type: 'card', number: TEST_CARDS.succeeds } });
    expect(auth.status).toBe('authorized');
    expect((await p.refund({ idempotencyKey: 'a', reference: auth.reference, amount: usd(500) })).status).toBe('declined');
    expect((await p.capture({ idempotencyKey: 'a', reference: auth.reference, amount: usd(500) })).status).toBe('captured');
    expect((await p.refund({ idempotencyKey: 'a2', reference: auth.reference, amount: usd(500) })).status).toBe('refunded');
    expect((await p.refund({ idempotencyKey: 'a2', reference: auth.reference, amount: usd(500) })).status).toBe('refunded');
    expect((await p.refund({ idempotencyKey: 'a3', reference: auth.reference, amount: usd(500) })).status).toBe('declined');
  });

  it('BNPL pays in 4 instalments, the first taking the remainder', async () => {
    expect(splitInstalments(1001)).toEqual([251, 250, 250, 250]);
    const p = createTestProcessor({ ids: sequentialIds('tp') });
    expect(await p.charge({ idempotencyKey: 'i', amount: usd(1001), method: { type: 'instalments', instalments: 4 } })).toMatchObject({
      status: 'captured',
      instalments: [251, 250, 250, 250],
    });
  });
});
