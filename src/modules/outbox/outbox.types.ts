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
}

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
