/**
 * The form markup's controls and message places, as the theme (`form-body.block`) and the
 * shared field components (`FormFieldView.tsx`) both write them: each field in an element with
 * `data-field-id`, its message in `[data-field-error]` above its title (FORM-28), a likert
 * statement in `[data-statement]`, a textarea's counter in `[data-field-counter]`.
 */
import type { FormField } from '../../shared/forms/form-model';
import { counterOver, counterText, type FieldControls } from './form-values';

const TEXT_CONTROLS = 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select, textarea';

/** The element of field `id` inside `root` (the hidden input itself for a hidden field). */
export function fieldElement(root: ParentNode, id: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-field-id]')) if (element.getAttribute('data-field-id') === id) return element;
  return null;
}

/** What field `field`'s controls hold, or null when the page has no such field. */
export function readControls(root: ParentNode, field: FormField): FieldControls | null {
  const element = fieldElement(root, field.id);
  if (element === null) return null;
  if (element instanceof HTMLInputElement) return { texts: [element.value], checked: [], ratings: {} };
  const texts = [...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(TEXT_CONTROLS)].map((c) => c.value);
  const checked = [...element.querySelectorAll<HTMLInputElement>('input:checked')].map((c) => c.value);
  const ratings: Record<string, string> = {};
  for (const row of element.querySelectorAll<HTMLElement>('[data-statement]')) {
    const rated = row.querySelector<HTMLInputElement>('input:checked');
    if (rated !== null) ratings[row.getAttribute('data-statement') ?? ''] = rated.value;
  }
  return { texts, checked, ratings };
}

/** Shows each field's message above its title and marks its controls invalid; clears the rest. */
export function showFieldErrors(root: ParentNode, errors: Record<string, string>): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-field-id]')) {
    const place = element.querySelector<HTMLElement>('[data-field-error]');
    if (place === null) continue;
    const message = errors[element.getAttribute('data-field-id') ?? ''];
    place.textContent = message ?? '';
    element.classList.toggle('is-invalid', message !== undefined);
    for (const control of element.querySelectorAll<HTMLElement>('input, select, textarea')) {
      if (message !== undefined) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }
}

/** The first control of the first field with a message, to move focus to. */
export function firstInvalidControl(root: ParentNode, errors: Record<string, string>): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-field-id]')) {
    if (errors[element.getAttribute('data-field-id') ?? ''] === undefined) continue;
    return element.querySelector<HTMLElement>('input, select, textarea');
  }
  return null;
}

/** FORM-36..FORM-38: keeps every textarea counter in step with its text. */
export function wireCounters(root: ParentNode): void {
  for (const textarea of root.querySelectorAll<HTMLTextAreaElement>('textarea[data-max-length]')) {
    const counter = textarea.parentElement?.querySelector<HTMLElement>('[data-field-counter]') ?? null;
    if (counter === null) continue;
    const max = textarea.getAttribute('data-max-length');
    const update = () => {
      const text = counterText(textarea.value.length, max);
      counter.hidden = text === null;
      counter.textContent = text ?? '';
      counter.classList.toggle('is-over', counterOver(textarea.value.length, max));
    };
    textarea.addEventListener('input', update);
    update();
  }
}
