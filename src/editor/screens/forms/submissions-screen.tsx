/**
 * A form's submissions (/config/forms/$formId/submissions): newest first, searched on the
 * server (q), a page at a time ("Load more" follows the cursor). "View" shows one submission's
 * questions and answers; "Delete" asks first; "Export CSV" downloads them all.
 */
import { Link, useParams } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import type { FormSubmission } from '../../../shared/api/forms';
import { submissionsCsvPath } from '../../../shared/api/forms-endpoints';
import { NO_ANSWER } from '../../../shared/forms/form-model';
import { ownerDownload } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { formatWhen } from './form-format';
import { failureText, useOwnerForm, useRemoveSubmission, useSubmissions } from './forms-data';
import './forms.css';

/** The first answers of a submission, for its row. */
function summaryOf(submission: FormSubmission): string {
  const text = submission.answers
    .map((answer) => answer.text)
    .filter((t) => t !== '' && t !== NO_ANSWER)
    .slice(0, 3)
    .join(' · ');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || NO_ANSWER;
}

export function SubmissionsScreen() {
  const { formId } = useParams({ from: '/forms/$formId/submissions' });
  const { can } = useSession();
  const form = useOwnerForm(formId);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const submissions = useSubmissions(formId, q);
  const remove = useRemoveSubmission(formId);
  const [confirmElement, confirm] = useConfirm();
  const [viewing, setViewing] = useState<FormSubmission | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = form.data?.name ?? 'Form';

  const askDelete = async (submission: FormSubmission) => {
    const yes = await confirm({ title: 'Delete this submission?', body: `Sent ${formatWhen(submission.createdAt)}. This cannot be undone.`, confirmLabel: 'Delete submission', destructive: true });
    if (!yes) return;
    remove.mutate(submission.id, {
      onSuccess: () => {
        setError(null);
        setViewing(null);
        setStatus('Deleted the submission.');
      },
      onError: (e) => setError(failureText(e)),
    });
  };
  const exportCsv = () => {
    setError(null);
    ownerDownload(submissionsCsvPath(formId), `${name.replace(/[^\w -]+/g, '').trim() || 'form'} submissions.csv`).then(
      () => setStatus('Exported the submissions.'),
      (e: unknown) => setError(failureText(e)),
    );
  };

  const rows = submissions.data?.pages.flatMap((page) => page.submissions) ?? [];
  let body;
  if (submissions.isPending) body = <Loading />;
  else if (submissions.isError) body = <LoadFailed error={submissions.error} retry={() => void submissions.refetch()} />;
  else if (rows.length === 0) body = <p className="panel">{q === '' ? 'No submissions yet.' : `No submissions match “${q}”.`}</p>;
  else
    body = (
      <>
        <ol className="submission-list" aria-label="Submissions, newest first">
          {rows.map((submission) => (
            <li key={submission.id} className="submission-row">
              <div className="submission-row__main">
                <p className="submission-row__when">{formatWhen(submission.createdAt)}</p>
                <p className="submission-row__summary">{summaryOf(submission)}</p>
              </div>
              <div className="submission-row__actions">
                <button type="button" className="button button--small" onClick={() => setViewing(submission)}>
                  View<span className="visually-hidden"> the submission of {formatWhen(submission.createdAt)}</span>
                </button>
                {can('content.edit') && (
                  <button type="button" className="button button--small" onClick={() => void askDelete(submission)}>
                    Delete<span className="visually-hidden"> the submission of {formatWhen(submission.createdAt)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
        {submissions.hasNextPage && (
          <button type="button" className="button submissions__more" disabled={submissions.isFetchingNextPage} onClick={() => void submissions.fetchNextPage()}>
            {submissions.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </>
    );

  return (
    <section className="screen submissions" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/forms">Forms</Link> / <Link to="/forms/$formId" params={{ formId }}>{name}</Link>
      </p>
      <h1 id="screen-title" className="screen__title" tabIndex={-1}>
        Submissions of {name}
      </h1>
      <div className="screen__toolbar submissions__toolbar">
        <div className="field submissions__search">
          <label htmlFor="submission-search">Search submissions</label>
          <input id="submission-search" className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <StatusAndError status={status} error={error} className="forms-screen__status" />
      {body}
      {viewing !== null && (
        <EditorDialog title={`Submission of ${formatWhen(viewing.createdAt)}`} isOpen onClose={() => setViewing(null)} size="wide" closeLabel="Close">
          <dl className="submission-detail">
            {viewing.answers.map((answer) => (
              <div key={answer.fieldId} className="submission-detail__row">
                <dt>{answer.title || answer.fieldId}</dt>
                <dd>{answer.text === '' ? NO_ANSWER : answer.text}</dd>
              </div>
            ))}
            {viewing.pagePath !== null && (
              <div className="submission-detail__row">
                <dt>Sent from</dt>
                <dd>{viewing.pageTitle === null ? viewing.pagePath : `${viewing.pageTitle} (${viewing.pagePath})`}</dd>
              </div>
            )}
          </dl>
        </EditorDialog>
      )}
      {confirmElement}
    </section>
  );
}
