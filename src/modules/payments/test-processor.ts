/**
 * The built-in test-mode processor: no network, deterministic answers by card number, and
 * idempotent like a real one (a key seen before gets its first answer back).
 *   4242 4242 4242 4242 → succeeds
 *   4000 0000 0000 0002 → declined ('Your card was declined.')
 *   4000 0027 6000 3184 → requires_action, then succeeds on confirm
 *   4000 0000 0000 0341 → succeeds, but once saved every later charge is declined
 * Other numbers succeed when they pass the Luhn check and are declined otherwise. The
 * instalment method splits the amount into 4 payments (the first takes the remainder).
 * Refunds may be partial: several per payment, up to what it captured.
 * A card charged with `savePaymentMethod` answers a reusable `paymentMethodReference`
 * (`tpm_ok_…`, or `tpm_fails_…` for the 0341 card): the reference itself says how later
 * charges go, so any process (and any restart) answers a saved method alike, and no card
 * number is kept anywhere.
 */
import type { IdSource } from '../../shared/ids';
import type { Money } from '../../shared/money';
import { INSTALMENT_COUNT, type PaymentMethodInput, type PaymentProvider, type ProviderOutcome } from './payments.types';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
  declinesWhenSaved: '4000000000000341',
} as const;

const SAVED_REFERENCE = /^tpm_(ok|fails)_[A-Za-z0-9]+$/;

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
  const payments = new Map<string, { amount: Money; status: 'authorized' | 'captured' | 'requires_action' | 'refunded' | 'declined'; saveAs?: string; refunded?: number }>();
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
    if (method.type === 'saved') {
      const saved = SAVED_REFERENCE.exec(method.reference);
      if (saved === null || saved[1] === 'fails') {
        payments.set(reference, { amount, status: 'declined' });
        return { status: 'declined', reference, declineCode: 'card_declined', declineMessage: DECLINED };
      }
      payments.set(reference, { amount, status: capture ? 'captured' : 'authorized' });
      return { status: capture ? 'captured' : 'authorized', reference };
    }
    const digits = method.number.replace(/[\s-]/g, '');
    const saveAs = method.savePaymentMethod === true ? `tpm_${digits === TEST_CARDS.declinesWhenSaved ? 'fails' : 'ok'}_${ids.next()}` : undefined;
    if (digits === TEST_CARDS.requiresAction) {
      payments.set(reference, { amount, status: 'requires_action', ...(saveAs !== undefined && { saveAs }) });
      return { status: 'requires_action', reference, action: { type: 'confirm' } };
    }
    if (digits === TEST_CARDS.declined || !/^\d+$/.test(digits) || !passesLuhn(digits)) {
      payments.set(reference, { amount, status: 'declined' });
      const incorrect = digits !== TEST_CARDS.declined;
      return { status: 'declined', reference, declineCode: incorrect ? 'incorrect_number' : 'card_declined', declineMessage: incorrect ? INCORRECT_NUMBER : DECLINED };
    }
    payments.set(reference, { amount, status: capture ? 'captured' : 'authorized' });
    return { status: capture ? 'captured' : 'authorized', reference, ...(saveAs !== undefined && { paymentMethodReference: saveAs }) };
  };

  const move = (reference: string, from: string[], to: 'captured' | 'refunded'): ProviderOutcome => {
    const payment = payments.get(reference);
    if (payment === undefined || !from.includes(payment.status)) {
      return { status: 'declined', reference, declineCode: 'invalid_state', declineMessage: DECLINED };
    }
    payment.status = to;
    // A payment confirmed after the extra step saves its method then.
    if (to === 'captured' && payment.saveAs !== undefined) return { status: to, reference, paymentMethodReference: payment.saveAs };
    return { status: to, reference };
  };

  /** Returns part or all of a captured payment, several times, never more than was captured. */
  const refund = (reference: string, amount: Money): ProviderOutcome => {
    const payment = payments.get(reference);
    const refunded = payment?.refunded ?? 0;
    if (payment === undefined || payment.status !== 'captured' || amount.amount < 1 || refunded + amount.amount > payment.amount.amount) {
      return { status: 'declined', reference, declineCode: 'invalid_state', declineMessage: DECLINED };
    }
    payment.refunded = refunded + amount.amount;
    if (payment.refunded === payment.amount.amount) payment.status = 'refunded';
    return { status: 'refunded', reference };
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
    refund: ({ idempotencyKey, reference, amount }) => once(`refund:${idempotencyKey}`, () => refund(reference, amount)),
    retrieve: async (idempotencyKey) => answers.get(idempotencyKey) ?? null,
  };
}
