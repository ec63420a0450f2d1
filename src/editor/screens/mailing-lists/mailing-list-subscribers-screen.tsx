/**
 * One mailing list's subscribers (GAP-72): newest first, searched by email or name, a page at a
 * time (the search and the page cursor are in the URL, so the back button and shared links
 * work), removing one behind a confirm, and the CSV export.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { OwnerSubscriber } from '../../../shared/api/mailing-lists';
import { mailingListExportPath, mailingListsEndpoints } from '../../../shared/api/mailing-lists-endpoints';
import { ownerCall, ownerDownload } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { mailingListKeys } from '../../components/mailing-lists-data';
import { StatusAndError } from '../../components/save-status';
import './mailing-lists.css';

const route = getRouteApi('/mailing-lists/$listId');

const STATUS_LABELS: Record<OwnerSubscriber['status'], string> = { subscribed: 'Subscribed', pending: 'Waiting for confirmation', unsubscribed: 'Unsubscribed' };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MailingListSubscribersScreen() {
  const { listId } = route.useParams();
  const { q = '', cursor } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirmElement, confirm] = useConfirm();

  const list = useQuery({ queryKey: [...mailingListKeys.lists(), listId], queryFn: () => ownerCall(mailingListsEndpoints.get, { params: { listId } }) });
  const page = useQuery({
    queryKey: mailingListKeys.subscribers(listId, q, cursor),
    queryFn: () => ownerCall(mailingListsEndpoints.subscribers, { params: { listId }, query: { ...(q.trim() !== '' && { q: q.trim() }), ...(cursor !== undefined && { cursor }) } }),
  });

  const remove = useMutation({
    mutationFn: (subscriber: OwnerSubscriber) => ownerCall(mailingListsEndpoints.removeSubscriber, { params: { listId, subscriberId: subscriber.id } }),
    onSuccess: (_answer, subscriber) => {
      setStatus(`Removed ${subscriber.email}.`);
      return queryClient.invalidateQueries({ queryKey: mailingListKeys.all });
    },
    onError: (error) => setFailure(error.message),
  });

  const askRemove = async (subscriber: OwnerSubscriber) => {
    setFailure(null);
    const yes = await confirm({ title: `Remove ${subscriber.email}?`, body: 'They will no longer get this list’s emails. They can sign up again.', confirmLabel: 'Remove', destructive: true });
    if (yes) remove.mutate(subscriber);
  };

  const exportCsv = async () => {
    setFailure(null);
    setExporting(true);
    try {
      await ownerDownload(mailingListExportPath(listId), 'subscribers.csv');
      setStatus('The CSV file was downloaded.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  const name = list.data?.mailingList.name ?? 'Mailing list';
  const subscribers = page.data?.subscribers ?? [];
  return (
    <section className="screen mailing-lists" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/mailing-lists">Mailing lists</Link>
      </p>
      <h1 id="screen-title" className="screen__title">
        {name}
      </h1>
      {list.data !== undefined && (
        <p className="mailing-lists__summary">
          {list.data.mailingList.subscribedCount} subscribed · {list.data.mailingList.pendingCount} waiting for confirmation · {list.data.mailingList.unsubscribedCount} unsubscribed
        </p>
      )}
      <div className="screen__toolbar">
        <SearchField className="field mailing-lists__search" value={q} onChange={(text) => void navigate({ search: { ...(text !== '' && { q: text }) }, replace: true })}>
          <Label>Search subscribers</Label>
          <Input className="input" placeholder="Email or name" />
        </SearchField>
        <button type="button" className="button mailing-lists__export" disabled={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {page.isPending ? (
        <Loading label="Loading subscribers…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : subscribers.length === 0 ? (
        <p className="panel">{q.trim() === '' ? 'No subscribers yet. People who sign up through a newsletter block appear here.' : `No subscribers match “${q.trim()}”.`}</p>
      ) : (
        <table className="mailing-lists__table">
          <caption className="visually-hidden">Subscribers of {name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Signed up</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.id}>
                <td data-label="Email" className="mailing-lists__email">
                  {s.email}
                </td>
                <td data-label="Name">{s.name ?? '—'}</td>
                <td data-label="Status">{STATUS_LABELS[s.status]}</td>
                <td data-label="Signed up">{dateFormat.format(s.created)}</td>
                <td className="mailing-lists__actions">
                  <button type="button" className="button button--small" disabled={remove.isPending} onClick={() => void askRemove(s)}>
                    Remove<span className="visually-hidden"> {s.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(cursor !== undefined || page.data?.nextCursor != null) && (
        <nav className="mailing-lists__pager" aria-label="Subscriber pages">
          {cursor !== undefined && (
            <Link to="/mailing-lists/$listId" params={{ listId }} search={{ ...(q !== '' && { q }) }} className="button">
              First page
            </Link>
          )}
          {page.data?.nextCursor != null && (
            <Link to="/mailing-lists/$listId" params={{ listId }} search={{ ...(q !== '' && { q }), cursor: page.data.nextCursor }} className="button">
              Next page
            </Link>
          )}
        </nav>
      )}
      {confirmElement}
    </section>
  );
}
