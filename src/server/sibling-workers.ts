/**
 * Strict invalidation between the workers of one `npm start` cluster (issue 15 §1, §3). Each
 * worker keeps page snapshots and rendered pages in memory; a change committed through one must
 * be gone from every other's memory before the change's own answer leaves, or a visitor who
 * reloads after the owner's "saved" can be served the page from before by another worker.
 *
 * A worker sends each site event it delivered to the cluster's primary over the IPC channel;
 * the primary passes it to every other worker, each delivers it to its handlers and answers
 * with an acknowledgement, and once all have answered (or exited) the primary tells the sender,
 * whose `broadcast` then resolves. The app holds a write's answer until then (app.ts). A worker
 * that does not answer within ACK_TIMEOUT_MS is stuck: the primary kills it (a new one starts
 * with empty caches) rather than let a change's answer wait on it for ever.
 *
 * Processes outside the cluster (other machines, the CLI, the collector) still hear changes
 * through LISTEN/NOTIFY (event-relay.ts), without the wait; the workers ignore the notifications
 * of their own cluster, which reached them here first.
 */
import type { DomainEvent } from '../shared/events';

/** How long the primary waits for a worker's acknowledgement before replacing the worker. */
export const ACK_TIMEOUT_MS = 5_000;

type SiteEvent = Extract<DomainEvent, { websiteId: string }>;

/** The IPC messages of the protocol. `key` names one event round: the sender's id and its number. */
type SiblingMessage =
  | { stoa: 'sibling-event'; id: number; event: SiteEvent }
  | { stoa: 'sibling-deliver'; key: string; event: SiteEvent }
  | { stoa: 'sibling-ack'; key: string }
  | { stoa: 'sibling-done'; id: number };

const isSiblingMessage = (value: unknown): value is SiblingMessage =>
  typeof value === 'object' && value !== null && typeof (value as { stoa?: unknown }).stoa === 'string' && (value as { stoa: string }).stoa.startsWith('sibling-');

/** A worker's side of the protocol. */
export interface SiblingChannel {
  /** The cluster's id, shared by its workers (their own notifications are ignored by it). */
  readonly group: string;
  /** Sends `event` to every other worker; resolves once each has delivered it (or is gone). */
  broadcast(event: SiteEvent): Promise<void>;
  /** Delivers the other workers' events; the acknowledgement waits for the handler's promise. */
  receive(handler: (event: SiteEvent) => void | Promise<void>): void;
}

/** The worker's end of the IPC channel (node:cluster gives a worker `process`). */
export interface WorkerEnd {
  send?: ((message: SiblingMessage) => boolean) | undefined;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  connected?: boolean;
}

/**
 * A worker's channel, listening at once: created before the worker opens its database, so an
 * event sent while it starts is answered (it has nothing in memory yet to drop). `fallbackMs`
 * bounds the wait when the primary is gone and will never answer.
 */
export function workerSiblings(end: WorkerEnd, group: string, fallbackMs = ACK_TIMEOUT_MS * 2): SiblingChannel {
  let handler: (event: SiteEvent) => void | Promise<void> = () => {};
  const waiting = new Map<number, () => void>();
  let next = 0;
  const send = (message: SiblingMessage) => {
    try {
      return end.connected !== false && end.send !== undefined && end.send(message);
    } catch {
      return false;
    }
  };
  end.on('message', (message) => {
    if (!isSiblingMessage(message)) return;
    if (message.stoa === 'sibling-done') {
      waiting.get(message.id)?.();
      return;
    }
    if (message.stoa !== 'sibling-deliver') return;
    const answer = () => void send({ stoa: 'sibling-ack', key: message.key });
    try {
      void Promise.resolve(handler(message.event)).then(answer, answer);
    } catch {
      answer();
    }
  });
  return {
    group,
    broadcast(event) {
      const id = ++next;
      return new Promise<void>((done) => {
        const timer = setTimeout(finish, fallbackMs);
        timer.unref();
        function finish() {
          clearTimeout(timer);
          waiting.delete(id);
          done();
        }
        waiting.set(id, finish);
        if (!send({ stoa: 'sibling-event', id, event })) finish();
      });
    },
    receive(h) {
      handler = h;
    },
  };
}

/** A worker as the primary sees it. */
export interface WorkerPort {
  readonly id: number;
  send(message: SiblingMessage): void;
  kill(): void;
}

export interface SiblingHub {
  /** Passes one message that arrived from `from`; other messages are ignored. */
  onMessage(from: WorkerPort, message: unknown): void;
  /** A worker exited: nothing waits for it any more. */
  onExit(worker: WorkerPort): void;
}

/**
 * The primary's side: passes each worker's events to the others and answers the sender once
 * all have acknowledged. `workers()` lists the live workers.
 */
export function siblingHub(workers: () => Iterable<WorkerPort>, log: (message: string) => void, ackTimeoutMs = ACK_TIMEOUT_MS): SiblingHub {
  interface Round {
    from: WorkerPort;
    id: number;
    waiting: Map<number, WorkerPort>;
    timer: NodeJS.Timeout;
  }
  const rounds = new Map<string, Round>();
  const finish = (key: string, round: Round) => {
    clearTimeout(round.timer);
    rounds.delete(key);
    try {
      round.from.send({ stoa: 'sibling-done', id: round.id });
    } catch {
      // The sender is gone: nobody waits for the answer.
    }
  };
  const settle = (key: string, round: Round) => {
    if (round.waiting.size === 0) finish(key, round);
  };
  return {
    onMessage(from, message) {
      if (!isSiblingMessage(message)) return;
      if (message.stoa === 'sibling-ack') {
        const round = rounds.get(message.key);
        if (round === undefined) return;
        round.waiting.delete(from.id);
        settle(message.key, round);
        return;
      }
      if (message.stoa !== 'sibling-event') return;
      const key = `${from.id}:${message.id}`;
      const waiting = new Map<number, WorkerPort>();
      for (const worker of workers()) if (worker.id !== from.id) waiting.set(worker.id, worker);
      const timer = setTimeout(() => {
        const round = rounds.get(key);
        if (round === undefined) return;
        for (const stuck of round.waiting.values()) {
          log(`worker ${stuck.id} did not acknowledge a site change within ${ackTimeoutMs} ms; replacing it`);
          stuck.kill();
        }
        round.waiting.clear();
        finish(key, round);
      }, ackTimeoutMs);
      timer.unref();
      const round: Round = { from, id: message.id, waiting, timer };
      rounds.set(key, round);
      for (const worker of [...waiting.values()]) {
        try {
          worker.send({ stoa: 'sibling-deliver', key, event: message.event });
        } catch {
          waiting.delete(worker.id);
        }
      }
      settle(key, round);
    },
    onExit(worker) {
      for (const [key, round] of rounds) {
        if (round.from.id === worker.id) {
          clearTimeout(round.timer);
          rounds.delete(key);
        } else if (round.waiting.delete(worker.id)) settle(key, round);
      }
    },
  };
}
