/**
 * Records what the owner does in a panel the spec knows by its events (ADM-02..ADM-06):
 * `recordOwnerEvent(name, props)` queues the event and a batch goes to `POST /api/admin/events`
 * a moment later (or at 20 events). When the page is hidden or closed the queue leaves with a
 * `keepalive` request, which outlives the page like a beacon but still carries the owner crumb
 * a beacon cannot. Failures are silent: recording never gets in the owner's way.
 */
import { OWNER_EVENTS_PATH } from '../../shared/api/owner-events-endpoints';
import type { OwnerEventName } from '../../shared/api/owner-events';
import { ownerHeaders } from './owner-client';

export type OwnerEventProperties = Record<string, string | number | boolean | null>;
interface QueuedEvent {
  name: OwnerEventName;
  properties: OwnerEventProperties;
  at: number;
}

const FLUSH_DELAY_MS = 2000;
const FLUSH_AT = 20;
/** The server takes at most 50 a batch. */
const MAX_BATCH = 50;

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(events: QueuedEvent[]): void {
  for (let i = 0; i < events.length; i += MAX_BATCH) {
    const body = JSON.stringify({ events: events.slice(i, i + MAX_BATCH) });
    try {
      void fetch(OWNER_EVENTS_PATH, {
        method: 'POST',
        headers: { ...ownerHeaders('POST'), 'content-type': 'application/json' },
        credentials: 'same-origin',
        body,
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Recording is best effort.
    }
  }
}

/** Sends everything queued now. */
export function flushOwnerEvents(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  send(batch);
}

function listenForPageExit(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushOwnerEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOwnerEvents();
  });
}

/** Queues one event; `props` are flat values (text up to 200 characters). */
export function recordOwnerEvent(name: OwnerEventName, props: OwnerEventProperties = {}): void {
  listenForPageExit();
  queue.push({ name, properties: props, at: Date.now() });
  if (queue.length >= FLUSH_AT) flushOwnerEvents();
  else timer ??= setTimeout(flushOwnerEvents, FLUSH_DELAY_MS);
}
