/**
 * The Forms screen (/config/forms): the site's forms with their kind, number of questions and
 * submissions and the last submission, each linking to its builder and its submissions. "Add
 * form" asks for a name and opens the new, empty form; deleting asks first.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormSummary } from '../../../shared/api/forms';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { AddFormDialog } from './add-form-dialog';
import { failureText, useFormsList, useRemoveForm } from './forms-data';
import { formatWhen, KIND_LABELS } from './form-format';
import './forms.css';

export function FormsScreen() {
  const forms = useFormsList();
  const { can } = useSession();
  const canEdit = can('content.edit');
  const navigate = useNavigate();
  const [confirmElement, confirm] = useConfirm();
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveForm();

  const askDelete = async (form: FormSummary) => {
    const yes = await confirm({
      title: `Delete “${form.name}”?`,
      body: form.submissionCount > 0 ? `Its ${form.submissionCount} submissions are deleted with it. This cannot be undone.` : 'This cannot be undone.',
      confirmLabel: 'Delete form',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(form.id, {
      onSuccess: () => {
        setError(null);
        setStatus(`Deleted “${form.name}”.`);
      },
      onError: (e) => setError(failureText(e)),
    });
  };

  let body;
  if (forms.isPending) body = <Loading />;
  else if (forms.isError) body = <LoadFailed error={forms.error} retry={() => void forms.refetch()} />;
  else if (forms.data.forms.length === 0) body = <p className="panel">No forms yet. Add one, then put it on a page with a Form block.</p>;
  else
    body = (
      <table className="forms-table">
        <caption className="visually-hidden">Forms of this site</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Questions</th>
            <th scope="col">Submissions</th>
            <th scope="col">Last submission</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {forms.data.forms.map((form) => (
            <tr key={form.id}>
              <td>
                <Link to="/forms/$formId" params={{ formId: form.id }} className="forms-table__name">
                  {form.name}
                </Link>
              </td>
              <td data-label="Kind">{KIND_LABELS[form.kind]}</td>
              <td data-label="Questions">{form.fieldCount}</td>
              <td data-label="Submissions">{form.submissionCount}</td>
              <td data-label="Last submission">{form.lastSubmissionAt === null ? 'None yet' : formatWhen(form.lastSubmissionAt)}</td>
              <td className="forms-table__actions">
                <Link to="/forms/$formId/submissions" params={{ formId: form.id }} className="button button--small">
                  Submissions<span className="visually-hidden"> of {form.name}</span>
                </Link>
                {canEdit && (
                  <button type="button" className="button button--small" onClick={() => void askDelete(form)}>
                    Delete<span className="visually-hidden"> {form.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section className="screen forms-screen" aria-labelledby="screen-title">
      <div className="forms-screen__head">
        <h1 id="screen-title" className="screen__title" tabIndex={-1}>
          Forms
        </h1>
        {canEdit && (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add form
          </button>
        )}
      </div>
      <StatusAndError status={status} error={error} className="forms-screen__status" />
      {body}
      {adding && (
        <AddFormDialog
          onClose={() => setAdding(false)}
          onCreated={(formId) => {
            setAdding(false);
            void navigate({ to: '/forms/$formId', params: { formId } });
          }}
        />
      )}
      {confirmElement}
    </section>
  );
}
