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
 * Its payments and every call's answer live in the database (payments_test_processor_*), as a
 * remote processor keeps them: any process retrieves, confirms or refunds any payment, and a
 * process that dies loses nothing. Each call is its own short write, never part of the
 * caller's transaction. No card number is kept: only the method's type.
 * A card charged with `savePaymentMethod` answers a reusable `paymentMethodReference`
 * (`tpm_ok_…`, or `tpm_fails_…` for the 0341 card): the reference itself says how later
 * charges go.
 */
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { IdSource } from '../../shared/ids';
import type { Money } from '../../shared/money';
import { INSTALMENT_COUNT, type PaymentMethodInput, type PaymentProvider, type ProviderOutcome } from './payments.types';
import { insertTestPayment, readPaymentOutcome, runTestOperation, type OperationResult, type TestPayment, type TestPaymentStatus } from './test-processor.repository';

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

/** A new payment's state and the answer to the call that made it. */
interface Started {
  status: TestPaymentStatus;
  outcome: ProviderOutcome;
  saveAs?: string | undefined;
}

function startPayment(ids: IdSource, amount: Money, method: PaymentMethodInput, capture: boolean): Started {
  const reference = `tp_${ids.next()}`;
  const taken = capture ? ('captured' as const) : ('authorized' as const);
  if (method.type === 'instalments') {
    return { status: taken, outcome: { status: taken, reference, instalments: splitInstalments(amount.amount) } };
  }
  if (method.type === 'saved') {
    const saved = SAVED_REFERENCE.exec(method.reference);
    if (saved === null || saved[1] === 'fails') {
      return { status: 'declined', outcome: { status: 'declined', reference, declineCode: 'card_declined', declineMessage: DECLINED } };
    }
    return { status: taken, outcome: { status: taken, reference } };
  }
  const digits = method.number.replace(/[\s-]/g, '');
  const saveAs = method.savePaymentMethod === true ? `tpm_${digits === TEST_CARDS.declinesWhenSaved ? 'fails' : 'ok'}_${ids.next()}` : undefined;
  if (digits === TEST_CARDS.requiresAction) {
    return { status: 'requires_action', outcome: { status: 'requires_action', reference, action: { type: 'confirm' } }, saveAs };
  }
  if (digits === TEST_CARDS.declined || !/^\d+$/.test(digits) || !passesLuhn(digits)) {
    const incorrect = digits !== TEST_CARDS.declined;
    return {
      status: 'declined',
      outcome: { status: 'declined', reference, declineCode: incorrect ? 'incorrect_number' : 'card_declined', declineMessage: incorrect ? INCORRECT_NUMBER : DECLINED },
    };
  }
  return { status: taken, outcome: { status: taken, reference, ...(saveAs !== undefined && { paymentMethodReference: saveAs }) } };
}

const refused = (reference: string): OperationResult => ({ outcome: { status: 'declined', reference, declineCode: 'invalid_state', declineMessage: DECLINED } });

/** Captures an authorized payment, or completes one that waited for the buyer's extra step. */
function moveTo(payment: TestPayment | null, reference: string, from: TestPaymentStatus): OperationResult {
  if (payment === null || payment.status !== from) return refused(reference);
  const change = { status: 'captured' as const, refundedAmount: payment.refundedAmount };
  // A payment confirmed after the extra step saves its method then.
  if (payment.saveAs !== null) return { outcome: { status: 'captured', reference, paymentMethodReference: payment.saveAs }, change };
  return { outcome: { status: 'captured', reference }, change };
}

/** Returns part or all of a captured payment, several times, never more than was captured. */
function refundOf(payment: TestPayment | null, reference: string, amount: Money): OperationResult {
  const fits = payment !== null && payment.currency === amount.currency && amount.amount >= 1 && payment.refundedAmount + amount.amount <= payment.amount;
  if (payment === null || payment.status !== 'captured' || !fits) return refused(reference);
  const refundedAmount = payment.refundedAmount + amount.amount;
  return { outcome: { status: 'refunded', reference }, change: { status: refundedAmount === payment.amount ? 'refunded' : 'captured', refundedAmount }, amount: amount.amount };
}

export interface TestProcessorDeps {
  /** The database the processor keeps its records in (never a caller's transaction). */
  db: Db;
  ids: IdSource;
  clock: Clock;
}

export function createTestProcessor({ db, ids, clock }: TestProcessorDeps): PaymentProvider & { readonly calls: number } {
  let calls = 0;
  const at = () => new Date(clock.now());

  const start = async (request: { websiteId: string; idempotencyKey: string; amount: Money; method: PaymentMethodInput }, capture: boolean) => {
    calls++;
    // A repeated key gets the first answer back from the insert itself (insertTestPayment).
    const started = startPayment(ids, request.amount, request.method, capture);
    return insertTestPayment(db, {
      reference: started.outcome.reference,
      websiteId: request.websiteId,
      idempotencyKey: request.idempotencyKey,
      method: request.method.type,
      amount: request.amount.amount,
      currency: request.amount.currency,
      status: started.status,
      refundedAmount: 0,
      saveAs: started.saveAs ?? null,
      outcome: started.outcome,
      at: at(),
    });
  };

  return {
    name: 'test',
    get calls() {
      return calls;
    },
    authorize: (request) => start(request, false),
    charge: (request) => start(request, true),
    capture: ({ websiteId, idempotencyKey, reference }) => {
      calls++;
      return runTestOperation(db, { websiteId, kind: 'capture', idempotencyKey, reference, at: at() }, (payment) => moveTo(payment, reference, 'authorized'));
    },
    confirm: ({ websiteId, idempotencyKey, reference }) => {
      calls++;
      return runTestOperation(db, { websiteId, kind: 'confirm', idempotencyKey, reference, at: at() }, (payment) => moveTo(payment, reference, 'requires_action'));
    },
    refund: ({ websiteId, idempotencyKey, reference, amount }) => {
      calls++;
      return runTestOperation(db, { websiteId, kind: 'refund', idempotencyKey, reference, at: at() }, (payment) => refundOf(payment, reference, amount));
    },
    retrieve: ({ websiteId, idempotencyKey }) => readPaymentOutcome(db, websiteId, idempotencyKey),
  };
}
