/** Mailing lists and their subscribers as the rest of Stoa sees them. */

/** pending: waits for the email's confirmation (double opt-in); subscribed; unsubscribed. */
export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface MailingList {
  id: string;
  websiteId: string;
  name: string;
  /** Sign-ups stay pending until the email's confirmation link is followed. */
  doubleOptIn: boolean;
  created: number;
  updated: number;
}

/** A list with how many of its subscribers are in each state. */
export interface MailingListSummary extends MailingList {
  subscribedCount: number;
  pendingCount: number;
  unsubscribedCount: number;
}

export interface Subscriber {
  id: string;
  websiteId: string;
  listId: string;
  /** Normalized (trimmed, lowercased). */
  email: string;
  name: string | null;
  status: SubscriberStatus;
  /** Where the sign-up came from, e.g. the newsletter form's id. */
  source: string | null;
  created: number;
  updated: number;
  confirmed: number | null;
  unsubscribed: number | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  nextCursor: string | null;
}

/** The site a subscriber's emails name and link to. */
export interface SubscribingSite {
  /** `http(s)://host[:port]` the site answers on. */
  origin: string;
  title: string;
}

export interface SubscribeInput {
  websiteId: string;
  listId: string;
  email: string;
  name?: string | null | undefined;
  /** Where the sign-up came from (the newsletter form's id). */
  source?: string | null | undefined;
  /** Where the confirmation email's links point and whose name it carries. */
  site: SubscribingSite;
}

/**
 * subscribed: now on the list; pending: a confirmation email was sent; unchanged: the email
 * was already subscribed (or already waiting for its confirmation), nothing was sent.
 */
export type SubscribeOutcome = 'subscribed' | 'pending' | 'unchanged';

export interface SubscribeResult {
  subscriber: Subscriber;
  outcome: SubscribeOutcome;
}

/** What a link token opens: the subscriber and the list's name, for the visitor's page. */
export interface TokenTarget {
  subscriber: Subscriber;
  listName: string;
}

export const MAILING_LIST_LIMITS = {
  nameMaxLength: 100,
  subscribersPerPage: 50,
  searchMaxLength: 256,
  /** A confirmation link works for 7 days; an unsubscribe link as long as the subscriber exists. */
  confirmTokenLifetimeMs: 7 * 24 * 60 * 60_000,
  /** A CSV export reads the list in pages of this many rows. */
  exportBatch: 500,
} as const;

/** The visitor pages the emails link to. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
