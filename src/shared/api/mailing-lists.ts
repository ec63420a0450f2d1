/**
 * The owner's mailing list calls' contract (GAP-72; lists readable with 'content.edit' so a
 * newsletter block can be connected, subscribers and changes need 'mailing-lists.manage'):
 * lists with their counts, create, rename or change double opt-in, delete, a list's
 * subscribers (newest first, keyset-paged, searchable), removing one, and the CSV export.
 */
import { z } from 'zod';

export const MAILING_LIST_NAME_MAX_LENGTH = 100;
export const MAILING_LIST_SEARCH_MAX_LENGTH = 256;

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

export const OwnerMailingList = z
  .object({
    id: z.string(),
    name: z.string(),
    doubleOptIn: z.boolean().meta({ description: 'Sign-ups stay pending until the email’s confirmation link is followed.' }),
    subscribedCount: z.number().int(),
    pendingCount: z.number().int(),
    unsubscribedCount: z.number().int(),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'OwnerMailingList' });
export type OwnerMailingList = z.infer<typeof OwnerMailingList>;

export const OwnerSubscriber = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(['pending', 'subscribed', 'unsubscribed']),
    source: z.string().nullable().meta({ description: 'Where the sign-up came from, e.g. the newsletter form’s id.' }),
    created: z.number(),
    confirmed: z.number().nullable(),
    unsubscribed: z.number().nullable(),
  })
  .meta({ id: 'OwnerSubscriber' });
export type OwnerSubscriber = z.infer<typeof OwnerSubscriber>;

export const MailingListsAnswer = z.object({ mailingLists: z.array(OwnerMailingList) });
export type MailingListsAnswer = z.infer<typeof MailingListsAnswer>;
export const MailingListAnswer = z.object({ mailingList: OwnerMailingList });
export type MailingListAnswer = z.infer<typeof MailingListAnswer>;
export const SubscribersAnswer = z.object({
  subscribers: z.array(OwnerSubscriber),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
});
export type SubscribersAnswer = z.infer<typeof SubscribersAnswer>;
export const MailingListDeletedAnswer = z.object({ deleted: z.literal(true) });
export type MailingListDeletedAnswer = z.infer<typeof MailingListDeletedAnswer>;

// ── What the calls take ────────────────────────────────────────────────────────────────────

const ListName = z.string().trim().min(1, 'Enter a name for the list.').max(MAILING_LIST_NAME_MAX_LENGTH, `A list name is at most ${MAILING_LIST_NAME_MAX_LENGTH} characters.`);

export const MailingListParams = z.object({ listId: z.string().min(1).max(64) });
export const SubscriberParams = MailingListParams.extend({ subscriberId: z.string().min(1).max(64) });
export const CreateMailingListBody = z.strictObject({ name: ListName, doubleOptIn: z.boolean().default(false) });
export const UpdateMailingListBody = z
  .strictObject({ name: ListName.optional(), doubleOptIn: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.doubleOptIn !== undefined, 'Send a name or doubleOptIn.');
export const SubscribersQuery = z.object({
  cursor: z.string().min(1).max(200).optional(),
  q: z.string().max(MAILING_LIST_SEARCH_MAX_LENGTH).optional().meta({ description: 'Part of an email or name.' }),
});
