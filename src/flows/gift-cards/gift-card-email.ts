/**
 * The gift card emails (GAP-61): the recipient's, with the code, amount, sender and message,
 * held in the outbox until the chosen send date; and the lines the buyer's confirmation adds
 * about the cards they bought and the cards they paid with. Everything the buyer wrote is
 * HTML-escaped.
 */
import { formatCode, type GiftCard } from '../../modules/gift-cards';
import type { OrderGiftCardPayment } from '../../modules/orders';
import type { NewMessage, OutboxMessage } from '../../modules/outbox';
import { isCurrency, toDecimalString } from '../../shared/money';
import { escapeHtml } from '../../shared/html';

function money(amount: number, currency: string): string {
  return isCurrency(currency) ? `${toDecimalString({ amount, currency })} ${currency}` : `${amount} ${currency}`;
}

/** The recipient's email of `card`; `resend` gives a copy its own dedupe key and sends it at once. */
export function giftCardEmail(card: GiftCard, storeName: string | undefined, options: { resend?: string } = {}): NewMessage {
  const store = storeName?.trim() || 'our store';
  const from = card.senderName.trim();
  const amount = money(card.initialAmount, card.currency);
  const code = formatCode(card.code);
  const greeting = card.recipientName.trim() === '' ? 'Hello,' : `Hello ${card.recipientName.trim()},`;
  const intro = from === '' ? `You have received a ${amount} gift card for ${store}.` : `${from} sent you a ${amount} gift card for ${store}.`;
  const how = 'Enter the code at checkout to pay with it.';
  const text = [greeting, '', intro, ...(card.message === '' ? [] : ['', card.message]), '', `Gift card code: ${code}`, `Amount: ${amount}`, '', how].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    card.message === '' ? '' : `<blockquote>${escapeHtml(card.message).replace(/\n/g, '<br>')}</blockquote>`,
    `<p>Gift card code: <strong>${escapeHtml(code)}</strong><br>Amount: ${escapeHtml(amount)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
  ].join('');
  return {
    to: card.recipientEmail,
    subject: `${card.testMode ? '[Test] ' : ''}${from === '' ? 'You have received a gift card' : `${from} sent you a gift card`} from ${store}`,
    text,
    html,
    dedupeKey: options.resend === undefined ? `gift-card:${card.id}` : `gift-card:${card.id}:resend:${options.resend}`,
    notBefore: options.resend === undefined ? card.sendAt : null,
  };
}

/** What the buyer's confirmation says about the cards bought and the cards that paid. */
export function giftCardConfirmationLines(issued: GiftCard[], payments: OrderGiftCardPayment[], currency: string): string[] {
  const bought = issued.map((card) => {
    const who = card.recipientName.trim() === '' ? card.recipientEmail : `${card.recipientName.trim()} (${card.recipientEmail})`;
    const when = card.sendDate === null ? 'now' : `on ${card.sendDate}`;
    return `Gift card of ${money(card.initialAmount, card.currency)} for ${who}: emailed to them ${when}.`;
  });
  const paid = payments.map((p) => `Paid with gift card ending ${p.last4}: ${money(p.amount, currency)}`);
  return [...bought, ...paid];
}

/** The owner sends a card's email again, now, to its recipient (a copy with its own key). */
export async function resendGiftCardEmail(
  deps: { giftCards: { mustGet(websiteId: string, id: string): Promise<GiftCard> }; outbox: { enqueue(websiteId: string, message: NewMessage): Promise<OutboxMessage> } },
  websiteId: string,
  giftCardId: string,
  options: { storeName: string | undefined; resendKey: string },
): Promise<OutboxMessage> {
  const card = await deps.giftCards.mustGet(websiteId, giftCardId);
  return deps.outbox.enqueue(websiteId, giftCardEmail(card, options.storeName, { resend: options.resendKey }));
}
