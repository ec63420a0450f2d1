/**
 * Gift cards: issued per unit bought (with a fresh random code), spent on orders, given back
 * when such an order is refunded, adjusted or disabled by the owner. Every balance change is
 * one conditional update plus its ledger row in one transaction (gift-cards.repository.ts),
 * so concurrent spends of one card are serialised by the row lock and never overdraw it.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { codeLast4, generateCode, normalizeCode } from './gift-card-codes';
import {
  changeBalance,
  insertCard,
  insertIssueMovement,
  readCard,
  readCardByCode,
  readCards,
  readMovements,
  readOrderMovements,
  updateStatus,
} from './gift-cards.repository';
import { GIFT_CARD_LIMITS, type GiftCard, type GiftCardMovement, type GiftCardPayment, type NewGiftCard } from './gift-cards.types';

export interface GiftCardsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /** A new random code; tests may inject one. */
  newCode?: (() => string) | undefined;
}

const isAmount = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= GIFT_CARD_LIMITS.maxBalance;

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;

/** Per card, what an order's redeem and refund movements leave owed to it (positive only). */
function owedByCard(moves: GiftCardMovement[]): Map<string, number> {
  const owed = new Map<string, number>();
  for (const m of moves) owed.set(m.giftCardId, (owed.get(m.giftCardId) ?? 0) - m.amount);
  for (const [id, amount] of owed) if (amount <= 0) owed.delete(id);
  return owed;
}

