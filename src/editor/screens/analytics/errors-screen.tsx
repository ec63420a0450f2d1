/**
 * The Analytics panel's Script errors screen (issue 14 §4): visitors' script errors grouped by
 * message and top frame, with how often, when first and last, in which browsers and on which
 * pages; a row opens its sample stack (text, as React escapes it). Searched by message.
 */
import { Fragment, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { ErrorGroup, ErrorsAnswer } from '../../../shared/api/analytics';
import { useErrorGroups } from './analytics-data';
import { countText, csvHref, matchingGroups, timeText, type DayRange } from './analytics-format';
import { AnalyticsScreen, CsvLink, EmptyReport, Figures, Report } from './analytics-parts';

const listText = (items: ErrorGroup['browsers']) => items.map((i) => `${i.key === '' ? 'Unknown' : i.key} (${countText(i.count)})`).join(', ');

function GroupRows({ group }: { group: ErrorGroup }) {
  const [open, setOpen] = useState(false);
  const stackId = `stack-${group.fingerprint.replace(/[^\w-]/g, '_')}`;
  return (
    <Fragment>
      <tr className={open ? 'is-open' : undefined}>
        <th scope="row" className="analytics-errors__message">
          <button type="button" className="analytics-errors__toggle" aria-expanded={open} aria-controls={stackId} onClick={() => setOpen((o) => !o)}>
            <span aria-hidden="true" className="analytics-errors__chevron">
              {open ? '▾' : '▸'}
            </span>
            <span>{group.message}</span>
          </button>
        </th>
        <td className="analytics-errors__frame">{group.topFrame === '' ? <span className="analytics__muted">No stack</span> : <code>{group.topFrame}</code>}</td>
        <td className="is-number">{countText(group.count)}</td>
        <td>{timeText(group.firstSeen)}</td>
        <td>{timeText(group.lastSeen)}</td>
        <td>{listText(group.browsers)}</td>
        <td className="analytics-errors__pages">{listText(group.pages)}</td>
      </tr>
      <tr id={stackId} hidden={!open} className="analytics-errors__stack-row">
        <td colSpan={7}>
          <p className="analytics-errors__stack-title">Sample stack{group.category === '' ? '' : ` · ${group.category}`}</p>
          {group.sampleStack === '' ? <p className="analytics__muted">The report carried no stack.</p> : <pre className="analytics-errors__stack" tabIndex={0} aria-label={`Sample stack of ${group.message}`}>{group.sampleStack}</pre>}
        </td>
      </tr>
    </Fragment>
  );
}

export function ErrorsReport({ data, range }: { data: ErrorsAnswer; range: DayRange }) {
  const [search, setSearch] = useState('');
  if (data.groups.length === 0) return <EmptyReport>No script errors in this range. Errors your visitors’ browsers report show here.</EmptyReport>;
  const groups = matchingGroups(data.groups, search);
  return (
    <>
      <Figures
        label="Script errors in this range"
        items={[
          { label: 'Errors', value: countText(data.total) },
          { label: 'Groups', value: countText(data.groups.length) },
        ]}
      />
      <div className="analytics__toolbar" role="search" aria-label="Search script errors">
        <SearchField className="field analytics__search" value={search} onChange={setSearch}>
          <Label>Search by message</Label>
          <Input className="input" />
        </SearchField>
        <CsvLink href={csvHref('errors', range)} what="script errors" fileName="script-errors.csv" />
      </div>
      <p className="visually-hidden" role="status">
        {search.trim() === '' ? '' : `${countText(groups.length)} of ${countText(data.groups.length)} groups match.`}
      </p>
      {groups.length === 0 ? (
        <EmptyReport>No error message contains “{search.trim()}”.</EmptyReport>
      ) : (
        <div className="analytics-table__scroll scroll-cue" role="region" aria-label="Script error groups" tabIndex={0}>
          <table className="analytics-table__table analytics-errors">
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Top frame</th>
                <th scope="col" className="is-number">
                  Count
                </th>
                <th scope="col">First seen</th>
                <th scope="col">Last seen</th>
                <th scope="col">Browsers</th>
                <th scope="col">Pages</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <GroupRows key={group.fingerprint} group={group} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ErrorsData({ range }: { range: DayRange }) {
  const query = useErrorGroups(range);
  return <Report query={query}>{(data) => <ErrorsReport data={data} range={range} />}</Report>;
}

export function ErrorsScreen() {
  return <AnalyticsScreen title="Script errors">{(range) => <ErrorsData range={range} />}</AnalyticsScreen>;
}
