/**
 * The Mailing lists screen (GAP-72): the site's lists with their subscriber counts; with
 * 'mailing-lists.manage', create one (name and double opt-in), edit, delete behind a confirm,
 * and open a list's subscribers. Whoever edits content sees the lists to connect blocks to.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OwnerMailingList } from '../../../shared/api/mailing-lists';
import { mailingListsEndpoints } from '../../../shared/api/mailing-lists-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { MailingListDialog } from '../../components/mailing-list-dialog';
import { mailingListKeys, useMailingLists } from '../../components/mailing-lists-data';
import { StatusAndError } from '../../components/save-status';
import './mailing-lists.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MailingListsScreen() {
  const { can } = useSession();
  const manage = can('mailing-lists.manage');
  const lists = useMailingLists();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OwnerMailingList | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmElement, confirm] = useConfirm();

  const remove = useMutation({
    mutationFn: (list: OwnerMailingList) => ownerCall(mailingListsEndpoints.remove, { params: { listId: list.id } }),
    onSuccess: (_answer, list) => {
      setStatus(`Deleted ${list.name}.`);
      return queryClient.invalidateQueries({ queryKey: mailingListKeys.all });
    },
    onError: (error) => setFailure(error.message),
  });

  const askDelete = async (list: OwnerMailingList) => {
    setFailure(null);
    const yes = await confirm({
      title: `Delete ${list.name}?`,
      body: `Its ${count(list.subscribedCount + list.pendingCount + list.unsubscribedCount, 'subscriber', 'subscribers')} will be deleted with it, and newsletter blocks connected to it will need another list. This cannot be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes) remove.mutate(list);
  };

  return (
    <section className="screen mailing-lists" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Mailing lists
      </h1>
      {!manage && <p className="notice">You can see the site's mailing lists; managing them and their subscribers needs the permission to manage mailing lists.</p>}
      {manage && (
        <div className="screen__toolbar">
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New list
          </button>
        </div>
      )}
      <StatusAndError status={status} error={failure} className="visually-hidden" />
      {lists.isPending ? (
        <Loading label="Loading mailing lists…" />
      ) : lists.isError ? (
        <LoadFailed error={lists.error} retry={() => void lists.refetch()} />
      ) : lists.data.mailingLists.length === 0 ? (
        <p className="panel">No mailing lists yet. Newsletter blocks add the people who sign up to a list.</p>
      ) : (
        <table className="mailing-lists__table">
          <caption className="visually-hidden">Mailing lists</caption>
          <thead>
            <tr>
              <th scope="col">List</th>
              <th scope="col">Subscribers</th>
              <th scope="col">Confirmation</th>
              {manage && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {lists.data.mailingLists.map((list) => (
              <tr key={list.id}>
                <td data-label="List">
                  {manage ? (
                    <Link to="/mailing-lists/$listId" params={{ listId: list.id }} className="mailing-lists__name">
                      {list.name}
                    </Link>
                  ) : (
                    <span className="mailing-lists__name">{list.name}</span>
                  )}
                </td>
                <td data-label="Subscribers">
                  {count(list.subscribedCount, 'subscriber', 'subscribers')}
                  {list.pendingCount > 0 && <span className="mailing-lists__muted"> · {list.pendingCount} waiting for confirmation</span>}
                </td>
                <td data-label="Confirmation">{list.doubleOptIn ? 'Double opt-in' : 'None'}</td>
                {manage && (
                  <td className="mailing-lists__actions">
                    <button type="button" className="button button--small" onClick={() => setEditing(list)}>
                      Edit<span className="visually-hidden"> {list.name}</span>
                    </button>
                    <button type="button" className="button button--small" disabled={remove.isPending} onClick={() => void askDelete(list)}>
                      Delete<span className="visually-hidden"> {list.name}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MailingListDialog
        isOpen={editing !== null}
        list={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(list) => {
          setFailure(null);
          setStatus(editing === 'new' ? `Created ${list.name}.` : `Saved ${list.name}.`);
        }}
      />
      {confirmElement}
    </section>
  );
}
