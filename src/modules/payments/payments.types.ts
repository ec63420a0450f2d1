/** Payments as the rest of Stoa sees them: a processor interface and the recorded charges. */
import type { Money } from '../../shared/money';

/**
 * How the buyer pays: a card (test numbers in test mode), 4 instalments, or a card saved at
 * the processor earlier (off-session renewals). A card with `savePaymentMethod` asks the
 * processor for a reusable `paymentMethodReference` with the capture; only that reference is
 * kept, never the card number.
 */
export type PaymentMethodInput =
  | { type: 'card'; number: string; expMonth?: number | undefined; expYear?: number | undefined; cvc?: string | undefined; savePaymentMethod?: boolean | undefined }
  | { type: 'instalments'; instalments: 4 }
  | SavedPaymentMethod;

/** A payment method the processor keeps for us; `summary` (e.g. 'card ending 4242') is shown to people. */
export interface SavedPaymentMethod {
  type: 'saved';
  reference: string;
  summary?: string | undefined;
}

/** What a processor answered for one call. */
export type ProviderOutcome =
  | { status: 'authorized' | 'captured'; reference: string; instalments?: number[]; paymentMethodReference?: string | undefined }
  | { status: 'declined'; reference: string; declineCode: string; declineMessage: string }
  | { status: 'requires_action'; reference: string; action: { type: 'confirm' } }
  | { status: 'refunded'; reference: string };

/**
 * A payment processor. Every call carries an idempotency key: the same key twice returns the
 * first answer and moves no money again, so any call may be retried after a lost answer. Keys
 * are the site's own: `websiteId` names the site's account at the processor, and one site's
 * key or payment is never another's.
 */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: { websiteId: string; idempotencyKey: string; amount: Money; method: PaymentMethodInput }): Promise<ProviderOutcome>;
  capture(request: { websiteId: string; idempotencyKey: string; reference: string; amount: Money }): Promise<ProviderOutcome>;
  /** Authorise and capture in one call. */
  charge(request: { websiteId: string; idempotencyKey: string; amount: Money; method: PaymentMethodInput }): Promise<ProviderOutcome>;
  /** Completes a payment that answered requires_action (the buyer did the extra step). */
  confirm(request: { websiteId: string; idempotencyKey: string; reference: string }): Promise<ProviderOutcome>;
  refund(request: { websiteId: string; idempotencyKey: string; reference: string; amount: Money }): Promise<ProviderOutcome>;
  /** The answer an authorize or charge key got earlier, or null when the processor never saw it (reconciliation). */
  retrieve(request: { websiteId: string; idempotencyKey: string }): Promise<ProviderOutcome | null>;
}

/**
 * pending: recorded, processor not answered yet; requires_action: waits for the buyer's extra
 * step; captured: money taken (with order_id once the order exists); declined; failed (the
 * processor never saw it); refunding → refunded.
 */
export type ChargeStatus = 'pending' | 'requires_action' | 'captured' | 'declined' | 'failed' | 'refunding' | 'refunded';

export interface Charge {
  id: string;
  websiteId: string;
  checkoutKey: string;
  attempt: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  method: PaymentMethodInput['type'];
  methodSummary: string;
  status: ChargeStatus;
  providerReference: string | null;
  declineMessage: string | null;
  orderId: string | null;
  refundedAmount: number;
  /** The reusable method the processor saved with this charge (asked with `savePaymentMethod`), or null. */
  paymentMethodReference: string | null;
  /** What the caller stored to finish the purchase later (never card numbers). */
  context: unknown;
  createdAt: number;
  updatedAt: number;
}

export const INSTALMENT_COUNT = 4;
