/** The analytics ingest benchmark's HTTP calls: one request, and the product page's latency one request at a time. */
import { type Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { summarize, type Figures } from './latency-figures';

export function send(agent: Agent, base: string, host: string, method: string, path: string, body: string | null, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent, headers: { host, ...headers, ...(body !== null && { 'content-length': Buffer.byteLength(body) }) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body !== null) req.write(body);
    req.end();
  });
}

export async function pageLatency(agent: Agent, base: string, host: string, path: string, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const t = performance.now();
    const status = await send(agent, base, host, 'GET', path, null);
    if (status !== 200) throw new Error(`product page answered ${status}`);
    latencies.push(performance.now() - t);
  }
  return summarize(latencies, performance.now() - start);
}

/**
 * Alternating slices of time: the paced driver sends only in the odd ones ("on"), and the page
 * probe files each request under the slice it started in. Both read the wall clock, so the two
 * processes agree on the slices. Interleaving cancels what drifts over a run on a shared machine
 * (the neighbours' load: the "alone" p99 moved several-fold between phases): "on" and "off"
 * are measured in the same seconds.
 */
export interface Slices {
  epochMs: number;
  sliceMs: number;
}

/** Wall-clock milliseconds now (shared by the driver and the probe). */
export const wallNow = () => performance.timeOrigin + performance.now();

export function sliceIsOn(at: number, slices: Slices): boolean {
  return Math.floor((at - slices.epochMs) / slices.sliceMs) % 2 === 1;
}

/**
 * The product page's latency, one request at a time, split by slice. `offGuardMs`: an "off"
 * slice's first milliseconds are left out, since the calls of the "on" slice before are still
 * being answered and written then (the collector writes its queue every 250 ms); the "on"
 * slices are kept whole, so the comparison errs against collection.
 */
export async function pageLatencyBySlice(agent: Agent, base: string, host: string, path: string, seconds: number, slices: Slices, offGuardMs: number): Promise<{ on: Figures; off: Figures }> {
  const on: number[] = [];
  const off: number[] = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const at = wallNow();
    const t = performance.now();
    const status = await send(agent, base, host, 'GET', path, null);
    if (status !== 200) throw new Error(`product page answered ${status}`);
    const latency = performance.now() - t;
    if (sliceIsOn(at, slices)) on.push(latency);
    else if ((at - slices.epochMs) % slices.sliceMs >= offGuardMs) off.push(latency);
  }
  const elapsed = performance.now() - start;
  return { on: summarize(on, elapsed / 2), off: summarize(off, elapsed / 2) };
}

/** What the collection driver sends: collection calls flat out or paced, or bare /healthz calls. */
export type DriverMode = 'max' | 'healthz-max' | 'paced' | 'healthz';
export interface DriverResult {
  sent: number;
  refused: number;
  events: number;
  /** Calls the paced driver could not start on time (more than 50 ms late). */
  late: number;
}
