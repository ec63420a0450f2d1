/**
 * One question in the builder's list: a drag handle (mouse, touch, or keyboard: Space to lift,
 * arrows to move, Space to drop), its title and type, Move up / Move down, Edit (opens its
 * properties under it) and Remove. Every button names its question for screen readers.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FormField } from '../../../shared/forms/form-model';
import { FIELD_TYPE_LABELS, questionName } from './form-questions';
import { QuestionSettings } from './question-settings';

interface Props {
  field: FormField;
  index: number;
  count: number;
  open: boolean;
  error: string | null;
  onToggle(): void;
  onMove(from: number, to: number): void;
  onChange(patch: Partial<FormField>): void;
  onRemove(): void;
}

export function QuestionCard({ field, index, count, open, error, onToggle, onMove, onChange, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  const name = questionName(field);
  const named = <span className="visually-hidden"> {name}</span>;
  const panelId = `question-${field.id}`;
  const required = 'required' in field && field.required;
  return (
    <li ref={setNodeRef} className={`question-card${isDragging ? ' is-dragging' : ''}${error !== null ? ' has-error' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="question-card__row">
        <button ref={setActivatorNodeRef} type="button" className="question-card__handle" {...attributes} {...listeners} aria-label={`Drag ${name}`}>
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="question-card__main">
          <p className="question-card__title">
            {name}
            {required && <span className="question-card__required"> (required)</span>}
          </p>
          <p className="question-card__type">{FIELD_TYPE_LABELS[field.type]}</p>
          {error !== null && !open && <p className="field__error">{error}</p>}
        </div>
        <div className="question-card__actions">
          <button type="button" className="button button--small" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            Move up{named}
          </button>
          <button type="button" className="button button--small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
            Move down{named}
          </button>
          <button type="button" className="button button--small" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
            {open ? 'Done' : 'Edit'}
            {named}
          </button>
          <button type="button" className="button button--small" onClick={onRemove}>
            Remove{named}
          </button>
        </div>
      </div>
      {open && (
        <div id={panelId} className="question-card__settings" role="group" aria-label={`Properties of ${name}`}>
          <QuestionSettings field={field} onChange={onChange} error={error} />
        </div>
      )}
    </li>
  );
}
