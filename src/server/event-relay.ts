/**
 * Site events every process must hear. Each process keeps page snapshots and a host index in
 * memory, dropped on `site.*` events; with several processes on one PostgreSQL database a change
 * committed through one must drop the others' copies too.
 *
 * On PostgreSQL the relay sends each site event with NOTIFY on the `stoa_events` channel as
 * `{type, websiteId, origin}` and listens on that channel: what another process sent is emitted
 * on this process's bus; its own echoes are ignored, because everything it sends it has already
 * delivered here. Flows that write in one transaction announce their events inside it
 * (`runAnnounced`): PostgreSQL delivers them at commit, so a rolled-back change is never
 * announced and a committed one always is. When the listening connection drops it is opened
 * again and `events.missed` is emitted here, since notifications sent meanwhile are lost.
 * PGlite is one process: the relay is the local bus.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../db/database';
import type { DomainEvent, EventBus, StockLevels } from '../shared/events';
import type { SiblingChannel } from './sibling-workers';

export const EVENTS_CHANNEL = 'stoa_events';

export interface EventRelay extends EventBus {
  /** Sends events to the other processes inside `tx` (at its commit; nothing on a rollback). */
  announceWithin(tx: Tx, events: readonly DomainEvent[]): Promise<void>;
  /**
   * Delivers an event announced within a committed transaction: to this process's handlers, and
   * to its sibling workers (whose copies of the cluster's notifications are ignored).
   */
  emitHere(event: DomainEvent): void;
  /** How many changes this process has sent its sibling workers so far (a mark for `settledSince`). */
  mark(): number;
  /**
   * Resolves once every sibling worker has dropped what the changes sent after `mark` made
   * stale; null when none is still on its way (the common case, answered without a wait).
   */
  settledSince(mark: number): Promise<void> | null;
  /** Stops listening and waits for notifications still being sent. */
  close(): Promise<void>;
}

export interface EventRelayOptions {
  database: Database;
  /** This process's bus: receives other processes' events. */
  bus: EventBus;
  /** False for a process that only writes and exits (the CLI): it announces without listening. */
  listen?: boolean;
  log?: { error(obj: unknown, msg: string): void };
  /** This process's name in payloads (random by default; prefixed with the cluster's id in a cluster). */
  origin?: string;
  /** The other workers of this process's cluster, told of each change before its answer leaves (sibling-workers.ts). */
  siblings?: SiblingChannel | undefined;
}

type SiteEvent = Extract<DomainEvent, { websiteId: string }>;
const SITE_EVENT_TYPES: ReadonlySet<string> = new Set<SiteEvent['type']>(['site.changed', 'site.created', 'site.deleted']);

const isSiteEvent = (event: DomainEvent): event is SiteEvent => SITE_EVENT_TYPES.has(event.type);

/** The same event emitted several times by one unit of work is delivered once. */
function unique(events: readonly DomainEvent[]): DomainEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = JSON.stringify(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A payload from the channel, or null when it is not a site event. */
export function parseAnnouncement(payload: string): { event: SiteEvent; origin: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, websiteId, origin, site, stock } = value as Record<string, unknown>;
  if (typeof type !== 'string' || !SITE_EVENT_TYPES.has(type) || typeof websiteId !== 'string' || typeof origin !== 'string') return null;
  if (type !== 'site.changed') return { event: { type, websiteId } as SiteEvent, origin };
  const levels = stockLevelsOf(stock);
  return { event: { type, websiteId, ...(site === true && { site }), ...(levels !== undefined && { stock: levels }) }, origin };
}

/** Stock levels as a payload carries them, or undefined when absent or malformed (a full change then). */
function stockLevelsOf(value: unknown): StockLevels | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const levels: StockLevels = {};
  for (const [variantId, level] of Object.entries(value)) {
    const { qtyInStock, unlimited, seq } = (level ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(qtyInStock) || typeof unlimited !== 'boolean' || !Number.isInteger(seq)) return undefined;
    levels[variantId] = { qtyInStock: qtyInStock as number, unlimited, seq: seq as number };
  }
  return levels;
}

/** NOTIFY payloads are limited (8,000 bytes): a change naming more stock than fits goes as a full change. */
const MAX_PAYLOAD = 7_000;

/** A relay for one process alone: every event stays on its bus. */
export function localRelay(bus: EventBus): EventRelay {
  return {
    emit: (event) => bus.emit(event),
    on: (type, handler) => bus.on(type, handler),
    emitHere: (event) => bus.emit(event),
    mark: () => 0,
    settledSince: () => null,
    announceWithin: async () => {},
    close: async () => {},
  };
}

export function isEventRelay(bus: EventBus): bus is EventRelay {
  return 'announceWithin' in bus && 'emitHere' in bus;
}

