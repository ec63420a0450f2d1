/**
 * One labelled form field with its hint and its inline error: the error is tied to the input
 * (`aria-invalid`, `aria-describedby`) so a screen reader reads it with the field. Shared by
 * the gift card, subscription and checkout forms.
 */
export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'date' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  min?: string;
  max?: string;
  placeholder?: string;
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, hint, type = 'text', multiline = false, required = false } = props;
  const describedBy = [hint !== undefined ? `${id}-hint` : '', error !== undefined ? `${id}-error` : ''].filter((s) => s !== '').join(' ');
  const shared = {
    id,
    name: id,
    value,
    required,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onInput: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className={error !== undefined ? 'Field has-error' : 'Field'}>
      <label className="Field-label" htmlFor={id}>
        {label}
        {required ? '' : <span className="Field-optional"> (optional)</span>}
      </label>
      {multiline ? <textarea {...shared} rows={4} /> : <input {...shared} type={type} inputMode={props.inputMode} min={props.min} max={props.max} />}
      {hint !== undefined && (
        <p className="Field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className="Field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
