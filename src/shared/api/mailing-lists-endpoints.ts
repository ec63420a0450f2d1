/**
 * The owner's mailing list calls as endpoint descriptors (no zod: safe for the editor); the
 * types come from the schemas in `mailing-lists.ts`, which the routes declare. The CSV export
 * is a download link, not a JSON call: `mailingListExportPath` names it.
 */
import { endpoint, fillPath, type In, type None } from './endpoint';
import type {
  CreateMailingListBody,
  MailingListAnswer,
  MailingListDeletedAnswer,
  MailingListParams,
  MailingListsAnswer,
  SubscriberParams,
  SubscribersAnswer,
  SubscribersQuery,
  UpdateMailingListBody,
} from './mailing-lists';

export const MAILING_LISTS_PATH = '/api/admin/mailing-lists';

type ListParams = In<typeof MailingListParams>;

export const mailingListsEndpoints = {
  list: endpoint<None, None, None, MailingListsAnswer>('GET', MAILING_LISTS_PATH),
  create: endpoint<None, None, In<typeof CreateMailingListBody>, MailingListAnswer>('POST', MAILING_LISTS_PATH),
  get: endpoint<ListParams, None, None, MailingListAnswer>('GET', `${MAILING_LISTS_PATH}/:listId`),
  update: endpoint<ListParams, None, In<typeof UpdateMailingListBody>, MailingListAnswer>('PUT', `${MAILING_LISTS_PATH}/:listId`),
  remove: endpoint<ListParams, None, None, MailingListDeletedAnswer>('DELETE', `${MAILING_LISTS_PATH}/:listId`),
  subscribers: endpoint<ListParams, In<typeof SubscribersQuery>, None, SubscribersAnswer>('GET', `${MAILING_LISTS_PATH}/:listId/subscribers`),
  removeSubscriber: endpoint<In<typeof SubscriberParams>, None, None, MailingListDeletedAnswer>('DELETE', `${MAILING_LISTS_PATH}/:listId/subscribers/:subscriberId`),
} as const;

/** The CSV download of a list's subscribers (GET, the owner's session cookie; no JSON). */
export const MAILING_LIST_EXPORT_PATH = `${MAILING_LISTS_PATH}/:listId/subscribers.csv`;

export function mailingListExportPath(listId: string): string {
  return fillPath(MAILING_LIST_EXPORT_PATH, { listId });
}
