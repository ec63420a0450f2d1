/**
 * A choice question's options (a likert's statements): one text field each, in order, with
 * Move up / Move down / Remove per option and "Add option" (which focuses the new one).
 */
import { useEffect, useRef } from 'react';
import { FORM_LIMITS } from '../../../shared/forms/form-model';

interface Props {
  /** "Option" or "Statement". */
  noun: string;
  options: readonly string[];
  onChange(options: string[]): void;
  error: string | null;
}

export function OptionsEditor({ noun, options, onChange, error }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const inputs = list.current?.querySelectorAll('input');
    inputs?.[inputs.length - 1]?.focus();
  }, [options.length]);

  const set = (index: number, value: string) => onChange(options.map((option, i) => (i === index ? value : option)));
  const move = (from: number, to: number) => {
    const next = [...options];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const plural = `${noun}s`;
  return (
    <fieldset className="options-editor">
      <legend className="field__label">{plural}</legend>
      <ol ref={list} className="options-editor__list">
        {options.map((option, index) => {
          const label = `${noun} ${index + 1}`;
          return (
            // Options are plain texts that may repeat while typing, so their place is their key.
            <li key={index} className="options-editor__row">
              <input className="input" aria-label={label} value={option} aria-invalid={error !== null && option.trim() === '' ? true : undefined} onChange={(e) => set(index, e.target.value)} />
              <button type="button" className="button button--small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Up<span className="visually-hidden"> ({label})</span>
              </button>
              <button type="button" className="button button--small" disabled={index === options.length - 1} onClick={() => move(index, index + 1)}>
                Down<span className="visually-hidden"> ({label})</span>
              </button>
              <button type="button" className="button button--small" onClick={() => onChange(options.filter((_o, i) => i !== index))}>
                Remove<span className="visually-hidden"> {label}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {error !== null && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--small"
        disabled={options.length >= FORM_LIMITS.maxOptions}
        onClick={() => {
          focusLast.current = true;
          onChange([...options, `${noun} ${options.length + 1}`]);
        }}
      >
        Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}
