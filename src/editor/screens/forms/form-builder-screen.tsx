/**
 * The form builder (/config/forms/$formId): the questions and the form's settings on the left,
 * a live preview on the right (stacked on narrow screens). "Save form" checks the form first
 * (messages by their fields), then says "Saving…", "Saved" or the server's own words; leaving
 * with unsaved changes asks first.
 */
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { FormInput, OwnerFormWire } from '../../../shared/api/forms';
import { ApiError } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { LoadFailed, Loading } from '../../components/load-state';
import { UnsavedChangesGuard } from '../collection/unsaved-changes';
import { cleanInput, draftErrors, inputOf, type DraftErrors } from './form-draft';
import { KIND_LABELS } from './form-format';
import { FormPreview } from './form-preview';
import { FormSettingsPanel } from './form-settings-panel';
import { failureText, useOwnerForm, useUpdateForm } from './forms-data';
import { QuestionList } from './question-list';
import './forms.css';

export function FormBuilderScreen() {
  const { formId } = useParams({ from: '/forms/$formId' });
  const form = useOwnerForm(formId);
  if (form.isPending) return <Loading />;
  if (form.isError) return <LoadFailed error={form.error} retry={() => void form.refetch()} />;
  return <FormBuilder key={form.data.id} form={form.data} />;
}

const FIX_FIRST = 'The form was not saved: fix what is marked.';

function FormBuilder({ form }: { form: OwnerFormWire }) {
  const { can } = useSession();
  const canEdit = can('content.edit');
  const [draft, setDraft] = useState<FormInput>(() => inputOf(form));
  const [baseline, setBaseline] = useState(() => JSON.stringify(cleanInput(inputOf(form))));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateForm(form.id);

  const localErrors = useMemo(() => draftErrors(draft), [draft]);
  const errors = checked ? { ...serverErrors, ...localErrors } : serverErrors;
  const dirty = JSON.stringify(cleanInput(draft)) !== baseline;
  const set = <K extends keyof FormInput>(key: K, value: FormInput[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // "Saved" speaks of the form as saved; an edit after it makes that untrue.
    setStatus((current) => (current === 'Saved' ? '' : current));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  };

  const save = () => {
    setChecked(true);
    if (Object.keys(localErrors).length > 0) {
      setStatus('');
      setError(FIX_FIRST);
      return;
    }
    const input = cleanInput(draft);
    setError(null);
    setStatus('Saving…');
    update.mutate(input, {
      onSuccess: () => {
        setBaseline(JSON.stringify(input));
        setServerErrors({});
        setStatus('Saved');
      },
      onError: (e) => {
        setStatus('');
        setError(failureText(e));
        if (e instanceof ApiError) setServerErrors(e.errors);
      },
    });
  };

  return (
    <section className="screen builder" aria-labelledby="screen-title">
      <p className="screen__crumbs">
        <Link to="/forms">Forms</Link>
      </p>
      <div className="builder__head">
        <div>
          <h1 id="screen-title" className="screen__title builder__title" tabIndex={-1}>
            {draft.name.trim() === '' ? form.name : draft.name}
          </h1>
          <p className="builder__kind">{KIND_LABELS[form.kind]}</p>
        </div>
        <div className="builder__actions">
          <Link to="/forms/$formId/submissions" params={{ formId: form.id }} className="button">
            Submissions
          </Link>
          {canEdit && (
            <button type="button" className="button button--primary" disabled={update.isPending} onClick={save}>
              Save form
            </button>
          )}
        </div>
      </div>
      <div className="builder__status">
        <p role="status" className={status === 'Saved' ? 'builder__saved' : undefined}>
          {status === '' && dirty ? 'Unsaved changes' : status}
        </p>
        {error !== null && (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        )}
      </div>
      <div className="builder__layout">
        <Tabs className="builder__tabs">
          <TabList aria-label="Form builder" className="settings__tab-list">
            <Tab id="questions" className="settings__tab">
              Questions
            </Tab>
            <Tab id="settings" className="settings__tab">
              Settings{Object.keys(errors).some((key) => !key.startsWith('field:')) && <span className="builder__tab-mark"> (check)</span>}
            </Tab>
          </TabList>
          <TabPanel id="questions" className="panel builder__panel">
            <QuestionList fields={draft.fields} errors={errors} onChange={(fields) => set('fields', fields)} />
          </TabPanel>
          <TabPanel id="settings" className="panel builder__panel">
            <FormSettingsPanel draft={draft} errors={errors} set={set} />
          </TabPanel>
        </Tabs>
        <aside className="builder__preview" aria-labelledby="preview-title">
          <h2 id="preview-title" className="builder__heading">
            Preview
          </h2>
          <FormPreview draft={draft} />
        </aside>
      </div>
      <UnsavedChangesGuard dirty={dirty && !update.isPending} subject="This form" />
    </section>
  );
}
