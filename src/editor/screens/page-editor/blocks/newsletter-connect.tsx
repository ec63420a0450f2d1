/**
 * The form behind a newsletter block (GAP-72): a form of kind 'newsletter' with a required
 * email, whose sign-ups join a mailing list. Connecting makes a new one or chooses one of the
 * site's, always with a list ('A List must be selected.' when none is), and stores its `formId`
 * in the block.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { adminFormEndpoints } from '../../../../shared/api/forms-endpoints';
import { FORM_MESSAGES } from '../../../../shared/forms/form-model';
import { ownerCall } from '../../../api/owner-client';
import { EditorDialog } from '../../../components/editor-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { cleanInput, inputOf, newFormInput } from '../../forms/form-draft';
import { failureText, useCreateForm, useFormsList } from '../../forms/forms-data';
import { MailingListField } from '../../forms/mailing-list-field';
import { text, type BlockSettingsProps } from './block-kind';

const NEW_FORM = '';

export function NewsletterFormSetting({ block, update }: BlockSettingsProps) {
  const forms = useFormsList();
  const [connecting, setConnecting] = useState(false);
  const formId = text(block.data.formId);
  if (forms.isPending) return <Loading />;
  if (forms.isError) return <LoadFailed error={forms.error} retry={() => void forms.refetch()} />;
  const newsletterForms = forms.data.forms.filter((form) => form.kind === 'newsletter');
  const connected = newsletterForms.find((form) => form.id === formId);
  return (
    <div className="field">
      <span className="field__label">Sign-up form</span>
      {connected === undefined ? (
        <p className="field__help">{formId === '' ? 'Not connected: sign-ups go nowhere until a form and its mailing list are chosen.' : 'The form this block used was deleted: connect another.'}</p>
      ) : (
        <p className="block-form__connected">Connected to “{connected.name}”.</p>
      )}
      <div className="block-form__actions">
        <button type="button" className="button button--small" onClick={() => setConnecting(true)}>
          {connected === undefined ? 'Connect a form' : 'Change form'}
        </button>
        {connected !== undefined && (
          <Link to="/forms/$formId" params={{ formId: connected.id }} className="button button--small">
            Edit form<span className="visually-hidden"> {connected.name}</span>
          </Link>
        )}
      </div>
      {connecting && (
        <ConnectDialog
          choices={newsletterForms}
          current={connected?.id ?? NEW_FORM}
          defaultName={text(block.data.title).trim() || 'Newsletter'}
          onClose={() => setConnecting(false)}
          onConnected={(id, name) => {
            setConnecting(false);
            update({ formId: id, formName: name });
          }}
        />
      )}
    </div>
  );
}

interface DialogProps {
  choices: readonly { id: string; name: string }[];
  current: string;
  defaultName: string;
  onClose(): void;
  onConnected(formId: string, name: string): void;
}

function ConnectDialog({ choices, current, defaultName, onClose, onConnected }: DialogProps) {
  const selectId = useId();
  const [choice, setChoice] = useState(current);
  const [listId, setListId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreateForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (listId === null || listId.trim() === '') {
      setListError(FORM_MESSAGES.listRequired);
      return;
    }
    setListError(null);
    setBusy(true);
    try {
      if (choice === NEW_FORM) {
        const form = await create.mutateAsync(newFormInput(defaultName, 'newsletter', listId.trim()));
        onConnected(form.id, form.name);
      } else {
        const form = await ownerCall(adminFormEndpoints.get, { params: { formId: choice } });
        const saved = await ownerCall(adminFormEndpoints.update, { params: { formId: choice }, body: cleanInput({ ...inputOf(form), mailingListId: listId.trim() }) });
        onConnected(saved.id, saved.name);
      }
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  };

  return (
    <EditorDialog
      title="Connect a sign-up form"
      isOpen
      isDismissable={!busy}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submit={{ label: busy ? 'Connecting…' : 'Connect', isDisabled: busy }}
      isCancelDisabled={busy}
    >
      <div className="field">
        <label htmlFor={selectId}>Form</label>
        <select id={selectId} className="input" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={NEW_FORM}>A new newsletter form (“{defaultName}”)</option>
          {choices.map((form) => (
            <option key={form.id} value={form.id}>
              {form.name}
            </option>
          ))}
        </select>
      </div>
      <MailingListField value={listId} onChange={setListId} error={listError} />
      {failure !== null && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </EditorDialog>
  );
}
