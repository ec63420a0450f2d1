/**
 * A form block: `formId` names one of the site's forms of kind 'form' (the storefront renders
 * it). The panel chooses a form or makes a new one, and links to its builder.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { BlockType } from '../../../../shared/enums';
import { LoadFailed, Loading } from '../../../components/load-state';
import { AddFormDialog } from '../../forms/add-form-dialog';
import { useFormsList } from '../../forms/forms-data';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';

function FormSettings({ block, update }: BlockSettingsProps) {
  const id = useId();
  const forms = useFormsList();
  const [adding, setAdding] = useState(false);
  const formId = text(block.data.formId);
  if (forms.isPending) return <Loading />;
  if (forms.isError) return <LoadFailed error={forms.error} retry={() => void forms.refetch()} />;
  const choices = forms.data.forms.filter((form) => form.kind === 'form');
  const chosen = choices.find((form) => form.id === formId);
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Form</label>
        <select id={id} className="input" value={chosen === undefined ? '' : formId} onChange={(event) => update({ formId: event.target.value, formName: choices.find((f) => f.id === event.target.value)?.name ?? '' })}>
          <option value="">Choose a form</option>
          {choices.map((form) => (
            <option key={form.id} value={form.id}>
              {form.name}
            </option>
          ))}
        </select>
        {formId !== '' && chosen === undefined && <p className="field__help">The form this block showed was deleted: choose another.</p>}
      </div>
      <div className="block-form__actions">
        <button type="button" className="button button--small" onClick={() => setAdding(true)}>
          New form
        </button>
        {chosen !== undefined && (
          <Link to="/forms/$formId" params={{ formId: chosen.id }} className="button button--small">
            Edit form<span className="visually-hidden"> {chosen.name}</span>
          </Link>
        )}
      </div>
      {adding && (
        <AddFormDialog
          onClose={() => setAdding(false)}
          onCreated={(newId, name) => {
            setAdding(false);
            update({ formId: newId, formName: name });
          }}
        />
      )}
    </>
  );
}

export const formBlock: BlockKind = {
  kind: 'form',
  type: BlockType.FORM,
  label: 'Form',
  category: 'Engage',
  description: 'A form visitors fill in: contact, booking, survey.',
  defaults: () => ({ formId: '' }),
  summary: (data) => (text(data.formName) !== '' ? text(data.formName) : text(data.formId) === '' ? 'No form chosen' : 'Form'),
  Settings: FormSettings,
};
