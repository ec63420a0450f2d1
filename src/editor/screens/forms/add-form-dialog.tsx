/**
 * "New form": asks for the form's name and creates an empty form with the usual settings
 * (the Forms screen and the page editor's Form block both use it).
 */
import { useState, type FormEvent } from 'react';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { NAME_REQUIRED, newFormInput } from './form-draft';
import { failureText, useCreateForm } from './forms-data';

/** Asks for a name and creates an empty form of `kind`; `onCreated` gets its id. */
export function AddFormDialog({ onClose, onCreated, kind = 'form' }: { onClose(): void; onCreated(formId: string, name: string): void; kind?: 'form' }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateForm();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(NAME_REQUIRED);
      return;
    }
    setNameError(null);
    create.mutate(newFormInput(name, kind), { onSuccess: (form) => onCreated(form.id, form.name) });
  };
  return (
    <EditorDialog
      title="New form"
      isOpen
      isDismissable={!create.isPending}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: create.isPending ? 'Adding…' : 'Add form', isDisabled: create.isPending }}
      isCancelDisabled={create.isPending}
    >
      <TextField label="Form name" value={name} onChange={setName} error={nameError} autoFocus isRequired help="Only you see it: it names the form in lists and emails." />
      {create.isError && (
        <p className="notice notice--error" role="alert">
          {failureText(create.error)}
        </p>
      )}
    </EditorDialog>
  );
}
