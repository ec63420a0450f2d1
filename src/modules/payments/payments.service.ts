/**
 * Charges: each attempt is recorded (status 'pending') before the processor is called, and
 * the processor is called outside any database transaction. A captured charge is linked to
 * its order in the order's transaction; one that never gets an order is found by
 * `listStaleCharges` and refunded or completed by the reconciliation flow.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { isCurrency } from '../../shared/money';
import { addRefundedAmount, insertCharge, moveCharge, readCharge, readChargesOfOrder, readLatestAttempt, readStaleCharges } from './payments.repository';
import type { Charge, PaymentMethodInput, PaymentProvider, ProviderOutcome } from './payments.types';

export interface PaymentsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  provider: PaymentProvider;
}

export interface ChargeRequest {
  /** The client's idempotency key of the purchase. */
  checkoutKey: string;
  amount: number;
  currency: string;
  method: PaymentMethodInput;
  /** Stored with the charge so a later process can finish the purchase. */
  context?: unknown;
}

function summary(method: PaymentMethodInput): string {
  if (method.type === 'instalments') return `${method.instalments} instalments`;
  if (method.type === 'saved') return method.summary ?? 'saved card';
  return `card ending ${method.number.replace(/\D/g, '').slice(-4)}`;
}

/** The charge fields an outcome sets. */
function outcomeFields(outcome: ProviderOutcome) {
  switch (outcome.status) {
    case 'captured':
    case 'authorized':
      return { status: 'captured' as const, providerReference: outcome.reference, declineMessage: null, paymentMethodReference: outcome.paymentMethodReference ?? null };
    case 'requires_action':
      return { status: 'requires_action' as const, providerReference: outcome.reference };
    case 'declined':
      return { status: 'declined' as const, providerReference: outcome.reference, declineMessage: outcome.declineMessage };
    case 'refunded':
      return { status: 'refunded' as const, providerReference: outcome.reference };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({ db, ids, clock, provider }: PaymentsDeps) {
  const now = () => new Date(clock.now());

  async function mustGet(websiteId: string, chargeId: string): Promise<Charge> {
    const charge = await readCharge(db, websiteId, chargeId);
    if (charge === null) throw new DomainError('PAYMENT_NOT_FOUND', { chargeId });
    return charge;
  }

  return {
    get: (websiteId: string, chargeId: string) => readCharge(db, websiteId, chargeId),
    latestAttempt: (websiteId: string, checkoutKey: string) => readLatestAttempt(db, websiteId, checkoutKey),
    chargesOfOrder: (websiteId: string, orderId: string) => readChargesOfOrder(db, websiteId, orderId),

    /**
     * The charge of a purchase: its live attempt when there is one (a retry), else a new
     * pending attempt (the first, or the next after a decline). `created` says which.
     * `latest`: the checkout key's newest attempt as the caller has just read it (`latestAttempt`),
     * saving the first read; a lost race for the next attempt reads again.
     */
    async beginCharge(websiteId: string, request: ChargeRequest, known?: { latest: Charge | null }): Promise<{ charge: Charge; created: boolean }> {
      if (!Number.isInteger(request.amount) || request.amount < 1) throw new DomainError('VALIDATION_FAILED', { errors: { amount: 'A positive whole number of minor units.' } });
      if (!isCurrency(request.currency)) throw new DomainError('VALIDATION_FAILED', { errors: { currency: 'Unknown currency.' } });
      let given = known;
      for (;;) {
        const latest = given !== undefined ? given.latest : await readLatestAttempt(db, websiteId, request.checkoutKey);
        given = undefined;
        if (latest !== null && latest.status !== 'declined' && latest.status !== 'failed') return { charge: latest, created: false };
        const attempt = (latest?.attempt ?? 0) + 1;
        const id = ids.next();
        const at = now();
        const inserted = await insertCharge(db, {
          id,
          websiteId,
          checkoutKey: request.checkoutKey,
          attempt,
          idempotencyKey: `${request.checkoutKey}#${attempt}`,
          amount: request.amount,
          currency: request.currency,
          method: request.method.type,
          methodSummary: summary(request.method),
          status: 'pending',
          context: request.context ?? null,
          createdAt: at,
          updatedAt: at,
        });
        // Lost a race for this attempt number: read again and join the winner.
        if (inserted !== null) return { charge: inserted, created: true };
      }
    },

    /**
     * Calls the processor for a pending charge (never inside a transaction) and records the
     * answer. Given the charge as `beginCharge` just answered it, it is not read again: only a
     * pending one is sent, and the answer is recorded only while the row is still pending.
     */
    async executeCharge(websiteId: string, chargeOrId: string | Charge, method: PaymentMethodInput): Promise<Charge> {
      const charge = typeof chargeOrId === 'string' ? await mustGet(websiteId, chargeOrId) : chargeOrId;
      const chargeId = charge.id;
      if (charge.status !== 'pending') return charge;
      const outcome = await provider.charge({
        websiteId,
        idempotencyKey: charge.idempotencyKey,
        amount: { amount: charge.amount, currency: charge.currency as never },
        method,
      });
      return (await moveCharge(db, websiteId, chargeId, ['pending'], { ...outcomeFields(outcome), updatedAt: now() })) ?? mustGet(websiteId, chargeId);
    },

    /** The buyer did the extra step: confirm at the processor and record the answer. */
    async confirmCharge(websiteId: string, chargeId: string): Promise<Charge> {
      const charge = await mustGet(websiteId, chargeId);
      if (charge.status !== 'requires_action' || charge.providerReference === null) return charge;
      const outcome = await provider.confirm({ websiteId, idempotencyKey: charge.idempotencyKey, reference: charge.providerReference });
      return (await moveCharge(db, websiteId, chargeId, ['requires_action'], { ...outcomeFields(outcome), updatedAt: now() })) ?? mustGet(websiteId, chargeId);
    },

    /** Links a captured, unlinked charge to its order (in the order's transaction); false when it was not. */
    async linkToOrder(websiteId: string, chargeId: string, orderId: string): Promise<boolean> {
      return (await moveCharge(db, websiteId, chargeId, ['captured'], { status: 'captured', orderId, updatedAt: now() }, { unlinkedOnly: true })) !== null;
    },

    /**
     * Refunds a captured charge in full through the processor. `unlinkedOnly` refuses a charge
     * that has its order (reconciliation must never refund a completed purchase). A charge
     * left 'refunding' by a crash is refunded again with the same key, so never twice.
     */
    async refundCharge(websiteId: string, chargeId: string, options: { unlinkedOnly?: boolean } = {}): Promise<Charge> {
      const claimed =
        (await moveCharge(db, websiteId, chargeId, ['captured'], { status: 'refunding', updatedAt: now() }, options)) ??
        (await mustGet(websiteId, chargeId));
      if (claimed.status !== 'refunding' || claimed.providerReference === null) {
        throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { chargeId, status: claimed.status });
      }
      const outcome = await provider.refund({
        websiteId,
        idempotencyKey: claimed.idempotencyKey,
        reference: claimed.providerReference,
        amount: { amount: claimed.amount, currency: claimed.currency as never },
      });
      const done = outcome.status === 'refunded';
      const moved = await moveCharge(db, websiteId, chargeId, ['refunding'], {
        status: done ? 'refunded' : 'captured',
        refundedAmount: done ? claimed.amount : claimed.refundedAmount,
        updatedAt: now(),
      });
      if (!done) throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { chargeId, status: 'captured' });
      return moved ?? mustGet(websiteId, chargeId);
    },

    /**
     * Asks the processor to return part of a captured charge, under the refund's own key (a
     * retry gets the first answer back, so the money moves once). Writes nothing: the caller
     * counts the refund with `recordRefund` in its transaction. Throws PAYMENT_REFUND_NOT_ALLOWED
     * when the charge cannot give that much back or the processor refuses.
     */
    async refundPart(websiteId: string, chargeId: string, request: { amount: number; idempotencyKey: string }): Promise<void> {
      const charge = await mustGet(websiteId, chargeId);
      const fits = Number.isInteger(request.amount) && request.amount >= 1 && request.amount <= charge.amount - charge.refundedAmount;
      if (charge.status !== 'captured' || charge.providerReference === null || !fits) {
        throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { chargeId, status: charge.status });
      }
      const outcome = await provider.refund({
        websiteId,
        idempotencyKey: request.idempotencyKey,
        reference: charge.providerReference,
        amount: { amount: request.amount, currency: charge.currency as never },
      });
      if (outcome.status !== 'refunded') {
        const reason = outcome.status === 'declined' ? outcome.declineMessage : outcome.status;
        throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { chargeId, reason });
      }
    },

    /** Counts a refund the processor made (see `refundPart`); run it in the refund's transaction. */
    async recordRefund(websiteId: string, chargeId: string, amount: number): Promise<Charge> {
      const charge = await addRefundedAmount(db, websiteId, chargeId, amount, now());
      if (charge === null) throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { chargeId });
      return charge;
    },

    /** A pending charge whose answer was lost (a crash): ask the processor what became of its key. */
    async settlePending(websiteId: string, chargeId: string): Promise<Charge> {
      const charge = await mustGet(websiteId, chargeId);
      if (charge.status !== 'pending') return charge;
      const outcome = await provider.retrieve({ websiteId, idempotencyKey: charge.idempotencyKey });
      const fields = outcome === null ? { status: 'failed' as const } : outcomeFields(outcome);
      return (await moveCharge(db, websiteId, chargeId, ['pending'], { ...fields, updatedAt: now() })) ?? mustGet(websiteId, chargeId);
    },

    /** Charges of all sites left half-way (pending, refunding, captured without an order) since before `before`. */
    listStaleCharges: (before: number, limit = 100) => readStaleCharges(db, new Date(before), limit),
  };
}
