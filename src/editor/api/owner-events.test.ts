import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOwnerEvents, recordOwnerEvent } from './owner-events';

describe('recordOwnerEvent', () => {
  const sent: { url: string; init: RequestInit }[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    vi.stubGlobal('document', { cookie: 'crumb=abc', addEventListener: () => undefined, visibilityState: 'visible' });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response('{"recorded":1}'));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ADM-04 batches events into one keepalive POST /api/admin/events a moment later, with the CSRF crumb', () => {
    recordOwnerEvent('inventory_sort_by_price', { direction: 'asc' });
    recordOwnerEvent('inventory_next_page');
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/admin/events');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect((sent[0]!.init.headers as Record<string, string>)['x-csrf-token']).toBe('abc');
    const body = JSON.parse(String(sent[0]!.init.body));
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['inventory_sort_by_price', 'inventory_next_page']);
    expect(body.events[0]).toMatchObject({ properties: { direction: 'asc' }, at: expect.any(Number) });
  });

  it('ADM-05 flushing sends what is queued at once and nothing twice', () => {
    recordOwnerEvent('inventory_settings_open');
    flushOwnerEvents();
    flushOwnerEvents();
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });
});
