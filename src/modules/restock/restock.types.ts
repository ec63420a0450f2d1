/** Restock sign-ups as the rest of Stoa sees them (RSTK-*, GAP-27..GAP-31). */
import { RESTOCK_REQUEST_LIMITS } from '../../shared/api/restock';

export interface RestockSignUp {
  id: string;
  websiteId: string;
  productId: string;
  variantId: string;
  /** Trimmed and lowercased. */
  email: string;
  isJoinMailingList: boolean;
  /** The language the back-in-stock email should speak (RSTK-12), when the page sent one. */
  language: string | null;
  created: number;
  notified: number | null;
}

export interface NewRestockSignUp {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  language: string | null;
}

/** Pending sign-ups of one variant (GAP-28, before the catalog adds names and stock). */
export interface RestockGroupCount {
  productId: string;
  variantId: string;
  count: number;
}

/** One page of a list and the opaque cursor of the next (RSTK-15, RSTK-17). */
export interface RestockPage<T> {
  entries: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export const RESTOCK_LIMITS = {
  /** Pairs one send/all may name (GAP-31), ids' and language tags' lengths. */
  ...RESTOCK_REQUEST_LIMITS,
  /** GAP-28. */
  groupsPerPage: 50,
  /** GAP-29. */
  signUpsPerPage: 100,
  /** Sign-ups notified per batch while sending. */
  sendBatch: 200,
} as const;
