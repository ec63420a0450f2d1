/**
 * The additional-fields form in a modal lightbox (PDP-22): a native `<dialog>` (Escape and
 * its close button close it; the close control is a real button, so Enter and Space work,
 * PDP-23). Required questions left empty show 'Required' (spec §5 async form); the answers
 * come back by field id.
 */
import { useLayoutEffect, useId, useRef, useState } from 'react';
import type { FormDefinition, FormField } from './product-form.types';

export interface AdditionalFieldsDialogProps {
  form: FormDefinition;
  submitLabel: string;
  /** The answers by field id, or null when the visitor closed the form. */
  onDone: (answers: Record<string, unknown> | null) => void;
  /** Answers to start from (editing a cart entry's answers). */
  initialAnswers?: Record<string, unknown>;
  /** Shown above the submit button while questions are missing answers (the cart page: GAP-100). */
  invalidSummary?: string;
}

const TEXT_TYPES: Record<string, string> = { text: 'text', email: 'email', number: 'number', phone: 'tel' };

function fieldLabel(field: FormField): string {
  return field.title ?? field.label ?? field.id;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function AdditionalFieldsDialog({ form, submitLabel, onDone, initialAnswers, invalidSummary }: AdditionalFieldsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const answersRef = useRef<Record<string, unknown> | null>(null);
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({ ...initialAnswers }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const fields = form.fields.filter((f) => f.type in TEXT_TYPES || ['textarea', 'select', 'radio', 'checkbox'].includes(f.type));

  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => {
      opener?.focus();
      onDone(answersRef.current);
    };
    element.addEventListener('close', closed);
    element.showModal();
    return () => element.removeEventListener('close', closed);
  }, [onDone]);

  const set = (fieldId: string, value: unknown) => setAnswers((a) => ({ ...a, [fieldId]: value }));
  const submit = (event: Event | { preventDefault(): void }) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const f of fields) if (f.required === true && isEmpty(answers[f.id])) missing[f.id] = 'Required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    answersRef.current = answers;
    dialog.current?.close();
  };

  const control = (f: FormField, fieldId: string, described: string | undefined) => {
    const initial = initialAnswers?.[f.id];
    const common = {
      id: fieldId,
      name: f.id,
      'aria-describedby': described,
      'aria-invalid': errors[f.id] !== undefined ? true : undefined,
      defaultValue: typeof initial === 'string' || typeof initial === 'number' ? String(initial) : undefined,
    };
    if (f.type === 'textarea') return <textarea {...common} placeholder={f.placeholder} onInput={(e) => set(f.id, (e.target as HTMLTextAreaElement).value)} />;
    if (f.type === 'select') {
      return (
        <select {...common} onChange={(e) => set(f.id, (e.target as HTMLSelectElement).value)}>
          <option value="">{f.placeholder ?? 'Select'}</option>
          {(f.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    }
    if (f.type === 'radio' || f.type === 'checkbox') {
      const many = f.type === 'checkbox';
      return (
        <span className="ProductFormLightbox-choices">
          {(f.options ?? []).map((o) => (
            <label key={o}>
              <input
                type={f.type}
                name={`${id}-${f.id}`}
                value={o}
                defaultChecked={Array.isArray(initial) ? initial.includes(o) : initial === o}
                onChange={(e) => {
                  const on = (e.target as HTMLInputElement).checked;
                  if (!many) return set(f.id, o);
                  const now = Array.isArray(answers[f.id]) ? (answers[f.id] as string[]) : [];
                  set(f.id, on ? [...now, o] : now.filter((x) => x !== o));
                }}
              />{' '}
              {o}
            </label>
          ))}
        </span>
      );
    }
    return <input {...common} type={TEXT_TYPES[f.type]} placeholder={f.placeholder} onInput={(e) => set(f.id, (e.target as HTMLInputElement).value)} />;
  };

  return (
    <dialog ref={dialog} className="ProductFormLightbox" aria-labelledby={`${id}-title`}>
      <button type="button" className="ProductFormLightbox-close" aria-label="Close" onClick={() => dialog.current?.close()}>
        ×
      </button>
      <h2 className="ProductFormLightbox-title" id={`${id}-title`}>
        {form.name ?? 'Details'}
      </h2>
      <form noValidate onSubmit={submit}>
        {fields.map((f) => {
          const fieldId = `${id}-${f.id}`;
          const error = errors[f.id];
          const described = error !== undefined ? `${fieldId}-error` : undefined;
          return (
            <div className="ProductFormLightbox-field" key={f.id}>
              {error !== undefined && (
                <p className="ProductFormLightbox-error" id={`${fieldId}-error`}>
                  {error}
                </p>
              )}
              <label htmlFor={fieldId}>
                {fieldLabel(f)}
                {f.required === true ? ' *' : ''}
              </label>
              {f.description !== undefined && <p className="ProductFormLightbox-description">{f.description}</p>}
              {control(f, fieldId, described)}
            </div>
          );
        })}
        {invalidSummary !== undefined && Object.keys(errors).length > 0 && (
          <p className="ProductFormLightbox-error" role="alert">
            {invalidSummary}
          </p>
        )}
        <button type="submit" className="Button sqs-button-element--primary ProductFormLightbox-submit">
          {submitLabel}
        </button>
      </form>
    </dialog>
  );
}
