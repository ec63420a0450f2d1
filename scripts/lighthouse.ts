/**
 * `npm run lighthouse`: builds the islands, starts the demo site on a free loopback port and
 * audits the demo product page, the home page and the cart with Lighthouse in its default
 * mobile mode (simulated throttling, so the figures depend little on how busy the machine
 * is). Each page is audited RUNS times in a fresh Chromium and the run with the median
 * performance score is reported. Fails when a page scores under 95 for performance or under
 * 100 for accessibility, or shifts its layout by 0.05 or more (issue 5, item 9). Then the
 * editor, in desktop mode (`lighthouse-editor.ts`): interactive in under 1.5 s (issue 11).
 *
 *   npm run lighthouse [-- --runs N] [-- --json DIR]   (DIR: where to write each median report)
 *
 * Nothing here needs the internet: Chromium runs without its background services, and its
 * resolver answers "not found" for every host but localhost at once, so a stray lookup can
 * neither leave the machine nor wait on a network that is not there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { buildEditor } from './editor-build';
import { buildIslands } from './islands-build';
import { auditEditor } from './lighthouse-editor';
import { CATEGORIES, figuresOf, formatRow, MAX_LAYOUT_SHIFT, medianRun, MIN_ACCESSIBILITY, MIN_PERFORMANCE, thresholdFailures, withAttempts, type LighthouseResult, type PageFigures } from './lighthouse-budget';

const LIGHTHOUSE_CHROMIUM_FLAGS = [
  '--headless',
  ...CHROMIUM_FLAGS,
  // The demo site lives at localhost (other sites at NAME.localhost); nothing else may resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost',
];

const PAGES: [label: string, path: string][] = [
  ['product page', '/shop/stoneware-mug'],
  ['home', '/'],
  ['cart', '/cart'],
];

async function audit(url: string): Promise<{ figures: PageFigures; report: string }> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (result === undefined) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = result.lhr as unknown as LighthouseResult & { runtimeError?: { code: string; message: string } };
    if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { figures: figuresOf(lhr), report: result.report as string };
  } finally {
    await chrome.kill();
  }
}

/** A run that fails outright (a browser that did not start, a lost connection) is tried again. */
function auditWithRetry(url: string): Promise<{ figures: PageFigures; report: string }> {
  return withAttempts(url, () => audit(url));
}

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i === -1 ? undefined : args[i + 1];
}

async function main(args: string[]): Promise<number> {
  const asked = Number(option(args, '--runs') ?? 3);
  const runs = Number.isInteger(asked) && asked > 0 ? asked : 3;
  const jsonDir = option(args, '--json');
  const started = Date.now();
  await buildIslands();
  await buildEditor();
  const server = await startServer();
  let failed = 0;
  try {
    console.log(`Lighthouse, mobile, simulated throttling; median of ${runs} run(s) by performance score`);
    console.log('page           perf  a11y  best   seo     CLS      LCP      TBT   runs (perf)');
    for (const [label, path] of PAGES) {
      const results: { figures: PageFigures; report: string }[] = [];
      for (let i = 0; i < runs; i++) results.push(await auditWithRetry(server.origin + path));
      const median = medianRun(results);
      const f = median.figures;
      const failures = thresholdFailures(f);
      if (failures.length > 0) failed++;
      console.log(formatRow(label, f, results.map((r) => r.figures.scores.performance), failures));
      for (const finding of f.findings) console.log(`    ${finding}`);
      if (jsonDir !== undefined) {
        mkdirSync(resolve(jsonDir), { recursive: true });
        writeFileSync(join(resolve(jsonDir), `${label.replace(/\W+/g, '-')}.json`), median.report);
      }
    }
    failed += await auditEditor(server.origin, runs, LIGHTHOUSE_CHROMIUM_FLAGS);
    console.log(`thresholds: performance ≥ ${MIN_PERFORMANCE}, accessibility ≥ ${MIN_ACCESSIBILITY}, CLS < ${MAX_LAYOUT_SHIFT}; took ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await server.stop();
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await main(process.argv.slice(2));
  if (failed > 0) {
    console.error(`${failed} page(s) miss the Lighthouse thresholds`);
    process.exit(1);
  }
}
