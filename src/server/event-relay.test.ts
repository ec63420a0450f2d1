/**
 * The event relay: on PGlite (one process) it is the local bus, with transaction-held events
 * delivered after the commit only; on PostgreSQL a relay hears other relays' site events once,
 * never its own echo, and never a rolled-back transaction's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import type { Database } from '../db/database';
import { createEventBus, type DomainEvent, type EventBus } from '../shared/events';
import { testDatabaseUrl } from './config';
import { createEventRelay, parseAnnouncement, runAnnounced, type EventRelay } from './event-relay';
import type { SiblingChannel } from './sibling-workers';

const recorder = () => {
  const bus = createEventBus((e) => {
    throw e;
  });
  const seen: DomainEvent[] = [];
  bus.on('site.changed', (e) => void seen.push(e));
  bus.on('site.created', (e) => void seen.push(e));
  bus.on('events.missed', (e) => void seen.push(e));
  return { bus, seen };
};

const changed = (websiteId: string): DomainEvent => ({ type: 'site.changed', websiteId });

/** Writes nothing but emits like a service bound to the transaction would. */
const emitting = (events: DomainEvent[], fail = false) => async (_tx: unknown, held: EventBus) => {
  for (const event of events) held.emit(event);
  if (fail) throw new Error('rolled back');
  return 'done';
};

describe('event relay on PGlite: the local bus', () => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('delivers an emitted event once, here, and opens no listener', async () => {
    const listen = vi.spyOn(database, 'listen');
    const notify = vi.spyOn(database, 'notify');
    const { bus, seen } = recorder();
    const relay = await createEventRelay({ database, bus });
    relay.emit(changed('w1'));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([changed('w1')]);
    expect(listen).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    await relay.close();
    listen.mockRestore();
    notify.mockRestore();
  });

  it('holds a transaction\'s events until the commit, sends each once, and forgets them on a rollback', async () => {
    const { bus, seen } = recorder();
    const relay = await createEventRelay({ database, bus });
    let seenInside: number | null = null;
    await runAnnounced(database, relay, async (tx, held) => {
      await emitting([changed('w1'), changed('w1'), { type: 'site.created', websiteId: 'w2' }])(tx, held);
      seenInside = seen.length;
    });
    expect(seenInside).toBe(0);
    expect(seen).toEqual([changed('w1'), { type: 'site.created', websiteId: 'w2' }]);
    await expect(runAnnounced(database, relay, emitting([changed('w3')], true))).rejects.toThrow('rolled back');
    expect(seen).toHaveLength(2);
  });

  it('works with a plain bus too (services wired without a relay)', async () => {
    const { bus, seen } = recorder();
    expect(await runAnnounced(database, bus, emitting([changed('w4')]))).toBe('done');
    expect(seen).toEqual([changed('w4')]);
  });
});

describe('announcements on the channel', () => {
  it('reads only site events with a website and an origin', () => {
    expect(parseAnnouncement('{"type":"site.changed","websiteId":"w1","origin":"p1"}')).toEqual({ event: changed('w1'), origin: 'p1' });
    // A change to the site's own record says so (the host index reloads only then).
    expect(parseAnnouncement('{"type":"site.changed","websiteId":"w1","site":true,"origin":"p1"}')).toEqual({ event: { type: 'site.changed', websiteId: 'w1', site: true }, origin: 'p1' });
    expect(parseAnnouncement('{"type":"site.changed","websiteId":"w1","site":"yes","origin":"p1"}')).toEqual({ event: changed('w1'), origin: 'p1' });
    // issue 15 §1: a stock change names its levels and change numbers; a malformed list makes it a full change.
    const stock = { v1: { qtyInStock: 4, unlimited: false, seq: 17 } };
    expect(parseAnnouncement(JSON.stringify({ type: 'site.changed', websiteId: 'w1', stock, origin: 'p1' }))).toEqual({ event: { type: 'site.changed', websiteId: 'w1', stock }, origin: 'p1' });
    for (const bad of [{ v1: { qtyInStock: 4, unlimited: false } }, { v1: { qtyInStock: '4', unlimited: false, seq: 1 } }, [1], 'x']) {
      expect(parseAnnouncement(JSON.stringify({ type: 'site.changed', websiteId: 'w1', stock: bad, origin: 'p1' }))).toEqual({ event: changed('w1'), origin: 'p1' });
    }
    for (const junk of ['', 'null', '[]', '{"type":"events.missed","origin":"p1"}', '{"type":"site.changed","websiteId":1,"origin":"p1"}', '{"type":"site.changed","websiteId":"w1"}', '{"type":"order.placed","websiteId":"w1","origin":"p"}']) {
      expect(parseAnnouncement(junk)).toBeNull();
    }
  });
});

