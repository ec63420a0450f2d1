/**
 * `npm run bench:template [-- --quick | --fresh-process]`: renders the same workloads with Stoa's engine and with
 * the reference engine (@squarespace/template-engine) in one process and prints renders per
 * second for both, the ratio, and compile times. Figures only: nothing here asserts a time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler as ReferenceCompiler } from '@squarespace/template-engine';
import { compile, render, type RootCode } from '../src/template-engine';
import { parseConformanceCase } from '../src/template-engine/conformance-files';
import { installLocalePacks, readLocalePack } from '../src/server/render/locale-packs';
import { runFreshProcessBench } from './template-engine-fresh';

const quick = process.argv.includes('--quick');
const ROUNDS = 3;
const SHARED = resolve(import.meta.dirname, '../../shared');
const BENCH = join(SHARED, 'bench/template-engine');
const CONF = join(SHARED, 'conformance/template-engine/plugins/resources');

interface Workload {
  name: string;
  source: string;
  data: unknown;
  partials?: Record<string, string>;
  /** Pass partials to both engines precompiled rather than as source. */
  precompiledPartials?: boolean;
  locale?: string;
  now?: number;
}

function workloads(): Workload[] {
  const list: Workload[] = [];
  if (existsSync(BENCH)) {
    const wright = readFileSync(join(BENCH, 'wright.html'), 'utf8');
    const data = JSON.parse(readFileSync(join(BENCH, 'wright.json'), 'utf8')) as unknown;
    const partials = JSON.parse(readFileSync(join(BENCH, 'wright-partials.json'), 'utf8')) as Record<string, string>;
    list.push({ name: 'wright page, partials precompiled', source: wright, data, partials, precompiledPartials: true });
    list.push({ name: 'wright page, partials as source', source: wright, data, partials });
    list.push({
      name: 'embedded.html',
      source: readFileSync(join(BENCH, 'embedded.html'), 'utf8'),
      data: { enterBlock: true, name: 'Ada <Lovelace>', age: 36, iterate: true, values: Array.from({ length: 20 }, (_, i) => i) },
    });
  }
  const heavy = ['f-product-checkout-1.html', 'f-variants-select-1.html', 'f-product-price-1.html', 'f-message-plural-1.html', 'f-date-1.html'];
  for (const file of heavy) {
    const path = join(CONF, file);
    if (!existsSync(path)) continue;
    const c = parseConformanceCase(readFileSync(path, 'utf8'));
    list.push({ name: file.replace(/\.html$/, ''), source: c.template, data: c.json, locale: c.locale, ...(c.now !== undefined && { now: c.now }) });
  }
  return list;
}

/** Renders per second of `fn` over about `ms` milliseconds, after a warm-up and a collection. */
function rate(fn: () => void, ms: number): number {
  for (let i = 0; i < 20; i++) fn();
  (globalThis as { gc?: () => void }).gc?.();
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 10; i++) fn();
    n += 10;
    elapsed = performance.now() - start;
  }
  return (n * 1000) / elapsed;
}

function timeCompile(fn: () => void, reps: number): number {
  const start = performance.now();
  for (let i = 0; i < reps; i++) fn();
  return (performance.now() - start) / reps;
}

function main(): void {
  installLocalePacks();
  const framework = new CLDRFramework({ loader: (lang: string) => readLocalePack(lang) });
  const refCompiler = new ReferenceCompiler();
  const list = workloads();
  if (list.length === 0) {
    console.log('benchmark workloads absent (../shared): nothing to measure');
    return;
  }
  const ms = quick ? 600 : 3000;
  console.log(`template engine benchmark: Stoa vs @squarespace/template-engine (reference), best of ${ROUNDS} alternating rounds, ${ms} ms per engine and workload`);
  console.log('workload'.padEnd(40) + 'stoa r/s'.padStart(12) + 'ref r/s'.padStart(12) + 'ratio'.padStart(8) + 'stoa compile'.padStart(15) + 'ref compile'.padStart(14));
  for (const w of list) {
    const ours = compile(w.source).template;
    const theirs = refCompiler.parse(w.source).code;
    const locale = w.locale ?? 'en';
    const cldr = locale === 'none' ? undefined : framework.get(locale);
    let ourPartials: Record<string, string | RootCode> | undefined = w.partials;
    let refPartials: Record<string, unknown> | undefined = w.partials;
    if (w.partials !== undefined && w.precompiledPartials === true) {
      ourPartials = Object.fromEntries(Object.entries(w.partials).map(([k, v]) => [k, compile(v).template]));
      refPartials = Object.fromEntries(Object.entries(w.partials).map(([k, v]) => [k, refCompiler.parse(v).code]));
    }
    const options = { locale, ...(w.now !== undefined && { now: w.now }), ...(ourPartials !== undefined && { partials: ourPartials }) };
    const ourOut = render(ours, w.data, options).html;
    const refOut = refCompiler.execute({ code: theirs, json: w.data, partials: refPartials as never, cldr, now: w.now, enableExpr: true, enableInclude: true }).ctx.render();
    const same = ourOut === refOut ? '' : '  (outputs differ)';
    // Alternate the two engines over several rounds and keep each one's best round, so neither
    // is measured only in the other's garbage or with the JIT tuned for the other.
    let ourRate = 0;
    let refRate = 0;
    for (let round = 0; round < ROUNDS; round++) {
      ourRate = Math.max(ourRate, rate(() => render(ours, w.data, options), ms / ROUNDS));
      refRate = Math.max(refRate, rate(() => refCompiler.execute({ code: theirs, json: w.data, partials: refPartials as never, cldr, now: w.now, enableExpr: true, enableInclude: true }).ctx.render(), ms / ROUNDS));
    }
    const reps = quick ? 20 : 200;
    const ourCompile = timeCompile(() => compile(w.source), reps);
    const refCompile = timeCompile(() => refCompiler.parse(w.source), reps);
    console.log(
      w.name.padEnd(40) +
        ourRate.toFixed(0).padStart(12) +
        refRate.toFixed(0).padStart(12) +
        `${(ourRate / refRate).toFixed(2)}x`.padStart(8) +
        `${ourCompile.toFixed(3)} ms`.padStart(15) +
        `${refCompile.toFixed(3)} ms`.padStart(14) +
        same,
    );
  }
}

if (process.argv.includes('--fresh-process')) runFreshProcessBench();
else main();
