import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../shared/events';
import { createSnapshotCache } from './snapshot-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('snapshot cache', () => {
  it('builds once per site and shares a build between concurrent views', async () => {
    const events = createEventBus();
    let builds = 0;
    const cache = createSnapshotCache({ events, build: async (id) => `${id}#${++builds}` });
    const [a, b] = await Promise.all([cache.get('s1'), cache.get('s1')]);
    expect([a, b]).toEqual(['s1#1', 's1#1']);
    expect(await cache.get('s1')).toBe('s1#1');
    expect(await cache.get('s2')).toBe('s2#2');
    expect(cache.size).toBe(2);
  });

  it('drops a site on site.changed and site.deleted, and only that site', async () => {
    const events = createEventBus();
    let builds = 0;
    const cache = createSnapshotCache({ events, build: async (id) => `${id}#${++builds}` });
    await cache.get('s1');
    await cache.get('s2');
    events.emit({ type: 'site.changed', websiteId: 's1' });
    expect(await cache.get('s1')).toBe('s1#3');
    expect(await cache.get('s2')).toBe('s2#2');
    events.emit({ type: 'site.deleted', websiteId: 's2' });
    expect(await cache.get('s2')).toBe('s2#4');
  });

  it('issue 15 §1 a change the patch takes in replaces the kept snapshot without a build; one it refuses drops it', async () => {
    const events = createEventBus();
    let builds = 0;
    const cache = createSnapshotCache({
      events,
      build: async (id) => `${id}#${++builds}`,
      patch: { accepts: (change) => change.stock !== undefined, apply: (kept, changes) => `${kept}+${changes.map((c) => Object.keys(c.stock!).join(',')).join('+')}` },
    });
    await cache.get('s1');
    events.emit({ type: 'site.changed', websiteId: 's1', stock: { v1: { qtyInStock: 2, unlimited: false, seq: 5 } } });
    expect(await cache.get('s1')).toBe('s1#1+v1');
    expect(builds).toBe(1);
    events.emit({ type: 'site.changed', websiteId: 's1' });
    expect(await cache.get('s1')).toBe('s1#2');
    // Nothing kept: nothing to patch, the next view builds.
    events.emit({ type: 'site.changed', websiteId: 's2', stock: { v1: { qtyInStock: 2, unlimited: false, seq: 6 } } });
    expect(await cache.get('s2')).toBe('s2#3');
  });

  it('issue 15 §1 accepted changes are taken in by the next view, all at once and in order', async () => {
    const events = createEventBus();
    let applied = 0;
    const cache = createSnapshotCache({
      events,
      build: async (id) => `${id}#1`,
      patch: {
        accepts: (change) => change.stock !== undefined,
        apply: (kept, changes) => {
          applied++;
          return `${kept}+${changes.map((c) => Object.keys(c.stock!).join(',')).join('+')}`;
        },
      },
    });
    await cache.get('s1');
    for (const v of ['v1', 'v2', 'v3']) events.emit({ type: 'site.changed', websiteId: 's1', stock: { [v]: { qtyInStock: 1, unlimited: false, seq: 1 } } });
    expect(applied).toBe(0);
    expect(await cache.get('s1')).toBe('s1#1+v1+v2+v3');
    expect(await cache.get('s1')).toBe('s1#1+v1+v2+v3');
    expect(applied).toBe(1);
    // A refused change after noted ones drops them with the snapshot.
    events.emit({ type: 'site.changed', websiteId: 's1', stock: { v4: { qtyInStock: 1, unlimited: false, seq: 1 } } });
    events.emit({ type: 'site.changed', websiteId: 's1' });
    expect(await cache.get('s1')).toBe('s1#1');
    expect(applied).toBe(1);
  });

  it('issue 15 §1 a site nobody views takes in its noted changes every 256, holding a bounded list', async () => {
    const events = createEventBus();
    const batches: number[] = [];
    const cache = createSnapshotCache({
      events,
      build: async () => 0,
      patch: { accepts: () => true, apply: (kept, changes) => (batches.push(changes.length), kept + changes.length) },
    });
    await cache.get('s1');
    for (let i = 0; i < 600; i++) events.emit({ type: 'site.changed', websiteId: 's1', stock: {} });
    expect(batches).toEqual([256, 256]);
    expect(await cache.get('s1')).toBe(600);
    expect(batches).toEqual([256, 256, 88]);
  });

  it('issue 15 §1 a build in flight when a patchable change lands is built again', async () => {
    const events = createEventBus();
    const gates = [deferred<string>(), deferred<string>()];
    let builds = 0;
    const cache = createSnapshotCache({ events, build: () => gates[builds++]!.promise, patch: { accepts: () => true, apply: (kept) => `${kept}+patched` } });
    const view = cache.get('s1');
    events.emit({ type: 'site.changed', websiteId: 's1', stock: { v1: { qtyInStock: 0, unlimited: false, seq: 1 } } });
    gates[0]!.resolve('before');
    await Promise.resolve();
    gates[1]!.resolve('after');
    expect(await view).toBe('after');
    expect(builds).toBe(2);
  });

  it('never keeps a snapshot built while the site changed: it rebuilds', async () => {
    const events = createEventBus();
    const gates = [deferred<string>(), deferred<string>()];
    let builds = 0;
    const cache = createSnapshotCache({ events, build: () => gates[builds++]!.promise });
    const view = cache.get('s1');
    events.emit({ type: 'site.changed', websiteId: 's1' });
    gates[0]!.resolve('stale');
    await Promise.resolve();
    gates[1]!.resolve('fresh');
    expect(await view).toBe('fresh');
    expect(await cache.get('s1')).toBe('fresh');
    expect(builds).toBe(2);
  });

  it('drops every site on events.missed, and discards builds that were in flight', async () => {
    const events = createEventBus();
    let builds = 0;
    const gate = deferred<void>();
    const cache = createSnapshotCache({
      events,
      build: async (id) => {
        const n = ++builds;
        if (id === 'slow' && n === 3) await gate.promise;
        return `${id}#${n}`;
      },
    });
    await cache.get('s1');
    await cache.get('s2');
    const inFlight = cache.get('slow');
    events.emit({ type: 'events.missed' });
    gate.resolve();
    expect(await inFlight).toBe('slow#4');
    expect(cache.size).toBe(1);
    expect(await cache.get('s1')).toBe('s1#5');
    expect(await cache.get('s2')).toBe('s2#6');
  });

  it('does not keep a site that does not exist', async () => {
    const events = createEventBus();
    let builds = 0;
    const cache = createSnapshotCache<string>({ events, build: async () => (builds++, null) });
    expect(await cache.get('nope')).toBeNull();
    expect(await cache.get('nope')).toBeNull();
    expect(builds).toBe(2);
  });

  it('keeps at most maxSites snapshots, dropping the least recently used', async () => {
    const events = createEventBus();
    let builds = 0;
    const cache = createSnapshotCache({ events, maxSites: 2, build: async (id) => `${id}#${++builds}` });
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    await cache.get('c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a')).toBe('a#1');
    expect(await cache.get('b')).toBe('b#4');
  });
});
