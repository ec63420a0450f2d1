/**
 * The gift card page's form (GIFT-01, GIFT-02, GAP-61): what the page was given, the checks made
 * before sending (the server's limits and messages: a denomination, the recipient's name and
 * email, lengths, a send date from today to a year ahead) and the body of
 * `POST /api/commerce/gift-cards/cart-entry`. Pure, so unit tests call the same functions.
 */
import type { GiftCardPageData } from '../../shared/api/gift-cards';
import type { BodyOf } from '../../shared/api/endpoint';
import type { giftCardEndpoints } from '../../shared/api/gift-cards-endpoints';
import { isValidEmail } from '../../shared/email';
import { GIFT_CARD_DENOMINATION } from '../product-form/purchase-rules';

/** What the server gives the island: the page data call's answer plus the page's settings. */
export type GiftCardPageProps = GiftCardPageData & {
  currency: string;
  locale: string;
  cartUrl: string;
};

export interface GiftCardInput {
  sku: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  sendDate: string;
}

/** Field order on the page: the first invalid one gets the focus. */
export const GIFT_CARD_FIELDS = ['sku', 'recipientName', 'recipientEmail', 'senderName', 'message', 'sendDate'] as const;

export const RECIPIENT_NAME_REQUIRED = "Enter the recipient's name.";
export const EMAIL_INVALID = 'Please enter a valid email.';
export const SEND_DATE_OUT_OF_RANGE = 'Choose a send date from today to one year from now.';

export function initialGiftCardInput(props: GiftCardPageProps): GiftCardInput {
  const only = props.denominations.length === 1 ? props.denominations[0]!.sku : '';
  return { sku: props.selectedSku ?? only, recipientName: '', recipientEmail: '', senderName: '', message: '', sendDate: props.limits.earliestSendDate };
}

/** Field messages for what the server would refuse; empty when the form can be sent. */
export function giftCardErrors(input: GiftCardInput, props: Pick<GiftCardPageProps, 'denominations' | 'limits'>): Record<string, string> {
  const { maxNameLength, maxMessageLength, earliestSendDate, latestSendDate } = props.limits;
  const errors: Record<string, string> = {};
  if (!props.denominations.some((d) => d.sku === input.sku)) errors.sku = GIFT_CARD_DENOMINATION;
  const name = input.recipientName.trim();
  if (name === '') errors.recipientName = RECIPIENT_NAME_REQUIRED;
  else if (name.length > maxNameLength) errors.recipientName = `At most ${maxNameLength} characters.`;
  if (!isValidEmail(input.recipientEmail.trim())) errors.recipientEmail = EMAIL_INVALID;
  if (input.senderName.trim().length > maxNameLength) errors.senderName = `At most ${maxNameLength} characters.`;
  if (input.message.trim().length > maxMessageLength) errors.message = `At most ${maxMessageLength} characters.`;
  const date = input.sendDate.trim();
  // YYYY-MM-DD strings compare as dates.
  if (date !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < earliestSendDate || date > latestSendDate)) errors.sendDate = SEND_DATE_OUT_OF_RANGE;
  return errors;
}

/** The request body; an empty send date means "as soon as the order is paid". */
export function giftCardBody(itemId: string, input: GiftCardInput): BodyOf<typeof giftCardEndpoints.addToCart> {
  const body: BodyOf<typeof giftCardEndpoints.addToCart> = { itemId, sku: input.sku, recipientName: input.recipientName.trim(), recipientEmail: input.recipientEmail.trim() };
  if (input.senderName.trim() !== '') body.senderName = input.senderName.trim();
  if (input.message.trim() !== '') body.message = input.message.trim();
  if (input.sendDate.trim() !== '') body.sendDate = input.sendDate.trim();
  return body;
}

/** The message counter's text, e.g. "480 characters left". */
export function charactersLeft(message: string, max: number): string {
  const left = max - message.length;
  return left === 1 ? '1 character left' : `${left} characters left`;
}