describe.skipIf(testDatabaseUrl() === undefined)('event relay on PostgreSQL [postgres]', () => {
  let database: Database & { dispose(): Promise<void> };
  let here: ReturnType<typeof recorder>;
  let there: ReturnType<typeof recorder>;
  let relayHere: EventRelay;
  let relayThere: EventRelay;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    here = recorder();
    there = recorder();
    relayHere = await createEventRelay({ database, bus: here.bus, origin: 'here' });
    relayThere = await createEventRelay({ database, bus: there.bus, origin: 'there' });
  }, 60_000);
  afterAll(async () => {
    await relayHere?.close();
    await relayThere?.close();
    await database?.dispose();
  });

  it('an emitted site event reaches the other process once and is not delivered twice here', async () => {
    relayHere.emit(changed('p1'));
    expect(here.seen).toEqual([changed('p1')]);
    await vi.waitFor(() => expect(there.seen).toEqual([changed('p1')]));
    // A later event arriving proves the echo of the first one had its chance and was ignored.
    relayThere.emit(changed('p2'));
    await vi.waitFor(() => expect(here.seen).toEqual([changed('p1'), changed('p2')]));
    expect(there.seen).toEqual([changed('p1'), changed('p2')]);
  });

  it('a transaction\'s events reach the other process at its commit, a rolled-back one\'s never', async () => {
    here.seen.length = 0;
    there.seen.length = 0;
    await expect(runAnnounced(database, relayHere, emitting([changed('rolled-back')], true))).rejects.toThrow('rolled back');
    await runAnnounced(database, relayHere, emitting([changed('p3'), changed('p3')]));
    expect(here.seen).toEqual([changed('p3')]);
    await vi.waitFor(() => expect(there.seen).toEqual([changed('p3')]));
    relayHere.emit(changed('p4'));
    await vi.waitFor(() => expect(there.seen).toEqual([changed('p3'), changed('p4')]));
  });

  it('issue 15 §2 with the COMMIT written behind the announcement, an announcement that fails still rolls the work back and fails the call', async () => {
    await database.exec('create table if not exists relay_probe (id text primary key)');
    const written = async (id: string) => (await database.query('select id from relay_probe where id = $1', [id])).length;
    const writing = (id: string, websiteId: string) => async (tx: Parameters<Parameters<typeof runAnnounced>[2]>[0], held: EventBus) => {
      await tx.execute(sql`insert into relay_probe (id) values (${id})`);
      held.emit(changed(websiteId));
      return id;
    };
    here.seen.length = 0;
    // A payload PostgreSQL refuses (over its 8,000 bytes): the COMMIT written behind it ends the
    // aborted transaction, so the row is gone and the call says so; nothing is delivered here.
    await expect(runAnnounced(database, relayHere, writing('refused', 'w'.repeat(9_000)))).rejects.toThrow('Failed query: select pg_notify');
    expect(await written('refused')).toBe(0);
    expect(here.seen).toEqual([]);
    // The connection is clean again: the next transaction commits.
    expect(await runAnnounced(database, relayHere, writing('kept', 'p5'))).toBe('kept');
    expect(await written('kept')).toBe(1);
    expect(here.seen).toEqual([changed('p5')]);
    await vi.waitFor(() => expect(there.seen).toContainEqual(changed('p5')));
  });

  it('a relay that does not listen (the CLI) still announces, and close waits for what it sent', async () => {
    there.seen.length = 0;
    const cli = await createEventRelay({ database, bus: createEventBus(), listen: false, origin: 'cli' });
    cli.emit({ type: 'site.created', websiteId: 'from-cli' });
    await cli.close();
    await vi.waitFor(() => expect(there.seen).toEqual([{ type: 'site.created', websiteId: 'from-cli' }]));
  });

  it('issue 15 §3 in a cluster, site changes go to the sibling workers (their answer waits) and the cluster\'s own notifications are not heard twice', async () => {
    // Two workers of one cluster joined by an in-memory channel; `outside` is another machine.
    const sent: DomainEvent[] = [];
    const releases: (() => void)[] = [];
    type Receiver = (event: Extract<DomainEvent, { websiteId: string }>) => void | Promise<void>;
    const receivers = new Map<number, Receiver>();
    let channels = 0;
    const channel = (): SiblingChannel => {
      const id = ++channels;
      return {
        group: 'c0ffee00',
        broadcast: (event) => {
          sent.push(event);
          for (const [other, receive] of receivers) if (other !== id) void receive(event);
          return new Promise<void>((done) => releases.push(done));
        },
        receive: (handler) => void receivers.set(id, handler),
      };
    };
    const one = recorder();
    const two = recorder();
    const outside = recorder();
    const first = await createEventRelay({ database, bus: one.bus, origin: 'w1', siblings: channel() });
    const second = await createEventRelay({ database, bus: two.bus, origin: 'w2', siblings: channel() });
    const other = await createEventRelay({ database, bus: outside.bus, origin: 'machine-b' });
    expect(first.settledSince(first.mark())).toBeNull();
    const mark = first.mark();
    first.emit(changed('c1'));
    expect(sent).toEqual([changed('c1')]);
    const waiting = first.settledSince(mark);
    expect(waiting).not.toBeNull();
    // A request that began after the change does not wait for it.
    expect(first.settledSince(first.mark())).toBeNull();
    let settled = false;
    void waiting!.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    releases.forEach((release) => release());
    await waiting;
    // Another machine hears it through NOTIFY; the sibling heard it over the channel only, once.
    await vi.waitFor(() => expect(outside.seen).toEqual([changed('c1')]));
    other.emit(changed('c2'));
    await vi.waitFor(() => expect(two.seen).toEqual([changed('c1'), changed('c2')]));
    expect(one.seen).toEqual([changed('c1'), changed('c2')]);
    // A transaction's changes reach the siblings after its commit.
    sent.length = 0;
    const done = runAnnounced(database, first, emitting([changed('c3')]));
    await vi.waitFor(() => expect(sent).toEqual([changed('c3')]));
    releases.forEach((release) => release());
    await done;
    await Promise.all([first.close(), second.close(), other.close()]);
  });
});

