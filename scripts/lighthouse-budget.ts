/**
 * The Lighthouse budget of issue 5 (item 9) and how a Lighthouse report is read against it:
 * performance at least 95, accessibility 100, cumulative layout shift under 0.05, on a phone.
 * Kept apart from the runner (`lighthouse.ts`) so it can be tested without a browser.
 */
export const MIN_PERFORMANCE = 95;
export const MIN_ACCESSIBILITY = 100;
export const MAX_LAYOUT_SHIFT = 0.05;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Scored audits under 0.9, as `category: audit-id (title: value)`, for whoever fixes the page. */
  findings: string[];
}

/** The part of a Lighthouse result (`lhr`) read here. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; displayValue?: string; scoreDisplayMode: string } | undefined>;
}

export function figuresOf(lhr: LighthouseResult): PageFigures {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit === undefined || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      findings.push(`${id}: ${ref.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`);
    }
  }
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    findings,
  };
}

/** Why a page misses the budget; empty when it meets it. A missing figure (NaN) misses. */
export function thresholdFailures(f: PageFigures): string[] {
  const out: string[] = [];
  if (!(f.scores.performance >= MIN_PERFORMANCE)) out.push(`performance ${f.scores.performance} < ${MIN_PERFORMANCE}`);
  if (!(f.scores.accessibility >= MIN_ACCESSIBILITY)) out.push(`accessibility ${f.scores.accessibility} < ${MIN_ACCESSIBILITY}`);
  if (!(f.cls < MAX_LAYOUT_SHIFT)) out.push(`layout shift ${f.cls.toFixed(3)} ≥ ${MAX_LAYOUT_SHIFT}`);
  return out;
}

/** The run with the middle performance score (the lower middle for an even count). */
export function medianRun<T extends { figures: PageFigures }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** One line of the report table. */
export function formatRow(label: string, f: PageFigures, runScores: number[], failures: string[]): string {
  const s = f.scores;
  const cells = [s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padStart(5)).join(' ');
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  return `${label.padEnd(13)} ${cells} ${f.cls.toFixed(3).padStart(7)} ${ms(f.lcpMs)} ${ms(f.tbtMs)}   ${runScores.join(' ')}${failures.length > 0 ? `   FAILS: ${failures.join('; ')}` : ''}`;
}

/** How many times a run that fails outright is tried in all before the budget fails. */
export const AUDIT_ATTEMPTS = 3;

/**
 * Runs `audit` until it returns, at most AUDIT_ATTEMPTS times, each in a fresh browser. A run that
 * fails outright says nothing about the page: Chromium on a busy machine now and then gives
 * Lighthouse a trace without the navigation's start (NO_NAVSTART) or does not start at all. A page
 * that fails every attempt still fails the budget.
 */
export async function withAttempts<T>(url: string, audit: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit();
    } catch (e) {
      if (attempt >= AUDIT_ATTEMPTS) throw e;
      console.warn(`${url}: ${(e as Error).message}; attempt ${attempt + 1} of ${AUDIT_ATTEMPTS}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
