/** Throughput and latency figures shared by the HTTP benchmarks, and one printed row of them. */

export interface Figures {
  rate: number;
  p50: number;
  p99: number;
  count: number;
}

/** Rate per second and p50/p99 of a run of latencies (ms) that took `elapsedMs`. */
export function summarize(latencies: number[], elapsedMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { rate: (latencies.length * 1000) / elapsedMs, p50: at(0.5), p99: at(0.99), count: latencies.length };
}

/** One table row: name, rate, p50 ms, p99 ms, count. */
export function row(name: string, f: Figures): string {
  return name.padEnd(58) + f.rate.toFixed(0).padStart(10) + f.p50.toFixed(3).padStart(10) + f.p99.toFixed(3).padStart(10) + String(f.count).padStart(9);
}
