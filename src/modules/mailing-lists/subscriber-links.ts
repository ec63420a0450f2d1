/**
 * The links mailed to subscribers and the owner's page cursors. A link token is 256 random
 * bits (never derived from ids, so never guessable) and only its SHA-256 hash is stored; it
 * opens one purpose for one subscriber of one site.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '../../shared/errors';

/** The stored form of a link token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `origin + path?token=…`. */
export function linkTo(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}

/** The opaque cursor after a subscriber: base64url JSON of its keyset position. */
export function encodeSubscriberCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ s: seq }), 'utf8').toString('base64url');
}

/** The sequence a subscriber cursor names; null for the first page. A cursor that does not read back is the caller's mistake. */
export function subscriberCursorPosition(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('MAILING_LIST_CURSOR_INVALID');
  }
  const seq = typeof value === 'object' && value !== null ? (value as { s?: unknown }).s : undefined;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) throw new DomainError('MAILING_LIST_CURSOR_INVALID');
  return seq;
}
