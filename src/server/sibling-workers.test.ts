/**
 * Issue 15 §1, §3: the acknowledgement protocol between a cluster's workers, with the IPC
 * channel replaced by in-memory ports (the real one is exercised by workers.processes.test.ts).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../shared/events';
import { holdAnswersUntilSiblingsKnow } from './http/sibling-wait';
import { siblingHub, workerSiblings, type WorkerEnd, type WorkerPort } from './sibling-workers';

type SiteEvent = Extract<DomainEvent, { websiteId: string }>;
const change: SiteEvent = { type: 'site.changed', websiteId: 'site-1' };
const tick = () => new Promise((done) => setImmediate(done));

/** A primary and `n` workers joined by in-memory ports; `stuck` workers never answer. */
function cluster(n: number, options: { ackTimeoutMs?: number } = {}) {
  const killed: number[] = [];
  const log: string[] = [];
  const toWorker = new Map<number, (message: unknown) => void>();
  const alive = new Map<number, WorkerPort>();
  const hub = siblingHub(() => alive.values(), (m) => log.push(m), options.ackTimeoutMs);
  const workers = Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const port: WorkerPort = {
      id,
      send: (message) => queueMicrotask(() => toWorker.get(id)?.(message)),
      kill: () => {
        killed.push(id);
        alive.delete(id);
        hub.onExit(port);
      },
    };
    alive.set(id, port);
    const end: WorkerEnd = {
      send: (message) => {
        queueMicrotask(() => hub.onMessage(port, message));
        return true;
      },
      on: (_event, listener) => toWorker.set(id, listener),
    };
    return { id, port, channel: workerSiblings(end, 'c0ffee00') };
  });
  const exit = (id: number) => {
    const port = alive.get(id)!;
    alive.delete(id);
    toWorker.delete(id);
    hub.onExit(port);
  };
  return { workers, killed, log, exit, stick: (id: number) => toWorker.delete(id) };
}

const settledWithin = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await tick();
  return done;
};

describe('sibling workers', () => {
  it('issue 15 §3 a change is acknowledged only after every other worker has delivered it, async handlers included', async () => {
    const { workers } = cluster(3);
    const heard: string[] = [];
    let release!: () => void;
    workers[1]!.channel.receive((e) => void heard.push(`2:${e.type}`));
    workers[2]!.channel.receive((e) => {
      heard.push(`3:${e.type}`);
      return new Promise<void>((done) => (release = done));
    });
    const sent = workers[0]!.channel.broadcast(change);
    expect(await settledWithin(sent)).toBe(false);
    expect(heard.sort()).toEqual(['2:site.changed', '3:site.changed']);
    release();
    expect(await settledWithin(sent)).toBe(true);
  });

  it('issue 15 §3 a lone worker, or one whose primary is gone, is answered at once', async () => {
    expect(await settledWithin(cluster(1).workers[0]!.channel.broadcast(change))).toBe(true);
    const orphan = workerSiblings({ send: () => false, on: () => {} }, 'c0ffee00');
    expect(await settledWithin(orphan.broadcast(change))).toBe(true);
    const disconnected = workerSiblings({ connected: false, send: () => true, on: () => {} }, 'c0ffee00');
    expect(await settledWithin(disconnected.broadcast(change))).toBe(true);
  });

  it('issue 15 §3 a worker that exits while a change waits for it no longer holds the change', async () => {
    const { workers, exit, stick } = cluster(2);
    stick(2);
    const sent = workers[0]!.channel.broadcast(change);
    expect(await settledWithin(sent)).toBe(false);
    exit(2);
    expect(await settledWithin(sent)).toBe(true);
  });

  it('issue 15 §3 a worker that does not acknowledge within the bound is replaced and the change answered', async () => {
    const { workers, killed, log, stick } = cluster(3, { ackTimeoutMs: 30 });
    stick(3);
    const sent = workers[0]!.channel.broadcast(change);
    expect(await settledWithin(sent)).toBe(false);
    await new Promise((done) => setTimeout(done, 60));
    expect(await settledWithin(sent)).toBe(true);
    expect(killed).toEqual([3]);
    expect(log.join('\n')).toMatch(/worker 3 did not acknowledge a site change within 30 ms; replacing it/);
  });

  it('issue 15 §3 messages that are not the protocol\'s are ignored on both sides', async () => {
    const { workers } = cluster(2);
    const heard: SiteEvent[] = [];
    workers[1]!.channel.receive((e) => void heard.push(e));
    const hub = siblingHub(() => [], () => {});
    expect(() => hub.onMessage(workers[0]!.port, { stoa: 'other' })).not.toThrow();
    expect(() => hub.onMessage(workers[0]!.port, 'text')).not.toThrow();
    expect(heard).toEqual([]);
  });
});

describe('answers held for sibling workers', () => {
  /** A relay whose changes are answered when the test says. */
  function fakeRelay() {
    let sent = 0;
    const open = new Map<number, { promise: Promise<void>; release: () => void }>();
    return {
      send() {
        const number = ++sent;
        let release!: () => void;
        const promise = new Promise<void>((done) => (release = done)).then(() => void open.delete(number));
        open.set(number, { promise, release });
        return () => release();
      },
      mark: () => sent,
      settledSince: (mark: number) => {
        const waits = [...open].filter(([n]) => n > mark).map(([, w]) => w.promise);
        return waits.length === 0 ? null : Promise.all(waits).then(() => {});
      },
    };
  }

  it('issue 15 §1 a change\'s answer leaves once the siblings know, and a request that started after it is not held', async () => {
    const relay = fakeRelay();
    const app = Fastify();
    holdAnswersUntilSiblingsKnow(app, relay);
    let release: (() => void) | null = null;
    app.post('/change', async () => {
      release = relay.send();
      return { ok: true };
    });
    app.get('/view', async () => ({ ok: true }));
    let answered = false;
    const change = app.inject({ method: 'POST', url: '/change' }).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((done) => setTimeout(done, 30));
    expect(release).not.toBeNull();
    expect(answered).toBe(false);
    // A view that started after the change went out does not wait for it.
    expect((await app.inject({ method: 'GET', url: '/view' })).statusCode).toBe(200);
    expect(answered).toBe(false);
    release!();
    expect((await change).json()).toEqual({ ok: true });
    await app.close();
  });
});
