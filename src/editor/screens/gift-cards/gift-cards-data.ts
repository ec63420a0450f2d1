/** The gift cards screens' query keys and how a card's code and movements read. */
import type { GiftCardMovement } from '../../../shared/api/gift-cards-admin';

export const giftCardKeys = {
  all: ['gift-cards'] as const,
  list: (before: string | undefined) => ['gift-cards', 'list', before ?? ''] as const,
  one: (id: string) => ['gift-cards', 'one', id] as const,
};

/** A code as lists show it: only its last 4 characters, which is all the list is given. */
export const maskedCode = (last4: string) => `•••• •••• •••• ${last4}`;
/** What a screen reader says for it. */
export const maskedCodeLabel = (last4: string) => `Code ending ${last4}`;

export const MOVEMENT_LABELS: Record<GiftCardMovement['kind'], string> = {
  issue: 'Issued',
  redeem: 'Spent on an order',
  refund: 'Given back by a refund',
  adjust: 'Adjusted',
};
