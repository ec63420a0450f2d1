/**
 * The owner's gift cards (GAP-61; permission 'commerce.orders', like orders): list (codes
 * shown by their last 4 characters), one card with its full code and ledger, disable,
 * a balance adjustment with a note, sending the recipient's email again, and issuing a card
 * of the owner's own (emailed with it, in one transaction). The site is
 * always the request's site.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatCode, type GiftCard, type GiftCardMovement } from '../../../modules/gift-cards';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  GiftCardAdjustBody,
  GiftCardAnswer,
  GiftCardIssueBody,
  GiftCardListAnswer,
  GiftCardListQuery,
  GiftCardParams,
  GiftCardResendAnswer,
  type GiftCardMovement as GiftCardMovementAnswer,
  type GiftCardSummary,
} from '../../../shared/api/gift-cards-admin';
import { isCurrency, moneyJson } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

const money = (amount: number, currency: string) => (isCurrency(currency) ? moneyJson({ amount, currency }) : { value: String(amount), currency });

/** A card in lists: never its whole code. */
function giftCardSummary(card: GiftCard): GiftCardSummary {
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

function movementDto(m: GiftCardMovement, currency: string): GiftCardMovementAnswer {
  return { id: m.id, kind: m.kind, amount: money(m.amount, currency), balanceAfter: money(m.balanceAfter, currency), orderId: m.orderId, refundId: m.refundId, note: m.note, created: m.created };
}

export function registerAdminGiftCardRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { giftCards, giftCardFlows } = app.services;
  const permission = requirePermission('commerce.orders');
  const guard = { preHandler: permission };

  const detail = async (websiteId: string, card: GiftCard): Promise<GiftCardAnswer> => ({
    giftCard: { ...giftCardSummary(card), code: formatCode(card.code), message: card.message, sendAt: card.sendAt, orderLine: card.orderLine },
    movements: (await giftCards.movements(websiteId, card.id)).map((m) => movementDto(m, card.currency)),
  });
  const cardSchema = { params: GiftCardParams, response: { 200: GiftCardAnswer } };

  app.get('/api/admin/gift-cards', { ...guard, schema: { querystring: GiftCardListQuery, response: { 200: GiftCardListAnswer } } }, async (request) => {
    const site = siteOf(request);
    const page = await giftCards.list(site.id, request.query);
    return { giftCards: page.giftCards.map(giftCardSummary), currency: site.currency, nextCursor: page.nextCursor };
  });

  app.post('/api/admin/gift-cards', { ...guard, schema: { body: bodyOrEmpty(GiftCardIssueBody), response: { 201: GiftCardAnswer } } }, async (request, reply) => {
    const site = siteOf(request);
    const card = await giftCardFlows.issue(site.id, request.body, { currency: site.currency, storeName: site.title });
    return reply.code(201).send(await detail(site.id, card));
  });

  app.get('/api/admin/gift-cards/:giftCardId', { ...guard, schema: cardSchema }, async (request) => {
    const websiteId = siteOf(request).id;
    return detail(websiteId, await giftCards.mustGet(websiteId, request.params.giftCardId));
  });

  app.post('/api/admin/gift-cards/:giftCardId/disable', { ...guard, schema: cardSchema }, async (request) => {
    const websiteId = siteOf(request).id;
    return detail(websiteId, await giftCards.disable(websiteId, request.params.giftCardId));
  });

  // An unknown card answers 404 before the body is judged: looked up after the permission,
  // before the input's refusal (a malformed id is left to that refusal).
  const cardMustExist: preHandlerAsyncHookHandler = async (request) => {
    const params = GiftCardParams.safeParse(request.params);
    if (params.success) await giftCards.mustGet(siteOf(request).id, params.data.giftCardId);
  };
  const adjustSchema = { ...cardSchema, body: bodyOrEmpty(GiftCardAdjustBody) };
  app.post('/api/admin/gift-cards/:giftCardId/adjustments', { preHandler: [permission, cardMustExist], schema: adjustSchema }, async (request) => {
    const websiteId = siteOf(request).id;
    return detail(websiteId, await giftCards.adjust(websiteId, request.params.giftCardId, request.body));
  });

  app.post('/api/admin/gift-cards/:giftCardId/resend', { ...guard, schema: { params: GiftCardParams, response: { 200: GiftCardResendAnswer } } }, async (request) => {
    const site = siteOf(request);
    const message = await giftCardFlows.resendEmail(site.id, request.params.giftCardId, site.title);
    return { message: { id: message.id, to: message.to, subject: message.subject, status: message.status, created: message.created } };
  });
}
