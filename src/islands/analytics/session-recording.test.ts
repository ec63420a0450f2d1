import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, SKIP_RECORDING_ID } from '../../shared/analytics/analytics-rules';
import { createSessionRecording, ID_TIMEOUT_MS, RECORDING_FAILURE, SKIP_ID, type SessionRecordingDeps } from './session-recording';

function recording(over: Partial<SessionRecordingDeps> = {}) {
  const started: string[] = [];
  const warnings: string[] = [];
  let calls = 0;
  const run = createSessionRecording({
    props: { sessionRecording: true, sourceEnvironment: 'prod' },
    restrictive: () => false,
    timeZone: () => 'America/Chicago',
    cpuCores: 4,
    fetchId: async () => {
      calls++;
      return { id: 'rec-1' };
    },
    start: (id) => started.push(id),
    warn: (m) => warnings.push(m),
    ...over,
  });
  return { run, started, warnings, calls: () => calls };
}

describe('session recording in the browser', () => {
  it('ANL-45 starts with an id when every rule holds: the server’s half (toggle, US site), an America time zone, more than 2 cores', async () => {
    const r = recording();
    expect(await r.run()).toBe('rec-1');
    expect(r.started).toEqual(['rec-1']);
  });

  it('ANL-45 ANL-47 GAP-66 asks for no id when a rule fails', async () => {
    const cases: Partial<SessionRecordingDeps>[] = [
      { props: { sourceEnvironment: 'prod' } },
      { timeZone: () => 'Europe/Paris' },
      { timeZone: () => undefined },
      { cpuCores: 2 },
      { cpuCores: undefined },
      { props: { sessionRecording: true, sourceEnvironment: 'dev' } },
      { restrictive: () => true },
    ];
    for (const over of cases) {
      const r = recording(over);
      expect(await r.run()).toBeNull();
      expect(r.calls()).toBe(0);
      expect(r.started).toEqual([]);
    }
  });

  it('ANL-45 reads the time zone only where the site may record: the first Intl object of a page is costly', async () => {
    let read = 0;
    const off = recording({ props: { sourceEnvironment: 'prod' }, timeZone: () => (read++, 'America/Chicago') });
    expect(await off.run()).toBeNull();
    expect(read).toBe(0);
    const on = recording({ timeZone: () => (read++, 'America/Chicago') });
    expect(await on.run()).toBe('rec-1');
    expect(read).toBe(1);
  });

  it('ANL-44 the id "automated-mock-id" means do not record', async () => {
    const r = recording({ fetchId: async () => ({ id: 'automated-mock-id' }) });
    expect(await r.run()).toBeNull();
    expect(r.started).toEqual([]);
  });

  it('ANL-46 it initialises once: later calls are ignored', async () => {
    const r = recording();
    await Promise.all([r.run(), r.run()]);
    await r.run();
    expect(r.calls()).toBe(1);
    expect(r.started).toEqual(['rec-1']);
  });

  it('ANL-48 a failure is only logged', async () => {
    const r = recording({ fetchId: async () => Promise.reject(new Error('offline')) });
    expect(await r.run()).toBeNull();
    expect(r.warnings).toEqual([RECORDING_FAILURE]);
  });

  it('ANL-44 ANL-28 its copies of the skip id and the 2.5 s timeout equal the shared rules', () => {
    expect(SKIP_ID).toBe(SKIP_RECORDING_ID);
    expect(ID_TIMEOUT_MS).toBe(ANALYTICS_LIMITS.callTimeoutMs);
  });
});
