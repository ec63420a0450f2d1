/** The mailing-lists module: a site's lists, their subscribers, double opt-in and unsubscribe links (GAP-72, GAP-68). */
import { readMigrations } from '../../db/migrations';

export { createMailingListsService, type MailingListsService, type MailingListsDeps } from './mailing-lists.service';
export { MAILING_LIST_LIMITS, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './mailing-lists.types';
export type {
  MailingList,
  MailingListSummary,
  Subscriber,
  SubscriberStatus,
  SubscriberPage,
  SubscribeInput,
  SubscribeOutcome,
  SubscribeResult,
  SubscribingSite,
  TokenTarget,
} from './mailing-lists.types';

export const MAILING_LISTS_MIGRATIONS = readMigrations('mailing-lists', new URL('./migrations/', import.meta.url));
