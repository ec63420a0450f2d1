/**
 * The opaque page cursors of the owner's lists (GAP-28, GAP-29): base64url JSON of the last
 * entry's keyset position. A cursor that does not read back is the caller's mistake (400).
 */
import { DomainError } from '../../shared/errors';

export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

function decode(cursor: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new DomainError('RESTOCK_CURSOR_INVALID');
}

/** The group position a groups cursor names; null for the first page. */
export function groupsCursorPosition(cursor: string | undefined): { productId: string; variantId: string } | null {
  if (cursor === undefined || cursor === '') return null;
  const { p, v } = decode(cursor);
  if (typeof p !== 'string' || typeof v !== 'string') throw new DomainError('RESTOCK_CURSOR_INVALID');
  return { productId: p, variantId: v };
}

/** The sequence a sign-ups cursor names; 0 for the first page. */
export function signUpsCursorPosition(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const { s } = decode(cursor);
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 0) throw new DomainError('RESTOCK_CURSOR_INVALID');
  return s;
}
