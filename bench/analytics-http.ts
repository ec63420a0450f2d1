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

/** What the collection driver sends: collection calls flat out or paced, or bare /healthz calls. */
export type DriverMode = 'max' | 'healthz-max' | 'paced' | 'healthz';
export interface DriverResult {
  sent: number;
  refused: number;
  events: number;
  /** Calls the paced driver could not start on time (more than 50 ms late). */
  late: number;
}
