/**
 * The form as visitors will see it, beside the builder: every question in order with its
 * label, description and inputs (a multi-part answer's parts, a likert's scale), the submit
 * button and the disclaimer, in the chosen theme and alignment. It is a picture of the form:
 * its controls are disabled, and the owner's HTML is shown as text, never run.
 */
import { useId } from 'react';
import type { FormInput } from '../../../shared/api/forms';
import { FORM_FIELD_PARTS, LIKERT_SCALE, type FormField } from '../../../shared/forms/form-model';

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

function Title({ field, htmlFor }: { field: FormField; htmlFor?: string }) {
  const required = 'required' in field && field.required;
  const content = (
    <>
      {field.title}
      {required && <span className="form-preview__required"> *</span>}
    </>
  );
  return htmlFor === undefined ? <span className="form-preview__title">{content}</span> : <label className="form-preview__title" htmlFor={htmlFor}>{content}</label>;
}

function Description({ field }: { field: FormField }) {
  return 'description' in field && field.description.trim() !== '' ? <p className="form-preview__description">{field.description}</p> : null;
}

function Parts({ field, parts }: { field: FormField; parts: readonly string[] }) {
  const id = useId();
  return (
    <fieldset className="form-preview__field">
      <legend>
        <Title field={field} />
      </legend>
      <Description field={field} />
      <div className="form-preview__parts">
        {parts.map((part, index) => (
          <label key={part} className="form-preview__part" htmlFor={`${id}-${index}`}>
            <input id={`${id}-${index}`} className="form-preview__input" />
            <span>{part}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PreviewField({ field }: { field: FormField }) {
  const id = useId();
  switch (field.type) {
    case 'hidden':
      return null;
    case 'section':
      return (
        <div className={`form-preview__section${field.underline ? ' is-underlined' : ''}`}>
          <p className="form-preview__section-title">{field.title}</p>
          <Description field={field} />
        </div>
      );
    case 'text':
    case 'email':
    case 'number':
    case 'textarea':
    case 'currency':
      return (
        <div className="form-preview__field">
          <Title field={field} htmlFor={id} />
          <Description field={field} />
          <div className="form-preview__with-symbol">
            {field.type === 'currency' && <span aria-hidden="true">{field.currencySymbol}</span>}
            {field.type === 'textarea' ? (
              <textarea id={id} className="form-preview__input" rows={3} placeholder={field.placeholder} />
            ) : (
              <input id={id} className="form-preview__input" type={field.type === 'currency' ? 'text' : field.type} placeholder={'placeholder' in field ? field.placeholder : undefined} />
            )}
          </div>
        </div>
      );
    case 'phone':
      return <Parts field={field} parts={field.showCountryCode ? FORM_FIELD_PARTS.phone : FORM_FIELD_PARTS.phone.slice(1)} />;
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return <Parts field={field} parts={FORM_FIELD_PARTS[field.type]} />;
    case 'select':
      return (
        <div className="form-preview__field">
          <Title field={field} htmlFor={id} />
          <Description field={field} />
          <select id={id} className="form-preview__input">
            <option>Select an option</option>
            {field.options.map((option, index) => (
              <option key={`${index}-${option}`}>{option}</option>
            ))}
          </select>
        </div>
      );
    case 'radio':
    case 'checkbox':
      return (
        <fieldset className="form-preview__field">
          <legend>
            <Title field={field} />
          </legend>
          <Description field={field} />
          {field.options.map((option, index) => (
            <label key={`${index}-${option}`} className="form-preview__choice">
              <input type={field.type} name={id} /> {option}
            </label>
          ))}
        </fieldset>
      );
    case 'likert':
      return (
        <fieldset className="form-preview__field">
          <legend>
            <Title field={field} />
          </legend>
          <Description field={field} />
          {field.options.map((statement, index) => (
            <fieldset key={`${index}-${statement}`} className="form-preview__likert">
              <legend>{statement}</legend>
              <div className="form-preview__scale">
                {LIKERT_SCALE.map((answer) => (
                  <label key={answer.value} className="form-preview__choice">
                    <input type="radio" name={`${id}-${index}`} /> {answer.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
      );
  }
}

export function FormPreview({ draft }: { draft: FormInput }) {
  const disclaimer = plainText(draft.disclaimerMessage);
  return (
    <div className={`form-preview form-preview--${draft.theme} form-preview--${draft.alignment}`}>
      <form className="form-preview__form" onSubmit={(event) => event.preventDefault()} aria-label={`Preview of ${draft.name || 'the form'}`}>
        <fieldset disabled className="form-preview__frame">
          {draft.fields.length === 0 && <p className="form-preview__empty">The questions you add show here.</p>}
          {draft.fields.map((field) => (
            <PreviewField key={field.id} field={field} />
          ))}
          <button type="submit" className="form-preview__submit">
            {draft.submitLabel.trim() === '' ? 'Submit' : draft.submitLabel}
          </button>
        </fieldset>
        {disclaimer !== '' && <p className="form-preview__disclaimer">{disclaimer}</p>}
      </form>
    </div>
  );
}
