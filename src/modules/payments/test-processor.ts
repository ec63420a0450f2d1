/**
 * The built-in test-mode processor: no network, deterministic answers by card number, and
 * idempotent like a real one (a key seen before gets its first answer back).
 *   4242 4242 4242 4242 → succeeds
 *   4000 0000 0000 0002 → declined ('Your card was declined.')
 *   4000 0027 6000 3184 → requires_action, then succeeds on confirm
 * Other numbers succeed when they pass the Luhn check and are declined otherwise. The
 * instalment method splits the amount into 4 payments (the first takes the remainder).
 */
import type { IdSource } from '../../shared/ids';
import type { Money } from '../../shared/money';
import { INSTALMENT_COUNT, type PaymentMethodInput, type PaymentProvider, type ProviderOutcome } from './payments.types';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

const DECLINED = 'Your card was declined.';
const INCORRECT_NUMBER = 'Your card number is incorrect.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The 4 instalment amounts of a total, in minor units. */
export function splitInstalments(amount: number): number[] {
  const base = Math.floor(amount / INSTALMENT_COUNT);
  return Array.from({ length: INSTALMENT_COUNT }, (_, i) => (i === 0 ? amount - base * (INSTALMENT_COUNT - 1) : base));
}

export function createTestProcessor({ ids }: { ids: IdSource }): PaymentProvider & { readonly calls: number } {
  const answers = new Map<string, ProviderOutcome>();
  const payments = new Map<string, { amount: Money; status: 'authorized' | 'captured' | 'requires_action' | 'refunded' | 'declined' }>();
  let calls = 0;

  const once = async (key: string, work: () => ProviderOutcome): Promise<ProviderOutcome> => {
    calls++;
    const seen = answers.get(key);
    if (seen !== undefined) return seen;
    const outcome = work();
    answers.set(key, outcome);
    return outcome;
  };

  const start = (amount: Money, method: PaymentMethodInput, capture: boolean): ProviderOutcome => {
    const reference = `tp_${ids.next()}`;
    if (method.type === 'instalments') {
      payments.set(reference, { amount, status: capture ? 'captured' : 'authorized' });
      return { status: capture ? 'captured' : 'authorized', reference, instalments: splitInstalments(amount.amount) };
    }
    const digits = method.number.replace(/[\s-]/g, '');
    if (digits === TEST_CARDS.requiresAction) {
      payments.set(reference, { amount, status: 'requires_action' });
      return { status: 'requires_action', reference, action: { type: 'confirm' } };
    }
    if (digits === TEST_CARDS.declined || !/^\d+$/.test(digits) || !passesLuhn(digits)) {
      payments.set(reference, { amount, status: 'declined' });
      const incorrect = digits !== TEST_CARDS.declined;
      return { status: 'declined', reference, declineCode: incorrect ? 'incorrect_number' : 'card_declined', declineMessage: incorrect ? INCORRECT_NUMBER : DECLINED };
    }
    payments.set(reference, { amount, status: capture ? 'captured' : 'authorized' });
    return { status: capture ? 'captured' : 'authorized', reference };
  };

  const move = (reference: string, from: string[], to: 'captured' | 'refunded'): ProviderOutcome => {
    const payment = payments.get(reference);
    if (payment === undefined || !from.includes(payment.status)) {
      return { status: 'declined', reference, declineCode: 'invalid_state', declineMessage: DECLINED };
    }
    payment.status = to;
    return { status: to, reference };
  };

  return {
    name: 'test',
    get calls() {
      return calls;
    },
    authorize: ({ idempotencyKey, amount, method }) => once(idempotencyKey, () => start(amount, method, false)),
    charge: ({ idempotencyKey, amount, method }) => once(idempotencyKey, () => start(amount, method, true)),
    capture: ({ idempotencyKey, reference }) => once(`capture:${idempotencyKey}`, () => move(reference, ['authorized'], 'captured')),
    confirm: ({ idempotencyKey, reference }) => once(`confirm:${idempotencyKey}`, () => move(reference, ['requires_action'], 'captured')),
    refund: ({ idempotencyKey, reference }) => once(`refund:${idempotencyKey}`, () => move(reference, ['captured'], 'refunded')),
    retrieve: async (idempotencyKey) => answers.get(idempotencyKey) ?? null,
  };
}
