/**
 * One form field as the theme's `form-body.block` writes it (same elements, classes and data
 * attributes, so `form-dom.ts` reads both and the theme's forms.css styles both), for forms
 * rendered in the browser: the product's additional-fields dialog (PDP-22) and the cart page's.
 * Uncontrolled: the values are read from the DOM on submit, like the form block's.
 */
import { useState } from 'react';
import { FORM_FIELD_PARTS, LIKERT_SCALE, type FormField, type FormValue } from '../../shared/forms/form-model';
import { counterOver, counterText } from './form-values';

export interface FormFieldViewProps {
  field: FormField;
  /** Unique on the page: ids of the controls and their messages start with it. */
  idPrefix: string;
  error?: string | undefined;
  /** Extra class of the error message (the dialog keeps its own). */
  errorClassName?: string;
  initial?: FormValue | undefined;
}

/** The hints the theme's markup gives the number parts (form-field-group.block). */
const PART_HINTS: Record<string, readonly string[]> = { date: ['MM', 'DD', 'YYYY'], time: ['HH', 'MM', 'SS'] };

const PART_AUTOCOMPLETE: Record<string, readonly (string | undefined)[]> = {
  name: ['given-name', 'family-name'],
  address: ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'],
};

function textOf(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function Required({ on }: { on: boolean }) {
  return on ? <> <span className="FormField-required">(required)</span></> : null;
}

function Counter({ id, max, length }: { id: string; max: number | undefined; length: number }) {
  const text = counterText(length, max);
  if (text === null) return null;
  return (
    <p className={`FormField-counter${counterOver(length, max) ? ' is-over' : ''}`} id={id} data-field-counter>
      {text}
    </p>
  );
}

function Parts({ field, name, initial }: { field: FormField & { type: 'address' | 'date' | 'name' | 'time' | 'phone' }; name: string; initial: FormValue | undefined }) {
  const all = FORM_FIELD_PARTS[field.type];
  const labels = field.type === 'phone' && !field.showCountryCode ? all.slice(1) : all;
  const values = Array.isArray(initial) ? initial.slice(initial.length - labels.length) : [];
  return (
    <div className={`FormField-parts FormField-parts--${field.type}`}>
      {labels.map((label, i) => (
        <label className={`FormField-part${field.type === 'address' && i < 2 ? ' FormField-part--wide' : ''}`} key={label}>
          <span className="FormField-partLabel">{label}</span>
          {label === 'AM/PM' ? (
            <select className="FormField-input" name={name} defaultValue={values[i] ?? ''} data-part={i}>
              <option value="" />
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          ) : (
            <input
              className="FormField-input"
              type={field.type === 'phone' ? 'tel' : 'text'}
              name={name}
              defaultValue={values[i] ?? ''}
              autoComplete={PART_AUTOCOMPLETE[field.type]?.[i]}
              placeholder={PART_HINTS[field.type]?.[i]}
              inputMode={PART_HINTS[field.type] !== undefined ? 'numeric' : undefined}
              maxLength={PART_HINTS[field.type]?.[i]?.length}
              data-part={i}
            />
          )}
        </label>
      ))}
    </div>
  );
}

function GroupControls({ field, name, initial }: { field: FormField; name: string; initial: FormValue | undefined }) {
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <div className="FormField-options">
        {field.options.map((option) => (
          <label className="FormField-option" key={option}>
            <input type={field.type} name={name} value={option} defaultChecked={Array.isArray(initial) ? initial.includes(option) : initial === option} /> <span>{option}</span>
          </label>
        ))}
      </div>
    );
  }
  if (field.type === 'likert') {
    const ratings = typeof initial === 'object' && !Array.isArray(initial) ? initial : {};
    return (
      <div className="FormField-likert">
        {field.options.map((statement, row) => (
          <fieldset className="FormField-statement" data-statement={statement} key={statement}>
            <legend className="FormField-statementTitle">{statement}</legend>
            <div className="FormField-scale">
              {LIKERT_SCALE.map((step) => (
                <label className="FormField-option" key={step.value}>
                  <input type="radio" name={`${name}.${row}`} value={step.value} defaultChecked={ratings[statement] === step.value} /> <span>{step.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    );
  }
  if (field.type === 'address' || field.type === 'date' || field.type === 'name' || field.type === 'time' || field.type === 'phone') return <Parts field={field} name={name} initial={initial} />;
  return null;
}

export function FormFieldView({ field, idPrefix, error, errorClassName, initial }: FormFieldViewProps) {
  const controlId = `${idPrefix}-${field.id}`;
  const [length, setLength] = useState(() => textOf(initial)?.length ?? 0);
  if (field.type === 'hidden') return <input type="hidden" name={field.id} defaultValue={field.value} data-field-id={field.id} data-field-type="hidden" data-hidden-key={field.key} />;
  if (field.type === 'section') {
    return (
      <div className={`FormSection${field.underline ? ' FormSection--underline' : ''}`} data-field-id={field.id} data-field-type="section">
        <h3 className="FormSection-title">{field.title}</h3>
        {field.description !== '' && <p className="FormSection-description">{field.description}</p>}
      </div>
    );
  }
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const counterId = `${controlId}-counter`;
  const max = field.type === 'textarea' ? field.maxLength : undefined;
  const described = [error !== undefined ? errorId : '', field.description !== '' ? descriptionId : '', counterText(0, max) !== null ? counterId : ''].filter((s) => s !== '').join(' ');
  const invalid = error !== undefined ? true : undefined;
  const description = field.description !== '' && (
    <p className="FormField-description" id={descriptionId}>
      {field.description}
    </p>
  );
  const single = field.type === 'text' || field.type === 'email' || field.type === 'number' || field.type === 'currency' || field.type === 'textarea' || field.type === 'select';
  const common = { className: 'FormField-input', id: controlId, name: field.id, required: field.required, 'aria-describedby': described || undefined, 'aria-invalid': invalid, defaultValue: textOf(initial) };
  let control = null;
  if (field.type === 'textarea') control = <textarea {...common} rows={5} placeholder={field.placeholder} data-max-length={max} onInput={(e) => setLength((e.target as HTMLTextAreaElement).value.length)} />;
  else if (field.type === 'select') {
    control = (
      <select {...common}>
        <option value="">Select an option</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'currency') {
    control = (
      <span className="FormField-affixed">
        <span className="FormField-affix" aria-hidden="true">
          {field.currencySymbol}
        </span>
        <input {...common} type="text" inputMode="decimal" />
      </span>
    );
  } else if (single) control = <input {...common} type={field.type === 'email' ? 'email' : 'text'} inputMode={field.type === 'number' ? 'decimal' : undefined} autoComplete={field.type === 'email' ? 'email' : undefined} placeholder={'placeholder' in field ? field.placeholder : undefined} />;
  return (
    <div className={`FormField FormField--${field.type}${invalid ? ' is-invalid' : ''}`} data-field-id={field.id} data-field-type={field.type}>
      {error !== undefined && (
        <p className={`FormField-error${errorClassName !== undefined ? ` ${errorClassName}` : ''}`} id={errorId} data-field-error>
          {error}
        </p>
      )}
      {single ? (
        <>
          <label className="FormField-title" htmlFor={controlId}>
            {field.title}
            <Required on={field.required} />
          </label>
          {description}
          {control}
          {field.type === 'textarea' && <Counter id={counterId} max={max} length={length} />}
        </>
      ) : (
        <fieldset className="FormField-group" aria-describedby={described || undefined}>
          <legend className="FormField-title">
            {field.title}
            <Required on={'required' in field && field.required} />
          </legend>
          {description}
          <GroupControls field={field} name={controlId} initial={initial} />
        </fieldset>
      )}
    </div>
  );
}
