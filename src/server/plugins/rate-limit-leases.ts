/**
 * Shared rate-limit counts with few round trips (issue 15 §3): each process counts a key's calls
 * into the database's counter row in blocks (a lease) and numbers the calls of a block itself.
 *
 * - A call is given the next number of its process's lease for the key; only when the lease is
 *   used up (or its window ended) does the process count a new block, one upsert that also
 *   counts the calls waiting for it. Calls arriving while that upsert is on its way wait for it.
 * - A block's numbers are counted in the shared row before they are given, so the calls every
 *   process admits in a window never pass the limit: the limit holds across processes.
 * - A key whose lease is used up with its last call less than `idleMs` ago gets a bigger one
 *   (doubling, at most a sixteenth of its limit and a quarter of what the window has left), so a
 *   busy visitor or a busy address costs a round trip per several calls; a quiet key (a browser
 *   calling now and then) gets blocks of one, exactly as before. Near the limit blocks shrink to
 *   one call.
 * - Numbers counted but not used would refuse a visitor early (when their next calls reach
 *   another process), so a lease left idle for `idleMs` is given back (`releaseHits`) while its
 *   window lasts; the leases one sweep finds idle go back in one statement.
 * - The keys that lease in one turn of the event loop are counted by one statement
 *   (`countHitsOfKeys`): under load, when many visitors' calls arrive together, a round trip
 *   counts several of them; alone, a call waits for nothing but the end of the turn.
 */
import type { Database } from '../../db/database';
import { countHitsOfKeys, releaseHits, type HitsToCount, type HitsToRelease, type RateCount } from '../../modules/coordination';
import { turnBatches } from '../../shared/turn-batches';

export type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Most idle leases given back by one statement (a bigger sweep is split). */
const MOST_RELEASED_PER_STATEMENT = 500;
/** Blocks are at most this share of the key's limit. */
const SHARE_OF_LIMIT = 16;
/** … and at most this share of what the window has left below the limit. */
const SHARE_OF_REST = 4;

interface Waiter {
  callback: Callback;
  windowMs: number;
  max: number | undefined;
}

interface KeyState {
  /** The next number to give and the last of the lease (none left when next > last). */
  next: number;
  last: number;
  windowMs: number;
  /** When the lease's window ends and which window it is (as the database names it). */
  endsAt: number;
  window: string | undefined;
  /** The block the next lease asks for (before the caps). */
  size: number;
  /** The count the database gave last, in this window. */
  counted: number;
  lastUse: number;
  inFlight: boolean;
  waiting: Waiter[];
}

export interface LeasedCounterOptions {
  now?: () => number;
  /** A lease unused for this long is given back. */
  idleMs?: number;
  log?: { error(obj: unknown, msg: string): void } | undefined;
}

export function leasedCounter(database: Pick<Database, 'query'>, { now = Date.now, idleMs = 250, log }: LeasedCounterOptions = {}) {
  const states = new Map<string, KeyState>();
  // A turn's leases of different keys, one statement (a key has one lease on its way at a time).
  const countHits = turnBatches<HitsToCount, RateCount>({ send: (asks) => countHitsOfKeys(database, asks), keyOf: (ask) => ask.key });

  const live = (state: KeyState, at: number) => at < state.endsAt;
  const give = (state: KeyState, waiter: Waiter, at: number) => {
    waiter.callback(null, { current: state.next++, ttl: Math.max(0, state.endsAt - at) });
    state.lastUse = at;
  };

  /** The block to ask for: grown while the key keeps using its leases, within the caps. */
  const blockSize = (state: KeyState, waiting: number, max: number | undefined, at: number, busy: boolean): number => {
    if (max === undefined || !Number.isFinite(max) || max < 1) return waiting;
    const wanted = busy ? state.size : 1;
    const rest = max - (live(state, at) ? state.counted : 0);
    const cap = Math.max(1, Math.min(Math.floor(max / SHARE_OF_LIMIT), Math.floor(rest / SHARE_OF_REST)));
    return Math.max(waiting, Math.min(wanted, cap));
  };

  const lease = (key: string, state: KeyState) => {
    const first = state.waiting[0]!;
    // One upsert counts the waiting calls of one window length (a key is used with one).
    const batch = state.waiting.filter((w) => w.windowMs === first.windowMs);
    state.waiting = state.waiting.filter((w) => w.windowMs !== first.windowMs);
    const at = now();
    // Busy: the last lease, in this window, was used up with its last call just now.
    const busy = live(state, at) && at - state.lastUse < idleMs;
    const size = blockSize(state, batch.length, first.max, at, busy);
    state.inFlight = true;
    countHits({ key, windowMs: first.windowMs, calls: size }).then(
      (count) => {
        const answered = now();
        state.size = busy && count.window === state.window ? Math.min(state.size * 2, 1 << 20) : 2;
        state.next = count.current - size + 1;
        state.last = count.current;
        state.counted = count.current;
        state.windowMs = first.windowMs;
        state.endsAt = answered + count.ttlMs;
        state.window = count.window;
        for (const waiter of batch) give(state, waiter, answered);
      },
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        for (const waiter of batch) waiter.callback(error);
      },
    ).finally(() => {
      state.inFlight = false;
      serveWaiting(key, state);
    });
  };

  /** Gives waiting calls what the lease has left, and leases again for the rest. */
  const serveWaiting = (key: string, state: KeyState) => {
    const at = now();
    while (state.waiting.length > 0 && state.next <= state.last && live(state, at) && state.waiting[0]!.windowMs === state.windowMs) {
      give(state, state.waiting.shift()!, at);
    }
    if (state.waiting.length > 0) lease(key, state);
  };

  return {
    incr(key: string, windowMs: number, max: number | undefined, callback: Callback): void {
      let state = states.get(key);
      if (state === undefined) {
        state = { next: 1, last: 0, windowMs, endsAt: 0, window: undefined, size: 1, counted: 0, lastUse: 0, inFlight: false, waiting: [] };
        states.set(key, state);
      }
      state.waiting.push({ callback, windowMs, max });
      if (!state.inFlight) serveWaiting(key, state);
    },

    /** Gives back leases idle for `idleMs` (all in one statement), and forgets keys with nothing left. */
    async releaseIdle(): Promise<void> {
      const at = now();
      const releases: HitsToRelease[] = [];
      for (const [key, state] of states) {
        if (state.inFlight || state.waiting.length > 0 || at - state.lastUse < idleMs) continue;
        const unused = state.last - state.next + 1;
        if (unused > 0 && live(state, at) && state.window !== undefined) releases.push({ key, calls: unused, window: state.window });
        states.delete(key);
      }
      for (let from = 0; from < releases.length; from += MOST_RELEASED_PER_STATEMENT) {
        const some = releases.slice(from, from + MOST_RELEASED_PER_STATEMENT);
        await releaseHits(database, some).catch((err: unknown) => log?.error({ err, keys: some.length }, 'rate-limit leases not given back'));
      }
    },

    /** Keys with a lease or calls in memory. */
    get keys(): number {
      return states.size;
    },
  };
}
