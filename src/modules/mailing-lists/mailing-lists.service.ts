/**
 * Mailing lists (GAP-72, GAP-68): a site's lists, sign-ups (idempotent, with optional double
 * opt-in through a confirmation email in the outbox), the visitor's confirm and unsubscribe
 * links, and the owner's paged, searchable subscriber lists. Created on a transaction (with an
 * outbox on the same transaction) it writes nothing outside it, so a form submission and its
 * sign-up commit together.
 */
import type { DbOrTx } from '../../db/database';
import type { OutboxService } from '../outbox';
import type { Clock } from '../../shared/clock';
import { isValidEmail, normalizeEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import * as repo from './mailing-lists.repository';
import {
  MAILING_LIST_LIMITS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type MailingList,
  type MailingListSummary,
  type SubscribeInput,
  type SubscribeResult,
  type Subscriber,
  type SubscriberPage,
  type SubscribingSite,
  type TokenTarget,
} from './mailing-lists.types';
import { confirmationEmail } from './newsletter-emails';
import { encodeSubscriberCursor, hashToken, linkTo, subscriberCursorPosition } from './subscriber-links';

export interface MailingListsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /** A fresh unguessable token (the server gives 32 random bytes, base64url). */
  randomToken: () => string;
  /** Where confirmation emails are queued; bound to the same transaction as `db`. */
  outbox: Pick<OutboxService, 'enqueue'>;
}

type TokenPurpose = 'confirm' | 'unsubscribe';

const HOUR_MS = 60 * 60_000;

/** A list name trimmed, or MAILING_LIST_NAME_INVALID when blank or too long. */
function listName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAILING_LIST_LIMITS.nameMaxLength) throw new DomainError('MAILING_LIST_NAME_INVALID');
  return trimmed;
}

function summaryOf(list: MailingList, counts: { listId: string; status: string; count: number }[]): MailingListSummary {
  const of = (status: string) => counts.find((c) => c.listId === list.id && c.status === status)?.count ?? 0;
  return { ...list, subscribedCount: of('subscribed'), pendingCount: of('pending'), unsubscribedCount: of('unsubscribed') };
}

export type MailingListsService = ReturnType<typeof createMailingListsService>;

