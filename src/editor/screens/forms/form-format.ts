/** How the forms screens write kinds and times. */
import type { FormKind } from '../../../shared/forms/form-model';

export const KIND_LABELS: Record<FormKind, string> = { form: 'Form', newsletter: 'Newsletter' };

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time in the owner's own zone and words; unreadable text is shown as it is. */
export function formatWhen(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : WHEN.format(new Date(time));
}
