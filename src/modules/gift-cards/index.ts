/** The gift cards module: cards with unguessable codes, their balances and ledger (GAP-61). */
import { readMigrations } from '../../db/migrations';

export { createGiftCardsService, type GiftCardsService, type GiftCardsDeps } from './gift-cards.service';
export { generateCode, normalizeCode, formatCode, CODE_LENGTH } from './gift-card-codes';
export { parseGiftCardRecipient, localDate, addDays, startOfLocalDay, isCalendarDate } from './gift-card-recipient';
export { GIFT_CARD_LIMITS, GIFT_CARD_STATUSES } from './gift-cards.types';
export type { GiftCard, GiftCardMovement, GiftCardPayment, GiftCardRecipient, GiftCardStatus, MovementKind, NewGiftCard } from './gift-cards.types';

export const GIFT_CARDS_MIGRATIONS = readMigrations('gift-cards', new URL('./migrations/', import.meta.url));
