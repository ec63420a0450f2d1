/**
 * The key-creation modal (GAP-03, ADM-03): a name and the permissions (a contributor role) →
 * Next makes the key → its secret is shown once, with Copy → Complete. Cancel (or Escape)
 * leaves the first step without making anything; once the key exists the owner completes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { ContributorRole } from '../../../shared/enums';
import type { CreatedApiKey } from '../../../shared/api/api-keys';
import { apiKeysEndpoints } from '../../../shared/api/api-keys-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { copyText, PANEL_EVENTS, recordPanelEvent } from '../../components/panel-events';
import { TextField } from '../../components/text-field';
import { RoleSelect } from '../settings/role-select';
import { roleName } from '../settings/contributor-roles';
import { apiKeyQueryKey } from './api-keys-data';

interface Props {
  isOpen: boolean;
  onClose(): void;
  onCreated(key: CreatedApiKey): void;
}

export function CreateApiKeyDialog({ isOpen, onClose, onCreated }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState<number>(ContributorRole.WEBSITE_MANAGER);
  const [errors, setErrors] = useState<{ name?: string; role?: string; form?: string }>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copyStatus, setCopyStatus] = useState('');

  const reset = () => {
    setName('');
    setRole(ContributorRole.WEBSITE_MANAGER);
    setErrors({});
    setCreated(null);
    setCopyStatus('');
  };

  const create = useMutation({
    mutationFn: () => ownerCall(apiKeysEndpoints.create, { body: { name: name.trim(), role } }),
    onSuccess: (key) => {
      setCreated(key);
      onCreated(key);
      void queryClient.invalidateQueries({ queryKey: apiKeyQueryKey });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : {};
      setErrors({ name: fields.name, role: fields.role, form: fields.name === undefined && fields.role === undefined ? error.message : undefined });
    },
  });

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    recordPanelEvent(PANEL_EVENTS.apiKeyModalNext);
    if (name.trim() === '') {
      setErrors({ name: 'Give the key a name, such as the app that will use it.' });
      return;
    }
    setErrors({});
    create.mutate();
  };

  const cancel = () => {
    recordPanelEvent(PANEL_EVENTS.apiKeyModalCancel);
    reset();
    onClose();
  };

  const complete = () => {
    recordPanelEvent(PANEL_EVENTS.apiKeyModalComplete);
    reset();
    onClose();
  };

  const copy = async (secret: string) => {
    recordPanelEvent(PANEL_EVENTS.apiKeyModalCopy);
    setCopyStatus((await copyText(secret)) ? 'Copied the key.' : 'Your browser did not allow copying: select the key and copy it.');
  };

  if (created !== null) {
    return (
      <EditorDialog title={`Your new key: ${created.name}`} isOpen={isOpen} onClose={complete} isDismissable={false} className="api-keys__dialog">
        <p>Copy the key now and keep it somewhere safe: it will not be shown again. It can do what a contributor with the role {roleName(created.role)} can do.</p>
        <div className="field">
          <label htmlFor="new-api-key">API key</label>
          <input id="new-api-key" className="input api-keys__secret" readOnly value={created.key} onFocus={(event) => event.currentTarget.select()} />
        </div>
        <p role="status" className="api-keys__copy-status">
          {copyStatus}
        </p>
        <div className="modal__actions">
          <Button className="button" onPress={() => void copy(created.key)}>
            Copy
          </Button>
          <Button className="button button--primary" onPress={complete}>
            Complete
          </Button>
        </div>
      </EditorDialog>
    );
  }

  return (
    <EditorDialog
      title="Create API key"
      isOpen={isOpen}
      onClose={cancel}
      isDismissable={!create.isPending}
      onSubmit={next}
      submit={{ label: 'Next', isPending: create.isPending }}
      isCancelDisabled={create.isPending}
      className="api-keys__dialog"
    >
      <TextField label="Name" help="What the key is for, so you recognise it in the list." value={name} onChange={setName} error={errors.name ?? null} autoFocus maxLength={100} />
      <RoleSelect label="Permissions" value={role} onChange={setRole} isDisabled={create.isPending} />
      <p className="field__help">The key can do what a contributor with this role can do, never more than you can.</p>
      {errors.role !== undefined && (
        <p role="alert" className="notice notice--error">
          {errors.role}
        </p>
      )}
      {errors.form !== undefined && (
        <p role="alert" className="notice notice--error">
          {errors.form}
        </p>
      )}
    </EditorDialog>
  );
}
