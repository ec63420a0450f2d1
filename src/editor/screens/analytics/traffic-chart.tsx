/**
 * Visitors, visits and page views per day as a uPlot line chart (in the Traffic screen's lazy
 * chunk only). The chart is labelled and captioned, the lines differ by dash as well as colour,
 * and the same figures are one toggle away as a table. It follows its container's width.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsOverviewAnswer } from '../../../shared/api/analytics';
import { countText, dayText } from './analytics-format';
import { DAY_STEPS, dayAt, dayRange } from './traffic-chart-days';

/** Counts are whole numbers: the value axis steps by 1, 2, 5, 10, … so a quiet day never reads 0, 0, 1, 1. */
const WHOLE_NUMBER_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000];

type Day = AnalyticsOverviewAnswer['days'][number];
const HEIGHT = 260;

const SERIES = [
  { key: 'visitors', label: 'Visitors', stroke: '#1f4fd6', dash: undefined },
  { key: 'visits', label: 'Visits', stroke: '#b3261e', dash: [8, 4] },
  { key: 'pageViews', label: 'Page views', stroke: '#1e6b3a', dash: [2, 3] },
] as const;

export function TrafficChart({ days, csv }: { days: Day[]; csv?: ReactNode }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (element === null || days.length === 0) return;
    const xs = days.map((d) => dayAt(d.day));
    const data: uPlot.AlignedData = [xs, ...SERIES.map((s) => days.map((d) => d[s.key]))];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        // Our own legend draws each line's dash beside its name (uPlot's shows colour only).
        legend: { show: false },
        // From the days themselves: for a single point uPlot hands the range a maximum about
        // a thousand days on (its one-day pad assumes milliseconds on a scale in seconds).
        scales: { x: { time: true, range: () => dayRange(xs[0]!, xs.at(-1)!) }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [{ stroke: '#5c5c57', grid: { stroke: '#e4e4df' }, incrs: [...DAY_STEPS] }, { stroke: '#5c5c57', grid: { stroke: '#e4e4df' }, values: (_u, ticks) => ticks.map((t) => countText(t)), size: 56, incrs: WHOLE_NUMBER_STEPS }],
        series: [
          { label: 'Day', value: (_u, v) => (v === null ? '' : dayText(new Date(v * 1000).toISOString().slice(0, 10))) },
          ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, ...(s.dash !== undefined && { dash: [...s.dash] }), value: (_u: uPlot, v: number | null) => (v === null ? '' : countText(v)) })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);

  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="analytics-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="analytics-chart__caption">
        Visitors, visits and page views per day{first !== undefined && last !== undefined ? `, ${dayText(first.day)} to ${dayText(last.day)}` : ''}
      </figcaption>
      <div ref={box} className="analytics-chart__plot" role="img" aria-label={`Line chart of visitors, visits and page views per day over ${countText(days.length)} days. “Show as a table” lists the same figures.`} />
      <ul className="analytics-chart__legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <svg width="32" height="10" aria-hidden="true" focusable="false">
              <line x1="1" y1="5" x2="31" y2="5" stroke={s.stroke} strokeWidth="2.5" strokeDasharray={s.dash?.join(' ')} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="analytics-chart__actions">
        <button type="button" className="button analytics-chart__toggle" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? 'Hide the table' : 'Show as a table'}
        </button>
        {csv}
      </div>
      <div id={`${id}-table`} className="analytics-table__scroll scroll-cue" hidden={!showTable} role="region" aria-label="Visitors, visits and page views per day" tabIndex={showTable ? 0 : -1}>
        <table className="analytics-table__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="is-number">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day)}</th>
                {SERIES.map((s) => (
                  <td key={s.key} className="is-number">
                    {countText(d[s.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
