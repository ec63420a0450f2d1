/**
 * The visitor's gift card calls' contract (GIFT-01, GIFT-02, GAP-61): what the gift card page
 * shows, its add to cart with the recipient's details (answered like the cart's add), and what
 * a code can still pay.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';
import { Money } from './cart';

const id = z.string().min(1).max(64);
const text = (description: string) => z.unknown().optional().meta({ description });

/** The recipient's details are checked by the gift card rules, which word their own messages. */
export const GiftCardEntryBody = z.looseObject({
  itemId: id,
  sku: z.string().max(200).nullable().optional().meta({ description: 'The denomination (GIFT-02); may be left out when there is one.' }),
  recipientName: text("The recipient's name."),
  recipientEmail: text("The recipient's email."),
  senderName: text('Who the card is from.'),
  message: text('A message for the recipient (may be empty).'),
  sendDate: text('YYYY-MM-DD in the site\'s time zone, from today to one year ahead; empty: send at purchase.'),
});
export const GiftCardPageQuery = z.looseObject({ itemId: id, sku: z.string().max(200).optional() });
export const GiftCardBalanceBody = z.object({ code: z.string().max(64) });

/** What the gift card page shows (GIFT-01). */
export const GiftCardPageData = z
  .object({
    item: z.object({ id: z.string(), title: z.string() }),
    denominations: z
      .array(
        z.object({
          variantId: z.string(),
          sku: z.string(),
          attributes: z.record(z.string(), z.string()),
          value: Money.meta({ description: 'What the card is worth.' }),
          price: Money.meta({ description: 'What the buyer pays now.' }),
          onSale: z.boolean(),
        }),
      )
      .meta({ description: "In the owner's order." }),
    selectedSku: z.string().nullable().meta({ description: 'The SKU the page was reached with, when it names a denomination.' }),
    limits: z.object({
      maxMessageLength: z.number(),
      maxNameLength: z.number(),
      earliestSendDate: z.string().meta({ description: "YYYY-MM-DD, days in the site's time zone." }),
      latestSendDate: z.string(),
    }),
  })
  .meta({ id: 'GiftCardPageData' });
export type GiftCardPageData = z.infer<typeof GiftCardPageData>;

export const GiftCardBalanceAnswer = z.object({ balance: Money, currency: z.enum(CURRENCIES), last4: z.string() });
export type GiftCardBalanceAnswer = z.infer<typeof GiftCardBalanceAnswer>;
