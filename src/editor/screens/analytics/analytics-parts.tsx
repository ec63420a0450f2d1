/**
 * Pieces the four analytics screens share: the screen frame with the date range, a report's
 * loading / failed / empty states, headline figures, a table (TanStack Table) that scrolls
 * sideways inside its own region, and the "Export CSV" link.
 */
import { Link } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { ownerDownload } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { DateRangeControl, useAnalyticsRange } from './date-range-control';
import type { DayRange } from './analytics-format';
import './analytics.css';

/** A screen of the Analytics panel: tabs, title, the date range, then its report. */
export function AnalyticsScreen({ title, intro, children }: { title: string; intro?: ReactNode; children: (range: DayRange) => ReactNode }) {
  const { range, setRange } = useAnalyticsRange();
  return (
    <section className="screen analytics" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      {intro}
      <DateRangeControl key={`${range.from}/${range.to}`} range={range} onChange={setRange} />
      {children(range)}
    </section>
  );
}

/** A report's answer, or what to show while it loads or when it failed. */
export function Report<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading label="Loading the report…" />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  return <div aria-busy={query.isFetching ? true : undefined}>{children(query.data)}</div>;
}

/**
 * A report with nothing in its range. Today's rollup is refreshed at most once a minute
 * (TODAY_STALE_MS), so an owner trying their own site is told when to look again.
 */
export function EmptyReport({ children }: { children: ReactNode }) {
  return (
    <p className="panel-message analytics__empty">
      {children} <span className="analytics__muted">{TODAY_REFRESH_NOTE}</span>
    </p>
  );
}

const TODAY_REFRESH_NOTE = 'Today’s figures are updated every minute.';

export function Figures({ label, items }: { label: string; items: { label: string; value: string }[] }) {
  return (
    <dl className="analytics-figures" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="analytics-figures__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Export CSV": a real link to the export (its address is the report's), fetched on click with
 * the owner crumb that a plain navigation cannot send, then saved.
 */
export function CsvLink({ href, what, fileName }: { href: string; what: string; fileName: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailed(null);
    ownerDownload(href, fileName).catch((error: unknown) => setFailed(error instanceof Error ? error.message : 'The export failed.'));
  };
  return (
    <span className="analytics-csv">
      <a className="button analytics-csv__link" href={href} download={fileName} onClick={download}>
        Export CSV<span className="visually-hidden"> of {what}</span>
      </a>
      {failed !== null && (
        <span className="field__error" role="alert">
          {failed}
        </span>
      )}
    </span>
  );
}

export interface Column<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
}

const features = tableFeatures({});

/** A report table: a heading, an optional CSV link, and rows that scroll sideways on a phone. */
export function ReportTable<Row extends Record<string, unknown>>({ title, rows, columns, rowKey, csv, empty = 'Nothing in this range yet.' }: { title: string; rows: readonly Row[]; columns: Column<Row>[]; rowKey(row: Row): string; csv?: ReactNode; empty?: string }) {
  const id = useId();
  const helper = createColumnHelper<typeof features, Row>();
  const defs = columns.map((c) => helper.display({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original) })) as ColumnDef<typeof features, Row>[];
  const table = useTable({ features, columns: defs, data: rows as Row[], getRowId: rowKey });
  const numeric = new Set(columns.filter((c) => c.numeric === true).map((c) => c.id));
  return (
    <div className="analytics-table">
      <div className="analytics-table__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {rows.length > 0 && csv}
      </div>
      {rows.length === 0 ? (
        <p className="analytics-table__empty">{empty}</p>
      ) : (
        <div className="analytics-table__scroll scroll-cue" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="analytics-table__table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className={numeric.has(header.column.id) ? 'is-number' : undefined}>
                      <table.FlexRender header={header} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell, index) =>
                    index === 0 ? (
                      <th key={cell.id} scope="row" className={numeric.has(cell.column.id) ? 'is-number' : undefined}>
                        <table.FlexRender cell={cell} />
                      </th>
                    ) : (
                      <td key={cell.id} className={numeric.has(cell.column.id) ? 'is-number' : undefined}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The note shown when the site collects no analytics now. */
export function AnalyticsOffNote() {
  return (
    <p className="analytics__note" role="note">
      Analytics are switched off for this site, so new visits are not counted; these reports show what was collected before. Switch them on in{' '}
      <Link to="/analytics/settings">Cookies and tracking</Link>.
    </p>
  );
}

