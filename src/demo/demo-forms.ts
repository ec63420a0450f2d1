/**
 * The demo's forms, through the forms service as the owner makes them: the Contact page's
 * form (its notifications go to the demo owner), the home page's newsletter sign-up and the
 * personalised tote's additional-fields form (embroidery text and thread colour).
 */
import type { FormInput } from '../modules/forms';
import type { DemoServices } from './demo-services';

export interface DemoForms {
  contactFormId: string;
  newsletterFormId: string;
  toteFormId: string;
}

/** What every demo form shares: plain light forms, no captcha, no redirect. */
const PLAIN = {
  submissionHtml: '',
  successRedirect: null,
  disclaimerMessage: '',
  captchaEnabled: false,
  theme: 'light',
  alignment: 'left',
  notificationEmail: null,
  mailingListId: null,
} as const satisfies Partial<FormInput>;

function contactForm(ownerEmail: string): FormInput {
  return {
    ...PLAIN,
    name: 'Contact',
    kind: 'form',
    fields: [
      { id: 'name', type: 'name', title: 'Name', description: '', required: true },
      { id: 'email', type: 'email', title: 'Email', description: '', placeholder: 'you@example.com', required: true },
      { id: 'phone', type: 'phone', title: 'Phone', description: 'If you would rather we call you back.', showCountryCode: false, required: false },
      { id: 'topic', type: 'select', title: 'Topic', description: '', options: ['An order', 'Workshops', 'Wholesale and commissions'], required: false },
      { id: 'message', type: 'textarea', title: 'Message', description: '', placeholder: '', required: true, maxLength: 1000 },
    ],
    submitLabel: 'Send message',
    submissionMessage: '<p>Thank you for writing. We answer within a working day.</p>',
    notificationEmail: ownerEmail,
  };
}

/** GAP-72: sign-ups join the demo's "Newsletter" mailing list (connected when the demo is made). */
const NEWSLETTER_FORM: FormInput = {
  ...PLAIN,
  name: 'Newsletter',
  kind: 'newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email address', description: '', placeholder: 'Email address', required: true }],
  submitLabel: 'Sign up',
  submissionMessage: 'Thank you for signing up.',
};

/** The tote's copy promises up to 20 characters of embroidery. */
const TOTE_FORM: FormInput = {
  ...PLAIN,
  name: 'Tote personalisation',
  kind: 'form',
  fields: [
    { id: 'embroidery', type: 'textarea', title: 'Embroidery text', description: 'Up to 20 characters, embroidered under the print.', placeholder: '', required: true, maxLength: 20 },
    { id: 'thread', type: 'select', title: 'Thread colour', description: '', options: ['Rust', 'Navy', 'Cream'], required: false },
  ],
  submitLabel: 'Add to cart',
  submissionMessage: '',
};

/** Creates the three forms; `ownerEmail` receives the Contact form's submissions. */
export async function createDemoForms(services: DemoServices, websiteId: string, ownerEmail: string): Promise<DemoForms> {
  const contact = await services.forms.create(websiteId, contactForm(ownerEmail));
  const list = await services.mailingLists.createList(websiteId, { name: 'Newsletter', doubleOptIn: false });
  const newsletter = await services.forms.create(websiteId, { ...NEWSLETTER_FORM, mailingListId: list.id });
  const tote = await services.forms.create(websiteId, TOTE_FORM);
  return { contactFormId: contact.id, newsletterFormId: newsletter.id, toteFormId: tote.id };
}
