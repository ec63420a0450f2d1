/** Outgoing email as the rest of Stoa sees it. */

/**
 * queued: waiting for (another) delivery attempt; sending: claimed by a worker; sent;
 * failed: gave up after the last attempt; recorded: no mail transport is configured.
 */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'recorded';

export interface OutboxMessage {
  id: string;
  websiteId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  created: number;
  sent: number | null;
  /** Not sent before this time (ms); null: due when written. */
  notBefore: number | null;
  /** The body holds a one-time secret; owner listings show SECRET_BODY_NOTE instead of it. */
  secret: boolean;
}

export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  /** Queues the message once per key and site (e.g. `order-confirmation:<orderId>`). */
  dedupeKey?: string | undefined;
  /** Holds the message until this time (ms), e.g. a gift card's send date; default: at once. */
  notBefore?: number | null | undefined;
  /**
   * The body carries a one-time secret (an invitation link) meant for the recipient alone:
   * it is delivered, but `listMessages` (what site owners read) does not show it.
   */
  secret?: boolean | undefined;
}

/** What owners read in place of a secret message's body. */
export const SECRET_BODY_NOTE = 'This email holds a private link for its recipient only; its text is not shown here.';

/** Sends one email; throws when the mail server refuses it or cannot be reached. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html?: string | undefined }): Promise<void>;
}

export const OUTBOX_LIMITS = {
  maxAttempts: 8,
  /** First retry after 1 minute, doubling, at most 6 hours. */
  firstBackoffMs: 60_000,
  maxBackoffMs: 6 * 60 * 60_000,
  /** A message claimed longer ago than this by a worker that died is sent again. */
  claimTimeoutMs: 10 * 60_000,
} as const;