export function createGiftCardsService({ db, ids, clock, newCode = () => generateCode() }: GiftCardsDeps) {
  const now = () => new Date(clock.now());

  async function mustGet(websiteId: string, id: string): Promise<GiftCard> {
    const card = await readCard(db, websiteId, id);
    if (card === null) throw new DomainError('GIFT_CARD_NOT_FOUND', { id });
    return card;
  }

  return {
    get: (websiteId: string, id: string) => readCard(db, websiteId, id),
    mustGet,
    movements: (websiteId: string, id: string) => readMovements(db, websiteId, id),

    /**
     * The card a visitor's code names, when it can pay on this site now: active, in the
     * site's currency, and test-mode only for test-mode orders. Anything else (unknown, another
     * site's, disabled) is GIFT_CARD_CODE_INVALID, one message for all so nothing is learnt.
     */
    async findSpendable(websiteId: string, rawCode: unknown, context: { currency: string; testMode: boolean }): Promise<GiftCard> {
      const code = normalizeCode(rawCode);
      const card = code === null ? null : await readCardByCode(db, websiteId, code);
      if (card === null || card.status !== 'active' || card.currency !== context.currency || card.testMode !== context.testMode) {
        throw new DomainError('GIFT_CARD_CODE_INVALID');
      }
      return card;
    },

    /** Newest first; pass `nextCursor` back as `before`. */
    async list(websiteId: string, options: { limit?: number; before?: string; orderId?: string } = {}): Promise<{ giftCards: GiftCard[]; nextCursor: string | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const anchor = options.before === undefined ? null : await readCard(db, websiteId, options.before);
      if (options.before !== undefined && anchor === null) return { giftCards: [], nextCursor: null };
      const rows = await readCards(db, websiteId, { limit: limit + 1, before: anchor ?? undefined, orderId: options.orderId });
      const page = rows.slice(0, limit);
      return { giftCards: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
    },

    /** Issues one card per entry (in the order's transaction when bought), each with a new code and its 'issue' movement. */
    async issue(websiteId: string, entries: NewGiftCard[]): Promise<GiftCard[]> {
      for (const e of entries) {
        if (!isAmount(e.amount, 1)) throw new DomainError('VALIDATION_FAILED', { errors: { amount: 'A positive whole number of minor units.' } });
        if (!isValidEmail(e.recipient.recipientEmail)) throw new DomainError('EMAIL_INVALID', { to: e.recipient.recipientEmail });
      }
      return db.transaction(async (tx) => {
        const issued: GiftCard[] = [];
        for (const e of entries) {
          const id = ids.next();
          const at = now();
          let inserted = false;
          // A code already on the site is astronomically unlikely; a few tries settle it.
          for (let attempt = 0; attempt < 5 && !inserted; attempt++) {
            const code = newCode();
            inserted = await insertCard(tx, {
              id,
              websiteId,
              code,
              codeLast4: codeLast4(code),
              currency: e.currency,
              initialAmount: e.amount,
              balance: e.amount,
              testMode: e.testMode,
              ...e.recipient,
              sendAt: e.recipient.sendAt === null ? null : new Date(e.recipient.sendAt),
              orderId: e.orderId,
              orderLine: e.orderLine,
              orderUnit: e.orderUnit,
              createdAt: at,
              updatedAt: at,
            });
          }
          if (!inserted) throw new Error('no free gift card code after 5 tries');
          await insertIssueMovement(tx, { id: ids.next(), websiteId, giftCardId: id, kind: 'issue', amount: e.amount, balanceAfter: e.amount, orderId: e.orderId, createdAt: at });
          issued.push((await readCard(tx, websiteId, id))!);
        }
        return issued;
      });
    },

    /**
     * Debits each card its part of an order's payment (in the order's transaction). A card
     * whose balance, status or currency changed since the amounts were decided refuses with
     * GIFT_CARD_BALANCE_CHANGED, so the whole order rolls back. Cards are locked in id order.
     */
    async redeem(websiteId: string, payments: GiftCardPayment[], context: { orderId: string; currency: string; testMode: boolean }): Promise<void> {
      if (new Set(payments.map((p) => p.giftCardId)).size !== payments.length || payments.some((p) => !isAmount(p.amount, 1))) {
        throw new DomainError('VALIDATION_FAILED', { errors: { giftCards: 'Each gift card once, with a positive amount.' } });
      }
      const sorted = [...payments].sort((a, b) => (a.giftCardId < b.giftCardId ? -1 : a.giftCardId > b.giftCardId ? 1 : 0));
      await db.transaction(async (tx) => {
        for (const p of sorted) {
          const change = { delta: -p.amount, kind: 'redeem' as const, orderId: context.orderId, at: now(), movementId: ids.next() };
          const card = await changeBalance(tx, websiteId, p.giftCardId, change, { active: true, currency: context.currency, testMode: context.testMode, maxBalance: GIFT_CARD_LIMITS.maxBalance });
          if (card === null) throw new DomainError('GIFT_CARD_BALANCE_CHANGED', { last4: p.last4 });
        }
      });
    },

    /**
     * Gives back what an order took from its cards (an order refund): per card, what the
     * order's redeem movements took less what refunds gave back already, so running it twice
     * gives nothing twice. A disabled card is credited too. Returns the refund movements made.
     */
    async creditOrder(websiteId: string, orderId: string): Promise<GiftCardMovement[]> {
      const cardIds = [...new Set((await readOrderMovements(db, websiteId, orderId, ['redeem'])).map((m) => m.giftCardId))].sort();
      if (cardIds.length === 0) return [];
      return db.transaction(async (tx) => {
        for (const id of cardIds) await readCard(tx, websiteId, id, true);
        const made: GiftCardMovement[] = [];
        const moves = await readOrderMovements(tx, websiteId, orderId, ['redeem', 'refund']);
        for (const id of cardIds) {
          const owed = -moves.filter((m) => m.giftCardId === id).reduce((sum, m) => sum + m.amount, 0);
          if (owed <= 0) continue;
          const movementId = ids.next();
          const card = await changeBalance(tx, websiteId, id, { delta: owed, kind: 'refund', orderId, at: now(), movementId }, { maxBalance: GIFT_CARD_LIMITS.maxBalance });
          if (card === null) throw new DomainError('GIFT_CARD_ADJUSTMENT_INVALID', { id });
          made.push((await readMovements(tx, websiteId, id)).find((m) => m.id === movementId)!);
        }
        return made;
      });
    },

    /**
     * What each card that paid for an order may still get back by its own ledger: what the
     * order's redeem movements took less what refunds gave back (cards owed nothing left out).
     */
    async refundableByOrder(websiteId: string, orderId: string): Promise<Map<string, number>> {
      return owedByCard(await readOrderMovements(db, websiteId, orderId, ['redeem', 'refund']));
    },

    /**
     * Credits each card its part of one order refund (in the refund's transaction), each as a
     * 'refund' movement naming `refundId`. A card already credited for that refund is skipped, so
     * a retry credits nothing twice; a part larger than what the order still owes the card is
     * refused (GIFT_CARD_REFUND_EXCEEDS_PAID) and nothing is credited. Cards locked in id order.
     */
    async creditRefund(websiteId: string, refund: { orderId: string; refundId: string; parts: { giftCardId: string; amount: number }[] }): Promise<GiftCardMovement[]> {
      if (refund.parts.some((p) => !isAmount(p.amount, 1)) || new Set(refund.parts.map((p) => p.giftCardId)).size !== refund.parts.length) {
        throw new DomainError('VALIDATION_FAILED', { errors: { giftCards: 'Each gift card once, with a positive amount.' } });
      }
      const sorted = [...refund.parts].sort((a, b) => (a.giftCardId < b.giftCardId ? -1 : a.giftCardId > b.giftCardId ? 1 : 0));
      if (sorted.length === 0) return [];
      return db.transaction(async (tx) => {
        for (const p of sorted) if ((await readCard(tx, websiteId, p.giftCardId, true)) === null) throw new DomainError('GIFT_CARD_NOT_FOUND', { id: p.giftCardId });
        const moves = await readOrderMovements(tx, websiteId, refund.orderId, ['redeem', 'refund']);
        const owed = owedByCard(moves);
        const made: GiftCardMovement[] = [];
        for (const p of sorted) {
          const done = moves.find((m) => m.giftCardId === p.giftCardId && m.refundId === refund.refundId);
          if (done !== undefined) {
            made.push(done);
            continue;
          }
          if (p.amount > (owed.get(p.giftCardId) ?? 0)) throw new DomainError('GIFT_CARD_REFUND_EXCEEDS_PAID', { id: p.giftCardId, owed: owed.get(p.giftCardId) ?? 0 });
          const movementId = ids.next();
          const change = { delta: p.amount, kind: 'refund' as const, orderId: refund.orderId, refundId: refund.refundId, at: now(), movementId };
          const card = await changeBalance(tx, websiteId, p.giftCardId, change, { maxBalance: GIFT_CARD_LIMITS.maxBalance });
          if (card === null) throw new DomainError('GIFT_CARD_ADJUSTMENT_INVALID', { id: p.giftCardId });
          made.push((await readMovements(tx, websiteId, p.giftCardId)).find((m) => m.id === movementId)!);
        }
        return made;
      });
    },

    /** Disables the cards an order bought (that order was refunded); the ids disabled now. */
    disableIssuedBy: (websiteId: string, orderId: string) => updateStatus(db, websiteId, { orderId }, 'disabled', now()),

    /** The owner disables a card: its code stops working; its balance and ledger stay. */
    async disable(websiteId: string, id: string): Promise<GiftCard> {
      await mustGet(websiteId, id);
      await updateStatus(db, websiteId, { id }, 'disabled', now());
      return mustGet(websiteId, id);
    },

    /** The owner changes a balance by `amount` (signed) with a note; the balance stays within 0..max. */
    async adjust(websiteId: string, id: string, input: { amount: number; note: string }): Promise<GiftCard> {
      const note = typeof input.note === 'string' ? input.note.trim() : '';
      const errors: Record<string, string> = {};
      if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > GIFT_CARD_LIMITS.maxBalance) {
        errors.amount = 'A whole number of minor units other than 0.';
      }
      if (note === '' || note.length > GIFT_CARD_LIMITS.maxNoteLength) errors.note = `Say why, in 1 to ${GIFT_CARD_LIMITS.maxNoteLength} characters.`;
      if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
      await mustGet(websiteId, id);
      const card = await db.transaction((tx) =>
        changeBalance(tx, websiteId, id, { delta: input.amount, kind: 'adjust', note, at: now(), movementId: ids.next() }, { maxBalance: GIFT_CARD_LIMITS.maxBalance }),
      );
      if (card === null) throw new DomainError('GIFT_CARD_ADJUSTMENT_INVALID', { id });
      return card;
    },
  };
}