export async function createEventRelay({ database, bus, listen = true, log = consoleLog, siblings, ...options }: EventRelayOptions): Promise<EventRelay> {
  if (database.engine === 'pglite') return localRelay(bus);
  const clusterPrefix = siblings === undefined ? null : `${siblings.group}:`;
  const origin = `${clusterPrefix ?? ''}${options.origin ?? randomBytes(8).toString('hex')}`;
  // Heard from a sibling worker already (over IPC, before its answer left): not again.
  const fromSibling = (from: string) => clusterPrefix !== null && from.startsWith(clusterPrefix);
  siblings?.receive((event) => bus.emit(event));
  const toSiblings = siblingBroadcasts(siblings);
  const payloadOf = (event: SiteEvent) => {
    const changed = event.type === 'site.changed' ? event : null;
    const base = { type: event.type, websiteId: event.websiteId, ...(changed?.site === true && { site: true }), origin };
    if (changed?.stock === undefined) return JSON.stringify(base);
    const withStock = JSON.stringify({ ...base, stock: changed.stock });
    return withStock.length <= MAX_PAYLOAD ? withStock : JSON.stringify(base);
  };
  const sending = new Set<Promise<void>>();
  const listener = listen
    ? await database.listen(
        EVENTS_CHANNEL,
        (payload) => {
          const message = parseAnnouncement(payload);
          if (message !== null && message.origin !== origin && !fromSibling(message.origin)) bus.emit(message.event);
        },
        {
          onReconnect: () => bus.emit({ type: 'events.missed' }),
          onError: (err) => log.error({ err }, 'the connection listening for other processes’ events failed; reconnecting'),
        },
      )
    : null;
  return {
    emit(event) {
      bus.emit(event);
      if (!isSiteEvent(event)) return;
      toSiblings.send(event);
      // Sent after the emitter's commit (services emit once their write is done).
      const sent = database.notify(EVENTS_CHANNEL, payloadOf(event)).catch((err: unknown) => log.error({ err, event }, 'event not sent to other processes'));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    on: (type, handler) => bus.on(type, handler),
    emitHere(event) {
      bus.emit(event);
      if (isSiteEvent(event)) toSiblings.send(event);
    },
    mark: () => toSiblings.sent,
    settledSince: (mark) => toSiblings.settledSince(mark),
    async announceWithin(tx, events) {
      // All sent at once: the connection pipelines them.
      await Promise.all(unique(events).filter(isSiteEvent).map((event) => database.notify(EVENTS_CHANNEL, payloadOf(event), tx)));
    },
    async close() {
      await listener?.close();
      await Promise.all(sending);
      await toSiblings.settledSince(0);
    },
  };
}

/** The changes sent to sibling workers, numbered, until each is acknowledged by all. */
function siblingBroadcasts(siblings: SiblingChannel | undefined) {
  const open = new Map<number, Promise<void>>();
  const state = {
    sent: 0,
    send(event: SiteEvent) {
      if (siblings === undefined) return;
      const number = ++state.sent;
      const done = siblings.broadcast(event).finally(() => open.delete(number));
      open.set(number, done);
    },
    settledSince(mark: number): Promise<void> | null {
      if (open.size === 0) return null;
      const waits = [...open].filter(([number]) => number > mark).map(([, done]) => done);
      return waits.length === 0 ? null : Promise.all(waits).then(() => {});
    },
  };
  return state;
}

const consoleLog = { error: (obj: unknown, msg: string) => console.error(msg, obj) };

/**
 * Runs `work` in one transaction with a bus that holds the events it emits: they are announced
 * to other processes inside the transaction and delivered to this one after the commit; a
 * rollback forgets them. Services bound to `tx` must be given `held` as their bus.
 */
export async function runAnnounced<T>(database: Database, events: EventBus, work: (tx: Tx, held: EventBus) => Promise<T>): Promise<T> {
  const relay = isEventRelay(events) ? events : localRelay(events);
  const pending: DomainEvent[] = [];
  const held: EventBus = { emit: (event) => void pending.push(event), on: () => () => {} };
  let announced: Promise<void> = Promise.resolve();
  const result = await database.db.transaction(async (tx) => {
    const value = await work(tx, held);
    // Not awaited here: the connection pipelines (postgres.ts), so the COMMIT goes out right
    // behind the announcement instead of one round trip later, and the rows the work locked (an
    // order's stock row, which every buyer of that variant waits for) are released that much
    // sooner. A failed announcement aborts the transaction, whose COMMIT then rolls it back:
    // awaited below, it fails the call as it did when awaited inside.
    announced = relay.announceWithin(tx, pending);
    announced.catch(() => {});
    return value;
  });
  await announced;
  for (const event of unique(pending)) relay.emitHere(event);
  return result;
}
