/**
 * Signed download links of a digital order line: `/downloads/{orderId}/{lineId}?expires=…&signature=…`,
 * where the signature is an HMAC-SHA256 (the server's download key) over the site, order, line
 * and expiry. Whoever holds a link may download until it expires; nobody can make a link for
 * another line or a later expiry without the key. The pages of the order mint fresh links on
 * every view, so a buyer with the order's status page always has a working one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOADS_PATH = '/downloads';
/** Downloads one bought line allows (the owner can reset the count). */
export const DOWNLOAD_LIMIT = 5;
/** How long a link works after it is made: a week, so the confirmation email's link lasts. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface DownloadTarget {
  websiteId: string;
  orderId: string;
  /** The line's position in the order, as its id. */
  lineId: number;
  /** Epoch milliseconds after which the link answers 410. */
  expires: number;
}

function signatureOf(key: string, t: DownloadTarget): Buffer {
  return createHmac('sha256', key).update(`download\n${t.websiteId}\n${t.orderId}\n${t.lineId}\n${t.expires}`).digest();
}

/** The link's path and query (the site's origin goes in front of it). */
export function signedDownloadPath(key: string, t: DownloadTarget): string {
  const signature = signatureOf(key, t).toString('base64url');
  return `${DOWNLOADS_PATH}/${encodeURIComponent(t.orderId)}/${t.lineId}?expires=${t.expires}&signature=${signature}`;
}

/** Whether `signature` (base64url) is the key's signature of the target; compared in constant time. */
export function isValidDownloadSignature(key: string, t: DownloadTarget, signature: string): boolean {
  const expected = signatureOf(key, t);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