export function createMailingListsService({ db, ids, clock, randomToken, outbox }: MailingListsDeps) {
  const now = () => new Date(clock.now());

  const mustGetList = async (websiteId: string, listId: string): Promise<MailingList> => {
    const list = await repo.readList(db, websiteId, listId);
    if (list === null) throw new DomainError('MAILING_LIST_NOT_FOUND', { listId });
    return list;
  };

  /** Stores a new token of `purpose` for the subscriber; returns the link that carries it. */
  const issueLink = async (subscriber: Subscriber, purpose: TokenPurpose, origin: string): Promise<string> => {
    const token = randomToken();
    const at = now();
    const expiresAt = purpose === 'confirm' ? new Date(at.getTime() + MAILING_LIST_LIMITS.confirmTokenLifetimeMs) : null;
    await repo.insertToken(db, { tokenHash: hashToken(token), websiteId: subscriber.websiteId, subscriberId: subscriber.id, purpose, createdAt: at, expiresAt });
    return linkTo(origin, purpose === 'confirm' ? NEWSLETTER_CONFIRM_PATH : NEWSLETTER_UNSUBSCRIBE_PATH, token);
  };

  /** Queues the confirmation email, at most one an hour per subscriber (signing up again resends it). */
  const sendConfirmation = async (subscriber: Subscriber, list: MailingList, site: SubscribingSite): Promise<void> => {
    const links = { confirm: await issueLink(subscriber, 'confirm', site.origin), unsubscribe: await issueLink(subscriber, 'unsubscribe', site.origin) };
    const hour = Math.floor(clock.now() / HOUR_MS);
    await outbox.enqueue(subscriber.websiteId, { ...confirmationEmail(subscriber.email, site, list.name, links), dedupeKey: `newsletter-confirm:${subscriber.id}:${hour}` });
  };

  /** The token's target on this site for `purpose`; MAILING_LIST_LINK_INVALID for any other site's, purpose's or an unknown token. */
  const openToken = async (websiteId: string, token: string, purpose: TokenPurpose): Promise<TokenTarget> => {
    const found = token === '' ? null : await repo.readToken(db, hashToken(token));
    if (found === null || found.websiteId !== websiteId || found.purpose !== purpose) throw new DomainError('MAILING_LIST_LINK_INVALID');
    if (found.expiresAt !== null && found.expiresAt.getTime() <= clock.now()) throw new DomainError('MAILING_LIST_LINK_EXPIRED');
    return { subscriber: found.subscriber, listName: found.listName };
  };

  return {
    /** A new list of the site. */
    async createList(websiteId: string, input: { name: string; doubleOptIn: boolean }): Promise<MailingListSummary> {
      const at = now();
      const list = await repo.insertList(db, { id: ids.next(), websiteId, name: listName(input.name), doubleOptIn: input.doubleOptIn, createdAt: at, updatedAt: at });
      return summaryOf(list, []);
    },

    /** Renames the list or changes its double opt-in; MAILING_LIST_NOT_FOUND for another site's. */
    async updateList(websiteId: string, listId: string, input: { name?: string | undefined; doubleOptIn?: boolean | undefined }): Promise<MailingListSummary> {
      const set = { updatedAt: now(), ...(input.name !== undefined && { name: listName(input.name) }), ...(input.doubleOptIn !== undefined && { doubleOptIn: input.doubleOptIn }) };
      const list = await repo.updateList(db, websiteId, listId, set);
      if (list === null) throw new DomainError('MAILING_LIST_NOT_FOUND', { listId });
      return summaryOf(list, await repo.countByListAndStatus(db, websiteId));
    },

    /** Deletes the list with its subscribers (their links stop working). */
    async deleteList(websiteId: string, listId: string): Promise<void> {
      if (!(await repo.deleteList(db, websiteId, listId))) throw new DomainError('MAILING_LIST_NOT_FOUND', { listId });
    },

    /** One list with its counts. */
    async getList(websiteId: string, listId: string): Promise<MailingListSummary> {
      return summaryOf(await mustGetList(websiteId, listId), await repo.countByListAndStatus(db, websiteId));
    },

    /** The site's lists, oldest first, with their counts. */
    async listLists(websiteId: string): Promise<MailingListSummary[]> {
      const counts = await repo.countByListAndStatus(db, websiteId);
      return (await repo.readLists(db, websiteId)).map((list) => summaryOf(list, counts));
    },

    /**
     * Signs an email up to a list (GAP-72). Idempotent: an email already subscribed is left as
     * it is. A new or unsubscribed email becomes subscribed, or pending with a confirmation
     * email when the list asks for double opt-in (a pending email signing up again gets the
     * email again, at most once an hour).
     */
    async subscribe(input: SubscribeInput): Promise<SubscribeResult> {
      const list = await mustGetList(input.websiteId, input.listId);
      const email = normalizeEmail(input.email);
      if (!isValidEmail(email)) throw new DomainError('EMAIL_INVALID');
      const name = input.name?.trim() || null;
      const source = input.source ?? null;
      const at = now();
      const target = list.doubleOptIn ? 'pending' : 'subscribed';
      const { subscriber, inserted } = await repo.insertSubscriber(db, {
        id: ids.next(),
        websiteId: input.websiteId,
        listId: list.id,
        email,
        name,
        status: target,
        source,
        createdAt: at,
        updatedAt: at,
        confirmedAt: target === 'subscribed' ? at : null,
      });
      if (inserted) {
        if (target === 'pending') await sendConfirmation(subscriber, list, input.site);
        return { subscriber, outcome: target };
      }
      if (subscriber.status === 'subscribed') return { subscriber, outcome: 'unchanged' };
      if (subscriber.status === 'pending' && target === 'pending') {
        await sendConfirmation(subscriber, list, input.site);
        return { subscriber, outcome: 'pending' };
      }
      // Unsubscribed and back (or pending on a list that no longer asks for confirmation).
      const changed = await repo.updateSubscriber(db, input.websiteId, subscriber.id, {
        status: target,
        updatedAt: at,
        unsubscribedAt: null,
        confirmedAt: target === 'subscribed' ? at : null,
        ...(name !== null && { name }),
        ...(source !== null && { source }),
      });
      if (target === 'pending') await sendConfirmation(changed!, list, input.site);
      return { subscriber: changed!, outcome: target };
    },

    /** A list's subscribers newest first, `q` matching part of the email or name, a page at a time. */
    async listSubscribers(websiteId: string, listId: string, options: { cursor?: string | undefined; q?: string | undefined }): Promise<SubscriberPage> {
      await mustGetList(websiteId, listId);
      const limit = MAILING_LIST_LIMITS.subscribersPerPage;
      const rows = await repo.readSubscribers(db, websiteId, listId, { beforeSeq: subscriberCursorPosition(options.cursor), q: options.q?.trim() ?? '', limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { subscribers: page.map(({ seq: _seq, ...s }) => s), nextCursor: rows.length > limit && last !== undefined ? encodeSubscriberCursor(last.seq) : null };
    },

    /** Every subscriber of a list, newest first, read in batches (for the CSV export). */
    async *allSubscribers(websiteId: string, listId: string): AsyncGenerator<Subscriber> {
      await mustGetList(websiteId, listId);
      let beforeSeq: number | null = null;
      for (;;) {
        const rows = await repo.readSubscribers(db, websiteId, listId, { beforeSeq, q: '', limit: MAILING_LIST_LIMITS.exportBatch });
        for (const { seq: _seq, ...s } of rows) yield s;
        if (rows.length < MAILING_LIST_LIMITS.exportBatch) return;
        beforeSeq = rows[rows.length - 1]!.seq;
      }
    },

    /** Removes one subscriber from a list (the owner's delete; their links stop working). */
    async removeSubscriber(websiteId: string, listId: string, subscriberId: string): Promise<void> {
      await mustGetList(websiteId, listId);
      if (!(await repo.deleteSubscriber(db, websiteId, listId, subscriberId))) throw new DomainError('MAILING_LIST_SUBSCRIBER_NOT_FOUND', { subscriberId });
    },

    /** A new unsubscribe link for a subscriber, for any email sent to them. */
    async unsubscribeLink(websiteId: string, subscriberId: string, origin: string): Promise<string> {
      const subscriber = await repo.readSubscriber(db, websiteId, subscriberId);
      if (subscriber === null) throw new DomainError('MAILING_LIST_SUBSCRIBER_NOT_FOUND', { subscriberId });
      return issueLink(subscriber, 'unsubscribe', origin);
    },

    /** What a confirmation link opens, without changing anything. */
    async describeConfirmLink(websiteId: string, token: string): Promise<TokenTarget> {
      return openToken(websiteId, token, 'confirm');
    },

    /** What an unsubscribe link opens, without changing anything (the page asks first, GAP-68). */
    async describeUnsubscribeLink(websiteId: string, token: string): Promise<TokenTarget> {
      return openToken(websiteId, token, 'unsubscribe');
    },

    /** Follows a confirmation link: pending becomes subscribed; confirming again is fine; after unsubscribing the link is spent. */
    async confirm(websiteId: string, token: string): Promise<TokenTarget> {
      const target = await openToken(websiteId, token, 'confirm');
      if (target.subscriber.status === 'subscribed') return target;
      if (target.subscriber.status === 'unsubscribed') throw new DomainError('MAILING_LIST_LINK_INVALID');
      const at = now();
      const subscriber = await repo.updateSubscriber(db, websiteId, target.subscriber.id, { status: 'subscribed', confirmedAt: at, updatedAt: at });
      return { ...target, subscriber: subscriber! };
    },

    /** Follows an unsubscribe link: the subscriber is unsubscribed (again is fine). */
    async unsubscribe(websiteId: string, token: string): Promise<TokenTarget> {
      const target = await openToken(websiteId, token, 'unsubscribe');
      if (target.subscriber.status === 'unsubscribed') return target;
      const at = now();
      const subscriber = await repo.updateSubscriber(db, websiteId, target.subscriber.id, { status: 'unsubscribed', unsubscribedAt: at, updatedAt: at });
      return { ...target, subscriber: subscriber! };
    },
  };
}
