/**
 * Creating or editing a mailing list: its name and "Require email confirmation (double
 * opt-in)". A blank name is refused before sending; the server's refusal shows in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components';
import type { OwnerMailingList } from '../../shared/api/mailing-lists';
import { MAILING_LIST_NAME_MAX_LENGTH } from '../../shared/api/mailing-lists';
import { mailingListsEndpoints } from '../../shared/api/mailing-lists-endpoints';
import { ApiError, ownerCall } from '../api/owner-client';
import { EditorDialog } from './editor-dialog';
import { mailingListKeys } from './mailing-lists-data';
import { TextField } from './text-field';

export const LIST_NAME_REQUIRED = 'Enter a name for the list.';
export const DOUBLE_OPT_IN_LABEL = 'Require email confirmation (double opt-in)';

interface Props {
  isOpen: boolean;
  /** The list to edit; null creates one. */
  list: OwnerMailingList | null;
  onClose(): void;
  onSaved(list: OwnerMailingList): void;
}

export function MailingListDialog({ isOpen, list, onClose, onSaved }: Props) {
  return (
    <EditorDialog title={list === null ? 'New mailing list' : 'Edit mailing list'} isOpen={isOpen} onClose={onClose}>
      {isOpen && <MailingListForm key={list?.id ?? 'new'} list={list} onClose={onClose} onSaved={onSaved} />}
    </EditorDialog>
  );
}

function MailingListForm({ list, onClose, onSaved }: Omit<Props, 'isOpen'>) {
  const [name, setName] = useState(list?.name ?? '');
  const [doubleOptIn, setDoubleOptIn] = useState(list?.doubleOptIn ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const helpId = useId();
  const save = useMutation({
    mutationFn: (body: { name: string; doubleOptIn: boolean }) =>
      list === null ? ownerCall(mailingListsEndpoints.create, { body }) : ownerCall(mailingListsEndpoints.update, { params: { listId: list.id }, body }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: mailingListKeys.lists() });
      onSaved(answer.mailingList);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors.name !== undefined) setNameError(error.errors.name);
      else setFailure(error.message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (name.trim() === '') {
      setNameError(LIST_NAME_REQUIRED);
      return;
    }
    setNameError(null);
    save.mutate({ name: name.trim(), doubleOptIn });
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <TextField
        label="List name"
        value={name}
        onChange={(text) => {
          setName(text);
          if (text.trim() !== '') setNameError(null);
        }}
        error={nameError} maxLength={MAILING_LIST_NAME_MAX_LENGTH} isRequired autoFocus />
      <Checkbox className="checkbox" isSelected={doubleOptIn} onChange={setDoubleOptIn} aria-describedby={helpId}>
        <span className="checkbox__box" aria-hidden="true" />
        {DOUBLE_OPT_IN_LABEL}
      </Checkbox>
      <p id={helpId} className="field__help">
        With confirmation, people who sign up get an email and join the list once they follow its link.
      </p>
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {list === null ? 'Create list' : 'Save'}
        </button>
      </div>
    </form>
  );
}
