/** The owner's gift card calls as endpoint descriptors (no zod); the types come from `gift-cards-admin.ts`. */
import { endpoint, type In, type None } from './endpoint';
import type { GiftCardAdjustBody, GiftCardAnswer, GiftCardIssueBody, GiftCardListAnswer, GiftCardListQuery, GiftCardParams, GiftCardResendAnswer } from './gift-cards-admin';

type Card = In<typeof GiftCardParams>;

export const adminGiftCardEndpoints = {
  list: endpoint<None, In<typeof GiftCardListQuery>, None, GiftCardListAnswer>('GET', '/api/admin/gift-cards'),
  issue: endpoint<None, None, In<typeof GiftCardIssueBody>, GiftCardAnswer>('POST', '/api/admin/gift-cards'),
  get: endpoint<Card, None, None, GiftCardAnswer>('GET', '/api/admin/gift-cards/:giftCardId'),
  disable: endpoint<Card, None, None, GiftCardAnswer>('POST', '/api/admin/gift-cards/:giftCardId/disable'),
  adjust: endpoint<Card, None, In<typeof GiftCardAdjustBody>, GiftCardAnswer>('POST', '/api/admin/gift-cards/:giftCardId/adjustments'),
  resend: endpoint<Card, None, None, GiftCardResendAnswer>('POST', '/api/admin/gift-cards/:giftCardId/resend'),
} as const;
