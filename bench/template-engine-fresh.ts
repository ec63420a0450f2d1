/**
 * `npm run bench:template -- --fresh-process`: the Wright page with partials precompiled, as an
 * outside harness measures it. Every sample is a new Node process that loads one engine,
 * compiles the page and its partials, then renders for a short fixed time (no warm-up beyond
 * what the time itself gives), so start-up and JIT warm-up count as they do for a caller that
 * renders a page now and then. The two engines alternate, sample by sample, and the ratio of
 * their medians is printed. Figures only: nothing here asserts a time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const SAMPLES = 5;
const SAMPLE_MS = 500;
const BENCH = join(resolve(import.meta.dirname, '../../shared'), 'bench/template-engine');

interface Page {
  source: string;
  data: unknown;
  partials: Record<string, string>;
}

function readPage(): Page | null {
  if (!existsSync(join(BENCH, 'wright.html'))) return null;
  return {
    source: readFileSync(join(BENCH, 'wright.html'), 'utf8'),
    data: JSON.parse(readFileSync(join(BENCH, 'wright.json'), 'utf8')) as unknown,
    partials: JSON.parse(readFileSync(join(BENCH, 'wright-partials.json'), 'utf8')) as Record<string, string>,
  };
}

/**
 * Renders per second over one short sample, from the first render on. The clock is the
 * process's CPU time (JIT and GC threads included): on a shared, loaded machine wall time
 * mostly measures the neighbours. The wall-clock rate is reported beside it.
 */
function sample(renderOnce: () => string): Sample {
  let n = 0;
  let length = 0;
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  let cpuMs = 0;
  let lastCheck = wallStart;
  while (cpuMs < SAMPLE_MS) {
    length = renderOnce().length;
    n++;
    // Reading the CPU clock is a system call, dearer than a small render: read it every 2 ms.
    const now = performance.now();
    if (now - lastCheck < 2) continue;
    lastCheck = now;
    const used = process.cpuUsage(cpuStart);
    cpuMs = (used.user + used.system) / 1000;
  }
  return { rate: (n * 1000) / cpuMs, wallRate: (n * 1000) / (performance.now() - wallStart), length };
}

interface Sample {
  rate: number;
  wallRate: number;
  length: number;
}

/** One sample of one engine, in this (fresh) process; prints one JSON line. */
async function child(engine: string): Promise<void> {
  const page = readPage()!;
  let renderOnce: () => string;
  if (engine === 'stoa') {
    const { compile, render } = await import('../src/template-engine');
    const { installLocalePacks } = await import('../src/server/render/locale-packs');
    installLocalePacks();
    const code = compile(page.source).template;
    const partials = Object.fromEntries(Object.entries(page.partials).map(([k, v]) => [k, compile(v).template]));
    const options = { locale: 'en', partials };
    renderOnce = () => render(code, page.data, options).html;
  } else {
    const { CLDRFramework } = await import('@phensley/cldr');
    const { Compiler } = await import('@squarespace/template-engine');
    const { readLocalePack } = await import('../src/server/render/locale-packs');
    const cldr = new CLDRFramework({ loader: (lang: string) => readLocalePack(lang) }).get('en');
    const compiler = new Compiler();
    const code = compiler.parse(page.source).code;
    const partials = Object.fromEntries(Object.entries(page.partials).map(([k, v]) => [k, compiler.parse(v).code]));
    renderOnce = () => compiler.execute({ code, json: page.data, partials: partials as never, cldr, enableExpr: true, enableInclude: true }).ctx.render();
  }
  const result = sample(renderOnce);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function spawnSample(engine: string): Sample {
  const script = import.meta.filename;
  const out = spawnSync(process.execPath, ['--import', 'tsx', script, '--fresh-child', engine], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${engine} sample failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as Sample;
}

function row(ours: number, theirs: number): string {
  return ours.toFixed(0).padStart(12) + theirs.toFixed(0).padStart(12) + `${(ours / theirs).toFixed(2)}x`.padStart(8);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The parent: alternates fresh processes of the two engines and prints the figures. */
export function runFreshProcessBench(): void {
  if (readPage() === null) {
    console.log('benchmark workloads absent (../shared): nothing to measure');
    return;
  }
  console.log(`template engine, Wright page with partials precompiled: ${SAMPLES} samples × ${SAMPLE_MS} ms per engine, each in a fresh process`);
  console.log('(r/s: renders per CPU second of the process; wall: renders per wall-clock second, load-dependent)');
  console.log('sample'.padEnd(8) + 'stoa r/s'.padStart(12) + 'ref r/s'.padStart(12) + 'ratio'.padStart(8) + 'stoa wall'.padStart(12) + 'ref wall'.padStart(12) + 'ratio'.padStart(8));
  const ours: number[] = [];
  const theirs: number[] = [];
  const ourWall: number[] = [];
  const theirWall: number[] = [];
  let lengths = '';
  for (let i = 0; i < SAMPLES; i++) {
    const a = spawnSample('stoa');
    const b = spawnSample('ref');
    ours.push(a.rate);
    theirs.push(b.rate);
    if (a.length !== b.length) lengths = `  (output lengths differ: ${a.length} vs ${b.length})`;
    ourWall.push(a.wallRate);
    theirWall.push(b.wallRate);
    console.log(String(i + 1).padEnd(8) + row(a.rate, b.rate) + row(a.wallRate, b.wallRate));
  }
  console.log('median'.padEnd(8) + row(median(ours), median(theirs)) + row(median(ourWall), median(theirWall)) + lengths);
}

const at = process.argv.indexOf('--fresh-child');
if (at !== -1) await child(process.argv[at + 1]!);
