/**
 * The editor's part of `npm run lighthouse` (issue 11): Lighthouse in its desktop mode on the
 * sign-in screen and, signed in as the demo owner (the session cookie sent with every request),
 * on the Pages screen; median of the runs by time to interactive, which must be under 1.5 s,
 * with accessibility 100.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { figuresOf, withAttempts, type LighthouseResult } from './lighthouse-budget';

export const MAX_EDITOR_INTERACTIVE_MS = 1500;
const DEMO_OWNER = { email: 'owner@demo.stoa', password: 'stoa-demo-owner' };

/** The demo owner's session cookie on `origin`, signed in as the sign-in screen does. */
async function ownerCookie(origin: string): Promise<string> {
  const first = await fetch(`${origin}/api/commerce/shopping-cart`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const signedIn = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
  const session = /stoa_owner=([^;]+)/.exec(signedIn.headers.getSetCookie().join(';'))?.[1];
  if (session === undefined) throw new Error('sign-in set no session cookie');
  return `crumb=${crumb}; stoa_owner=${session}`;
}

interface EditorFigures {
  interactiveMs: number;
  performance: number;
  accessibility: number;
}

async function auditOnce(url: string, flags: string[], cookie: string | null): Promise<EditorFigures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(cookie !== null && { extraHeaders: { Cookie: cookie } }) },
      desktopConfig,
    );
    if (result === undefined) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = result.lhr as unknown as LighthouseResult & { runtimeError?: { code: string; message: string } };
    if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const figures = figuresOf(lhr);
    for (const finding of figures.findings) console.log(`    ${finding}`);
    return { interactiveMs: lhr.audits.interactive?.numericValue ?? Number.NaN, performance: figures.scores.performance, accessibility: figures.scores.accessibility };
  } finally {
    await chrome.kill();
  }
}

/**
 * A run that fails outright (a browser that did not start, a trace Lighthouse could not record,
 * NO_NAVSTART) is tried again, as the storefront's runs are (lighthouse.ts).
 */
function auditWithRetry(url: string, flags: string[], cookie: string | null): Promise<EditorFigures> {
  return withAttempts(url, () => auditOnce(url, flags, cookie));
}

/** Audits the editor screens; returns how many miss the budget. */
export async function auditEditor(origin: string, runs: number, flags: string[]): Promise<number> {
  const cookie = await ownerCookie(origin);
  const screens: [label: string, path: string, cookie: string | null][] = [
    ['editor sign-in', '/config', null],
    ['editor Pages', '/config/pages', cookie],
  ];
  let failed = 0;
  console.log(`Lighthouse, desktop; median of ${runs} run(s) by time to interactive (TTI < ${MAX_EDITOR_INTERACTIVE_MS} ms, accessibility 100)`);
  for (const [label, path, sent] of screens) {
    const results: EditorFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await auditWithRetry(origin + path, flags, sent));
    const sorted = [...results].sort((a, b) => a.interactiveMs - b.interactiveMs);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const misses = [
      ...(median.interactiveMs >= MAX_EDITOR_INTERACTIVE_MS ? [`TTI ${Math.round(median.interactiveMs)} ms`] : []),
      ...(median.accessibility < 100 ? [`accessibility ${median.accessibility}`] : []),
    ];
    if (misses.length > 0) failed++;
    console.log(
      `${label.padEnd(16)} TTI ${String(Math.round(median.interactiveMs)).padStart(5)} ms  perf ${median.performance}  a11y ${median.accessibility}   runs (TTI ms): ${results.map((r) => Math.round(r.interactiveMs)).join(', ')}${misses.length > 0 ? `  MISSES: ${misses.join(', ')}` : ''}`,
    );
  }
  return failed;
}
