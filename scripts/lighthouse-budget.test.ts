import { describe, expect, it } from 'vitest';
import { figuresOf, medianRun, thresholdFailures, type LighthouseResult, type PageFigures } from './lighthouse-budget';

function figures(performance: number, accessibility: number, cls: number): PageFigures {
  return { scores: { performance, accessibility, 'best-practices': 100, seo: 100 }, cls, lcpMs: 1200, tbtMs: 10, findings: [] };
}

describe('Lighthouse budget (issue 5 item 9)', () => {
  it('issue 5 item 9: performance 95, accessibility 100 and CLS just under 0.05 pass; one point or 0.05 less fails', () => {
    expect(thresholdFailures(figures(95, 100, 0.049))).toEqual([]);
    expect(thresholdFailures(figures(94, 100, 0))).toEqual(['performance 94 < 95']);
    expect(thresholdFailures(figures(100, 99, 0))).toEqual(['accessibility 99 < 100']);
    expect(thresholdFailures(figures(100, 100, 0.05))).toEqual(['layout shift 0.050 ≥ 0.05']);
    expect(thresholdFailures(figures(100, 100, Number.NaN))).toHaveLength(1);
  });

  it('issue 5 item 9: the median run is the middle performance score, whatever order the runs came in', () => {
    const runs = [90, 99, 95].map((p) => ({ figures: figures(p, 100, 0), id: p }));
    expect(medianRun(runs).id).toBe(95);
    expect(medianRun([{ figures: figures(97, 100, 0) }]).figures.scores.performance).toBe(97);
    expect(() => medianRun([])).toThrow();
  });

  it('issue 5 item 9: reads scores as 0–100, the CLS, LCP and TBT figures, and lists scored audits under 0.9', () => {
    const lhr: LighthouseResult = {
      categories: {
        performance: { score: 0.987, auditRefs: [{ id: 'largest-contentful-paint' }, { id: 'render-blocking-resources' }, { id: 'diagnostics' }] },
        accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast' }, { id: 'label' }] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: null, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': { score: 0.95, numericValue: 1131.4, title: 'Largest Contentful Paint', scoreDisplayMode: 'numeric' },
        'cumulative-layout-shift': { score: 1, numericValue: 0.012, title: 'Cumulative Layout Shift', scoreDisplayMode: 'numeric' },
        'total-blocking-time': { score: 1, numericValue: 8, title: 'Total Blocking Time', scoreDisplayMode: 'numeric' },
        'render-blocking-resources': { score: 0.5, title: 'Eliminate render-blocking resources', displayValue: 'Est savings of 120 ms', scoreDisplayMode: 'metricSavings' },
        diagnostics: { score: 0, title: 'Diagnostics', scoreDisplayMode: 'informative' },
        'color-contrast': { score: 0, title: 'Background and foreground colors do not have a sufficient contrast ratio.', scoreDisplayMode: 'binary' },
        label: { score: 1, title: 'Form elements have associated labels', scoreDisplayMode: 'binary' },
      },
    };
    const f = figuresOf(lhr);
    expect(f.scores).toEqual({ performance: 99, accessibility: 96, 'best-practices': 100, seo: 0 });
    expect([f.cls, f.lcpMs, f.tbtMs]).toEqual([0.012, 1131.4, 8]);
    expect(f.findings).toEqual([
      'performance: render-blocking-resources (Eliminate render-blocking resources: Est savings of 120 ms)',
      'accessibility: color-contrast (Background and foreground colors do not have a sufficient contrast ratio.)',
    ]);
  });
});
