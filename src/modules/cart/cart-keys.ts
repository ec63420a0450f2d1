/**
 * Which cart a call means. An anonymous visitor's cart is found by the token of their cart
 * cookie (only its hash is stored, so a database leak gives no one a cart); a signed-in site
 * user's cart by the user (CART-15: the same cart on every device). A user's cart also has a
 * token hash, of a token nobody is given, so no cookie ever reaches it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import { findCartRow, findOpenUserCartRow } from './cart.repository';
import type { CartKey } from './cart.types';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh cart token (43 characters). */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when `token` has the shape of a cart token (anything else is ignored, never looked up). */
export function isCartToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/** The key of a visitor: their site user's cart when signed in, else their cookie's token. */
export function cartKeyOf(visitor: { token: string | null; siteUserId?: string | null | undefined }): CartKey {
  return visitor.siteUserId !== undefined && visitor.siteUserId !== null && visitor.siteUserId !== '' ? { siteUserId: visitor.siteUserId } : visitor.token;
}

/**
 * The open (not purchased) cart row a key names, or undefined; `lock` locks it until the
 * transaction ends. A token never finds a site user's cart.
 */
export async function findOpenCartRow(tx: DbOrTx, websiteId: string, key: CartKey, lock: boolean) {
  if (key !== null && typeof key === 'object') return findOpenUserCartRow(tx, websiteId, key.siteUserId, lock);
  if (!isCartToken(key)) return undefined;
  const row = await findCartRow(tx, websiteId, hashToken(key), lock);
  return row === undefined || row.isPurchased || row.siteUserId !== null ? undefined : row;
}
