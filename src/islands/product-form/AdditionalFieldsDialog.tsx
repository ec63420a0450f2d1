/**
 * The additional-fields form in a modal lightbox (PDP-22): a native `<dialog>` (Escape and
 * its close button close it; the close control is a real button, so Enter and Space work,
 * PDP-23). Every field type renders as in a form block (the shared `FormFieldView`); as the
 * spec's async form, required questions left empty show 'Required' and malformed emails and
 * over-long texts their messages (FORM-23..FORM-32); the answers come back by field id.
 */
import { useLayoutEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormValue } from '../../shared/forms/form-model';
import { formatErrors, requiredErrors } from '../../shared/forms/form-rules';
import { FormFieldView } from '../form-block/FormFieldView';
import { readControls } from '../form-block/form-dom';
import { collectValues } from '../form-block/form-values';
import { formFieldOf } from '../form-block/loose-fields';
import type { FormDefinition } from './product-form.types';

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

function initialOf(value: unknown): FormValue | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value as FormValue;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) return value as Record<string, string>;
  return undefined;
}

export function AdditionalFieldsDialog({ form, submitLabel, onDone, initialAnswers, invalidSummary }: AdditionalFieldsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const answersRef = useRef<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const fields = useMemo(() => form.fields.map(formFieldOf), [form.fields]);

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

  const submit = (event: Event | { preventDefault(): void }) => {
    event.preventDefault();
    const root = formRef.current!;
    const answers = collectValues(fields, (field) => readControls(root, field), new URLSearchParams(location.search));
    const problems = { ...requiredErrors(fields, answers), ...formatErrors(fields, answers) };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    answersRef.current = answers;
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="ProductFormLightbox" aria-labelledby={`${id}-title`}>
      <button type="button" className="ProductFormLightbox-close" aria-label="Close" onClick={() => dialog.current?.close()}>
        ×
      </button>
      <h2 className="ProductFormLightbox-title" id={`${id}-title`}>
        {form.name ?? 'Details'}
      </h2>
      <form ref={formRef} className="ProductFormLightbox-form" noValidate onSubmit={submit}>
        {fields.map((field) => (
          <FormFieldView key={field.id} field={field} idPrefix={id} error={errors[field.id]} errorClassName="ProductFormLightbox-error" initial={initialOf(initialAnswers?.[field.id])} />
        ))}
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
