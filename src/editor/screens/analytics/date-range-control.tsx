/**
 * The analytics screens' date range, kept in the URL (`from`, `to`) so a report is a link and
 * survives moving between the four screens: a preset (Last 7 / 30 / 90 days) or custom days.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { customRangeProblem, dayText, presetOf, presetRange, RANGE_PRESETS, rangeFromSearch, type DayRange } from './analytics-format';

/** The range the URL asks for (the default preset when it asks for none or for nonsense). */
export function useAnalyticsRange(): { range: DayRange; setRange(next: DayRange): void } {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const navigate = useNavigate();
  const range = rangeFromSearch(search, new Date());
  const setRange = (next: DayRange) => {
    void navigate({ to: '.', search: ((prev: Record<string, string>) => ({ ...prev, from: next.from, to: next.to })) as never });
  };
  return { range, setRange };
}

export function DateRangeControl({ range, onChange }: { range: DayRange; onChange(next: DayRange): void }) {
  const id = useId();
  const today = new Date();
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(preset === null);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (value: string) => {
    if (value === 'custom') {
      setCustom(true);
      setFrom(range.from);
      setTo(range.to);
      return;
    }
    setCustom(false);
    setProblem(null);
    onChange(presetRange(Number(value), today));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (found === null) onChange({ from, to });
  };

  return (
    <div className="analytics-range">
      <div className="field">
        <label htmlFor={`${id}-preset`}>
          Date range
        </label>
        <select id={`${id}-preset`} className="select" value={custom ? 'custom' : String(preset ?? 'custom')} onChange={(e) => choose(e.target.value)}>
          {RANGE_PRESETS.map((p) => (
            <option key={p.days} value={p.days}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      {custom && (
        <form className="analytics-range__custom" onSubmit={apply} noValidate>
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} className="input" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} aria-describedby={problem === null ? undefined : `${id}-problem`} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} className="input" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} aria-describedby={problem === null ? undefined : `${id}-problem`} />
          </div>
          <button type="submit" className="button">
            Apply
          </button>
          {problem !== null && (
            <p id={`${id}-problem`} className="field__error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
      <p className="analytics-range__shown" aria-live="polite">
        {dayText(range.from)} – {dayText(range.to)}
      </p>
    </div>
  );
}
