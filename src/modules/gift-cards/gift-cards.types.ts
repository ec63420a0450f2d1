/** Gift cards as the rest of Stoa sees them (GAP-61). Money is integer minor units of `currency`. */
import { MAX_GIFT_CARD_CODES_PER_ORDER } from '../../shared/api/checkout';
import { GIFT_CARD_MAX_BALANCE, GIFT_CARD_NOTE_MAX_LENGTH } from '../../shared/api/gift-cards-admin';

/** active: may be spent; disabled: by the owner, or because the order that bought it was refunded. */
export type GiftCardStatus = 'active' | 'disabled';
export const GIFT_CARD_STATUSES: readonly GiftCardStatus[] = ['active', 'disabled'];

/** issue: +initial amount; redeem: − paid on an order; refund: + given back; adjust: ± by the owner. */
export type MovementKind = 'issue' | 'redeem' | 'refund' | 'adjust';

/** Who the card is for, as the buyer wrote it on the gift card page. */
export interface GiftCardRecipient {
  recipientName: string;
  recipientEmail: string;
  /** '' when the buyer gave none. */
  senderName: string;
  /** '' when the buyer wrote none; plain text, at most GIFT_CARD_LIMITS.maxMessageLength. */
  message: string;
  /** YYYY-MM-DD in the site's time zone: the email goes out that day; null: at purchase. */
  sendDate: string | null;
  /** When that day starts in the site's time zone (ms), fixed when the buyer chose it; null with no date. */
  sendAt: number | null;
}

export interface GiftCard extends GiftCardRecipient {
  id: string;
  websiteId: string;
  /** 16 characters (Crockford base32); shown as XXXX-XXXX-XXXX-XXXX. */
  code: string;
  last4: string;
  currency: string;
  initialAmount: number;
  balance: number;
  status: GiftCardStatus;
  /** Issued by a test-mode order: spendable only on test-mode orders. */
  testMode: boolean;
  /** The order (and its line, 0-based) that bought it; null for cards made otherwise. */
  orderId: string | null;
  orderLine: number | null;
  created: number;
  updated: number;
}

export interface GiftCardMovement {
  id: string;
  giftCardId: string;
  kind: MovementKind;
  /** Signed minor units. */
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  /** The order refund of a 'refund' movement; null for other kinds and for credits made before refunds were split. */
  refundId: string | null;
  note: string;
  created: number;
}

/** One card's part of an order's payment, decided before the charge and debited with the order. */
export interface GiftCardPayment {
  giftCardId: string;
  last4: string;
  amount: number;
}

/** A card to issue for one unit of an order line. */
export interface NewGiftCard {
  currency: string;
  amount: number;
  testMode: boolean;
  recipient: GiftCardRecipient;
  orderId: string | null;
  orderLine: number | null;
  /** 1..quantity: which unit of the line. */
  orderUnit: number | null;
}

export const GIFT_CARD_LIMITS = {
  /** Codes one order may be paid with. */
  maxCodesPerOrder: MAX_GIFT_CARD_CODES_PER_ORDER,
  maxMessageLength: 500,
  maxNameLength: 100,
  maxNoteLength: GIFT_CARD_NOTE_MAX_LENGTH,
  /** The latest send date, in days after today. */
  maxSendDaysAhead: 365,
  /** Largest balance a card may reach, minor units. */
  maxBalance: GIFT_CARD_MAX_BALANCE,
} as const;
