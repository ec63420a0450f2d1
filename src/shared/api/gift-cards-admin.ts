/**
 * The owner's gift card calls' contract (GAP-61; permission 'commerce.orders'): the list (codes
 * by their last 4 characters only), one card with its whole code and ledger, disable, a balance
 * adjustment with a note, sending the recipient's email again, and a card the owner issues
 * (a gift, a goodwill credit) emailed to its recipient.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';
import { Money } from './cart';

/** Largest balance a card may reach, minor units (the gift-cards module keeps the same bound). */
export const GIFT_CARD_MAX_BALANCE = 2_000_000_000;
export const GIFT_CARD_NOTE_MAX_LENGTH = 500;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

/** A card's money; a card in a currency Stoa no longer knows answers its minor units as `value`. */
export const GiftCardMoney = z.union([Money, z.object({ value: z.string(), currency: z.string() })]).meta({ id: 'GiftCardMoney' });

/** A card in lists: never its whole code. */
export const GiftCardSummary = z
  .object({
    id: z.string(),
    last4: z.string(),
    status: z.enum(['active', 'disabled']),
    testMode: z.boolean().meta({ description: 'Issued by a test-mode order: spendable only on test-mode orders.' }),
    initialAmount: GiftCardMoney,
    balance: GiftCardMoney,
    recipientName: z.string(),
    recipientEmail: z.string(),
    senderName: z.string(),
    sendDate: z.string().nullable().meta({ description: 'YYYY-MM-DD in the site’s time zone; null: sent at purchase.' }),
    orderId: z.string().nullable(),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'GiftCardSummary' });
export type GiftCardSummary = z.infer<typeof GiftCardSummary>;

export const GiftCardDetail = GiftCardSummary.extend({
  code: z.string().meta({ description: 'The whole code, as XXXX-XXXX-XXXX-XXXX.' }),
  message: z.string(),
  sendAt: z.number().nullable(),
  orderLine: z.number().nullable(),
}).meta({ id: 'GiftCardDetail' });
export type GiftCardDetail = z.infer<typeof GiftCardDetail>;

export const GiftCardMovement = z
  .object({
    id: z.string(),
    kind: z.enum(['issue', 'redeem', 'refund', 'adjust']),
    amount: GiftCardMoney.meta({ description: 'Signed: redeem and negative adjustments take money off.' }),
    balanceAfter: GiftCardMoney,
    orderId: z.string().nullable(),
    refundId: z.string().nullable(),
    note: z.string(),
    created: z.number(),
  })
  .meta({ id: 'GiftCardMovement' });
export type GiftCardMovement = z.infer<typeof GiftCardMovement>;

export const GiftCardListAnswer = z.object({
  giftCards: z.array(GiftCardSummary),
  currency: z.enum(CURRENCIES).meta({ description: "The store's currency: what a card the owner issues is in." }),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `before` for the next page; null on the last page.' }),
});
export type GiftCardListAnswer = z.infer<typeof GiftCardListAnswer>;
/** One card, and what a change to it answers. */
export const GiftCardAnswer = z.object({ giftCard: GiftCardDetail, movements: z.array(GiftCardMovement) });
export type GiftCardAnswer = z.infer<typeof GiftCardAnswer>;
export const GiftCardResendAnswer = z.object({
  message: z.object({ id: z.string(), to: z.string(), subject: z.string(), status: z.string(), created: z.number() }),
});
export type GiftCardResendAnswer = z.infer<typeof GiftCardResendAnswer>;

// ── What the calls take ────────────────────────────────────────────────────────────────────

export const GiftCardParams = z.object({ giftCardId: z.string().min(1).max(64) });
export const GiftCardListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().min(1).max(64).optional(),
  orderId: z.string().min(1).max(64).optional().meta({ description: 'Only the cards an order bought.' }),
});
export const GiftCardAdjustBody = z.strictObject({
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= GIFT_CARD_MAX_BALANCE, 'A whole number of minor units other than 0.')
    .meta({ description: 'Signed minor units added to the balance.' }),
  note: z.string().trim().min(1, 'Say why.').max(GIFT_CARD_NOTE_MAX_LENGTH),
});

/** The owner issues a card in the store's currency; its code is made and emailed as a bought card's is. */
export const GiftCardIssueBody = z.strictObject({
  amount: z.number().int('A whole number of minor units.').min(1, 'Give the card an amount.').max(GIFT_CARD_MAX_BALANCE).meta({ description: 'Minor units.' }),
  recipientEmail: z.string().trim().min(1, 'Enter the recipient’s email.').max(254).email('Enter a valid email address.'),
  recipientName: z.string().trim().max(100).default(''),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX_LENGTH).default(''),
});
