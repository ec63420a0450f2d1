/**
 * The owner's gift cards (GAP-61; permission 'commerce.orders', like orders): list (codes
 * shown by their last 4 characters), one card with its full code and ledger, disable,
 * a balance adjustment with a note, and sending the recipient's email again. The site is
 * always the request's site.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatCode, GIFT_CARD_LIMITS, type GiftCard, type GiftCardMovement } from '../../../modules/gift-cards';
import { isCurrency, moneyJson } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

const CardParams = z.object({ giftCardId: z.string().min(1).max(64) });
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().min(1).max(64).optional(),
  orderId: z.string().min(1).max(64).optional(),
});
const AdjustBody = z.strictObject({
  amount: z.number().int().refine((n) => n !== 0 && Math.abs(n) <= GIFT_CARD_LIMITS.maxBalance, 'A whole number of minor units other than 0.'),
  note: z.string().trim().min(1, 'Say why.').max(GIFT_CARD_LIMITS.maxNoteLength),
});

const money = (amount: number, currency: string) => (isCurrency(currency) ? moneyJson({ amount, currency }) : { value: String(amount), currency });

/** A card in lists: never its whole code. */
function giftCardSummary(card: GiftCard) {
  return {
    id: card.id,
    last4: card.last4,
    status: card.status,
    testMode: card.testMode,
    initialAmount: money(card.initialAmount, card.currency),
    balance: money(card.balance, card.currency),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    sendDate: card.sendDate,
    orderId: card.orderId,
    created: card.created,
    updated: card.updated,
  };
}

function movementDto(m: GiftCardMovement, currency: string) {
  return { id: m.id, kind: m.kind, amount: money(m.amount, currency), balanceAfter: money(m.balanceAfter, currency), orderId: m.orderId, refundId: m.refundId, note: m.note, created: m.created };
}

export function registerAdminGiftCardRoutes(app: FastifyInstance): void {
  const { giftCards, giftCardFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  const detail = async (websiteId: string, card: GiftCard) => ({
    giftCard: { ...giftCardSummary(card), code: formatCode(card.code), message: card.message, sendAt: card.sendAt, orderLine: card.orderLine },
    movements: (await giftCards.movements(websiteId, card.id)).map((m) => movementDto(m, card.currency)),
  });

  app.get('/api/admin/gift-cards', guard, async (request) => {
    const page = await giftCards.list(siteOf(request).id, ListQuery.parse(request.query ?? {}));
    return { giftCards: page.giftCards.map(giftCardSummary), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/gift-cards/:giftCardId', guard, async (request) => {
    const { giftCardId } = CardParams.parse(request.params);
    const websiteId = siteOf(request).id;
    return detail(websiteId, await giftCards.mustGet(websiteId, giftCardId));
  });

  app.post('/api/admin/gift-cards/:giftCardId/disable', guard, async (request) => {
    const { giftCardId } = CardParams.parse(request.params);
    const websiteId = siteOf(request).id;
    return detail(websiteId, await giftCards.disable(websiteId, giftCardId));
  });

  app.post('/api/admin/gift-cards/:giftCardId/adjustments', guard, async (request) => {
    const { giftCardId } = CardParams.parse(request.params);
    const websiteId = siteOf(request).id;
    // An unknown card answers 404 before the body is judged.
    await giftCards.mustGet(websiteId, giftCardId);
    const body = AdjustBody.parse(request.body ?? {});
    return detail(websiteId, await giftCards.adjust(websiteId, giftCardId, body));
  });

  app.post('/api/admin/gift-cards/:giftCardId/resend', guard, async (request) => {
    const { giftCardId } = CardParams.parse(request.params);
    const site = siteOf(request);
    const message = await giftCardFlows.resendEmail(site.id, giftCardId, site.title);
    return { message: { id: message.id, to: message.to, subject: message.subject, status: message.status, created: message.created } };
  });
}
