/**
 * One in-memory snapshot per site, built on the first page view and kept until the site
 * changes: every write emits `site.changed` and the snapshot is dropped (or, for a change the
 * `patch` option can take in, such as a stock change naming its levels, replaced by the patched
 * one), so page views read memory only and never the database.
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
  /** Forgets the site's snapshot (the next page view rebuilds it). */
  drop(websiteId: string): void;
  /** How many sites have a snapshot in memory. */
  readonly size: number;
}

export interface SnapshotCacheOptions<T> {
  build(websiteId: string): Promise<T | null>;
  /**
   * The snapshot after a change it can take in without reading the site again (a stock change
   * naming its levels), or null when it must be rebuilt. Builds in flight are rebuilt either way.
   */
  patch?(snapshot: T, change: Extract<DomainEvent, { type: 'site.changed' }>): T | null;
  events: EventBus;
  /** Least recently used snapshots are dropped beyond this many sites. */
  maxSites?: number;
}

const MAX_REBUILDS = 3;

export function createSnapshotCache<T>({ build, patch, events, maxSites = 1000 }: SnapshotCacheOptions<T>): SnapshotCache<T> {
  const ready = new Map<string, T>();
  const building = new Map<string, Promise<T | null>>();
  const generations = new Map<string, number>();
  // Added to every site's generation: bumped when all snapshots are dropped at once.
  let everySite = 0;
  const generationOf = (id: string) => everySite + (generations.get(id) ?? 0);

  const drop = (websiteId: string) => {
    generations.set(websiteId, generationOf(websiteId) + 1);
    ready.delete(websiteId);
  };
  events.on('site.changed', (e) => {
    const kept = ready.get(e.websiteId);
    drop(e.websiteId);
    const patched = kept === undefined || patch === undefined ? null : patch(kept, e);
    if (patched !== null) ready.set(e.websiteId, patched);
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
        ready.set(websiteId, value);
        while (ready.size > maxSites) ready.delete(ready.keys().next().value!);
      }
      return value;
    }
    // Writes kept landing during builds: serve the newest build without keeping it.
    return value;
  };

  return {
    get(websiteId) {
      const hit = ready.get(websiteId);
      if (hit !== undefined) {
        // Refresh its place in the least-recently-used order.
        ready.delete(websiteId);
        ready.set(websiteId, hit);
        return Promise.resolve(hit);
      }
      let pending = building.get(websiteId);
      if (pending === undefined) {
        pending = load(websiteId).finally(() => building.delete(websiteId));
        building.set(websiteId, pending);
      }
      return pending;
    },
    drop,
    get size() {
      return ready.size;
    },
  };
}
