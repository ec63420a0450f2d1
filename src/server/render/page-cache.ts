/**
 * Rendered storefront pages kept in memory (docs/decisions.md "Rendered-page cache"). An entry
 * belongs to the site model (snapshot) it was rendered from: a lookup hands the current model,
 * and an entry of any other model is never served. Every site change drops the snapshot
 * (snapshot-cache.ts), so the next view renders afresh from the new one — a change is seen as
 * soon as the snapshot is, never later. Entries of a dropped snapshot are also forgotten at once
 * on `site.changed` to free their memory.
 *
 * Bodies are kept before the CSP nonce is put in (split at its slots) so each response still
 * gets its own nonce. Bounded by entries and bytes, least recently used out first.
 */
import { createHash } from 'node:crypto';
import type { EventBus } from '../../shared/events';

export interface CachedPage {
  /** Its place in the cache. */
  key: string;
  status: number;
  /** The body cut where each response's nonce goes (script-nonce.ts `nonceSlots`). */
  pieces: readonly string[];
  /** Weak validator of the page's content (the same for every nonce). */
  etag: string;
  byteLength: number;
  /** Extra bytes kept beside the page (its compressed copy), counted against the bound. */
  extraBytes: number;
  /** Per-encoding data the HTTP layer keeps with the page (its gzip pieces). */
  variants: Map<string, unknown>;
  /** Counts bytes kept beside the page (a compressed copy made later) against the bound. */
  grow(extra: number): void;
}

export interface PageCacheOptions {
  events: EventBus;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  websiteId: string;
  owner: object;
  page: CachedPage;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ events, maxEntries = 5000, maxBytes = 256 * 1024 * 1024 }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const bySite = new Map<string, Set<string>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.page.byteLength + entry.page.extraBytes;
    const keys = bySite.get(entry.websiteId);
    keys?.delete(key);
    if (keys?.size === 0) bySite.delete(entry.websiteId);
  };
  const dropSite = (websiteId: string) => {
    for (const key of [...(bySite.get(websiteId) ?? [])]) remove(key);
  };
  const trim = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done === true) break;
      remove(oldest.value);
    }
  };
  events.on('site.changed', (e) => dropSite(e.websiteId));
  events.on('site.deleted', (e) => dropSite(e.websiteId));
  events.on('events.missed', () => {
    for (const key of [...entries.keys()]) remove(key);
  });

  return {
    /** The page at `key` rendered from `owner` (the current site model), or undefined. */
    get(key: string, owner: object): CachedPage | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.owner !== owner) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },

    /** Keeps a page rendered from `owner`; `pieces` joined by a nonce make its body. */
    put(websiteId: string, key: string, owner: object, status: number, pieces: readonly string[]): CachedPage {
      const hash = createHash('sha1');
      hash.update(String(status));
      for (const piece of pieces) hash.update('\0').update(piece);
      const byteLength = pieces.reduce((sum, piece) => sum + piece.length * 2, 0);
      const page: CachedPage = { key, status, pieces, etag: `W/"${hash.digest('base64url')}"`, byteLength,
        extraBytes: 0,
        variants: new Map(),
        grow(extra) {
          // A page already dropped counts nothing: its bytes were taken off when it left.
          if (entries.get(key)?.page !== page) return;
          page.extraBytes += extra;
          bytes += extra;
          trim();
        },
      };
      remove(key);
      entries.set(key, { websiteId, owner, page });
      let keys = bySite.get(websiteId);
      if (keys === undefined) bySite.set(websiteId, (keys = new Set()));
      keys.add(key);
      bytes += byteLength;
      trim();
      return page;
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
