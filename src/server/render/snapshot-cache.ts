/**
 * One in-memory snapshot per site, built on the first page view and kept until the site
 * changes: every write emits `site.changed` and the snapshot is dropped (or, for a change the
 * `patch` option accepts, such as a stock change naming its levels, kept with the change noted),
 * so page views read memory only and never the database.
 *
 * Noted changes are taken in by the next view, all at once: a run of orders each changing stock
 * costs one patch when a page is next shown, not one per order (each patch remakes the site's
 * product data).
 *
 * A write that lands while a snapshot is being built would leave a stale snapshot behind;
 * each site has a generation bumped on every change, and a build that finishes in a newer
 * generation is not kept (it is rebuilt, a bounded number of times). `events.missed` (other
 * processes' changes may not have been heard) drops every snapshot and bumps every generation.
 */
import type { DomainEvent, EventBus } from '../../shared/events';

export interface SnapshotCache<T> {
  /** The site's snapshot, built when missing; null when the builder finds no such site. */
  get(websiteId: string): Promise<T | null>;
  /** The site's snapshot when one is ready now (the same one `get` would answer), else undefined. */
  peek(websiteId: string): T | undefined;
  /** Forgets the site's snapshot (the next page view rebuilds it). */
  drop(websiteId: string): void;
  /** How many sites have a snapshot in memory. */
  readonly size: number;
}

export type SiteChanged = Extract<DomainEvent, { type: 'site.changed' }>;

export interface SnapshotPatch<T> {
  /** Whether the change can be taken in; any other change drops the snapshot. Builds in flight are rebuilt either way. */
  accepts(change: SiteChanged): boolean;
  /** The snapshot with the accepted changes taken in, in the order they were heard. */
  apply(snapshot: T, changes: readonly SiteChanged[]): T;
}

/** A kept snapshot and the accepted changes it has not taken in yet. */
interface Kept<T> {
  snapshot: T;
  changes: SiteChanged[];
}

/** Noted changes beyond this many are taken in at once, so a site nobody views holds a bounded list. */
const MAX_NOTED_CHANGES = 256;

export interface SnapshotCacheOptions<T> {
  build(websiteId: string): Promise<T | null>;
  /** Changes the kept snapshot can take in without reading the site again (a stock change naming its levels). */
  patch?: SnapshotPatch<T>;
  events: EventBus;
  /** Least recently used snapshots are dropped beyond this many sites. */
  maxSites?: number;
}

const MAX_REBUILDS = 3;

export function createSnapshotCache<T>({ build, patch, events, maxSites = 1000 }: SnapshotCacheOptions<T>): SnapshotCache<T> {
  const ready = new Map<string, Kept<T>>();
  const building = new Map<string, Promise<T | null>>();
  const generations = new Map<string, number>();
  // Added to every site's generation: bumped when all snapshots are dropped at once.
  let everySite = 0;
  const generationOf = (id: string) => everySite + (generations.get(id) ?? 0);

  const drop = (websiteId: string) => {
    generations.set(websiteId, generationOf(websiteId) + 1);
    ready.delete(websiteId);
  };
  /** The kept snapshot with its noted changes taken in. */
  const current = (kept: Kept<T>): T => {
    if (kept.changes.length > 0) {
      kept.snapshot = patch!.apply(kept.snapshot, kept.changes);
      kept.changes = [];
    }
    return kept.snapshot;
  };
  events.on('site.changed', (e) => {
    const kept = ready.get(e.websiteId);
    drop(e.websiteId);
    if (kept === undefined || patch === undefined || !patch.accepts(e)) return;
    kept.changes.push(e);
    if (kept.changes.length >= MAX_NOTED_CHANGES) current(kept);
    ready.set(e.websiteId, kept);
  });
  events.on('site.deleted', (e) => {
    drop(e.websiteId);
    generations.delete(e.websiteId);
  });
  events.on('events.missed', () => {
    everySite++;
    ready.clear();
  });

  const load = async (websiteId: string): Promise<T | null> => {
    let value: T | null = null;
    for (let attempt = 0; attempt < MAX_REBUILDS; attempt++) {
      const generation = generationOf(websiteId);
      value = await build(websiteId);
      if (generationOf(websiteId) !== generation) continue;
      if (value !== null) {
        ready.set(websiteId, { snapshot: value, changes: [] });
        while (ready.size > maxSites) ready.delete(ready.keys().next().value!);
      }
      return value;
    }
    // Writes kept landing during builds: serve the newest build without keeping it.
    return value;
  };

  const peek = (websiteId: string): T | undefined => {
    const hit = ready.get(websiteId);
    if (hit === undefined) return undefined;
    // Refresh its place in the least-recently-used order.
    ready.delete(websiteId);
    ready.set(websiteId, hit);
    return current(hit);
  };

  return {
    get(websiteId) {
      const hit = peek(websiteId);
      if (hit !== undefined) return Promise.resolve(hit);
      let pending = building.get(websiteId);
      if (pending === undefined) {
        pending = load(websiteId).finally(() => building.delete(websiteId));
        building.set(websiteId, pending);
      }
      return pending;
    },
    peek,
    drop,
    get size() {
      return ready.size;
    },
  };
}
