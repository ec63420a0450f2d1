/**
 * A form with every field type (FORM-02..FORM-09), for render tests and browser journeys;
 * `hostile` puts markup-like text where an owner could type it.
 */
import type { FormField, PublicForm } from '../../src/shared/forms/form-model';

export const HOSTILE_TEXT = '"><img src=x onerror=alert(1)><script>alert(1)</script>';

export function everyFieldForm(options: { id?: string; hostile?: boolean; captcha?: boolean } = {}): PublicForm {
  const odd = options.hostile === true ? ` ${HOSTILE_TEXT}` : '';
  const req = { description: '', required: true };
  const opt = { description: '', required: false };
  const fields: FormField[] = [
    { id: 'intro', type: 'section', title: 'About you', description: 'A few details so we can reply.', underline: true },
    { id: 'name', type: 'name', title: 'Your name', ...req },
    { id: 'email', type: 'email', title: `Email${odd}`, placeholder: `you@example.com${odd}`, ...req, description: `We only use it to reply.${odd}` },
    { id: 'subject', type: 'text', title: 'Subject', placeholder: '', ...opt },
    { id: 'message', type: 'textarea', title: 'Message', placeholder: '', ...opt, maxLength: 200 },
    { id: 'notes', type: 'textarea', title: 'Notes', placeholder: '', ...opt, maxLength: 0 },
    { id: 'count', type: 'number', title: 'How many pieces', placeholder: '', ...opt },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$', ...opt },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true, ...opt },
    { id: 'contact', type: 'radio', title: 'Contact me by', options: ['Email', `Phone${odd}`], ...req },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Glazes', 'Kilns', 'Classes'], ...opt },
    { id: 'size', type: 'select', title: 'Size', options: ['Small', 'Large'], ...opt },
    { id: 'rating', type: 'likert', title: 'How did we do?', options: ['Quick replies', 'Clear prices'], ...opt },
    { id: 'ref', type: 'hidden', title: 'Ref', key: 'utm_source', value: `direct${odd}` },
    { id: 'address', type: 'address', title: 'Address', ...opt },
    { id: 'date', type: 'date', title: 'Preferred date', ...opt },
    { id: 'time', type: 'time', title: 'Preferred time', ...opt },
  ];
  return {
    id: options.id ?? 'contact-form',
    name: 'Contact',
    kind: 'form',
    fields,
    submitLabel: `Send${odd}`,
    submissionMessage: '<p>Thank you! We will reply within two days.</p>',
    submissionHtml: '',
    successRedirect: null,
    disclaimerMessage: '<p>We keep your details private.</p>',
    captchaEnabled: options.captcha === true,
    theme: 'light',
    alignment: 'left',
  };
}
