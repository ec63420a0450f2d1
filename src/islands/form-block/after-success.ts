/**
 * What follows a saved submission (FORM-46..FORM-52): the site's events, then the success page
 * or the form's message in place of the form, with the owner's post-submit HTML and its scripts.
 */
import type { PublicForm } from '../../shared/forms/form-model';
import { safeRedirect } from './submit-messages';

/** FORM-48: fired on `document` after every saved submission. */
export const FORM_SUBMITTED_EVENT = 'stoa:form-submitted';
/** FORM-47, GAP-72: fired as well when a newsletter form signed someone up. */
export const NEWSLETTER_SIGNUP_EVENT = 'stoa:newsletter-signup';

/** The page's script nonce (read from a script the server wrote), so the post-submit scripts run under its CSP. */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce !== '') return script.nonce;
  return '';
}

/**
 * FORM-52: the owner's post-submit HTML, with its scripts run. Scripts put in by innerHTML never
 * run, so each is recreated with the page's nonce (the page CSP allows only nonced scripts and,
 * through 'strict-dynamic', what they load).
 */
export function insertSubmissionHtml(host: HTMLElement, html: string): void {
  if (html.trim() === '') return;
  const box = document.createElement('div');
  box.className = 'FormBlock-submissionHtml';
  box.innerHTML = html;
  host.append(box);
  const nonce = pageNonce();
  for (const old of box.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) if (name !== 'nonce') script.setAttribute(name, value);
    script.textContent = old.textContent;
    if (nonce !== '') script.nonce = nonce;
    old.replaceWith(script);
  }
}

export function announceSubmission(form: PublicForm): void {
  document.dispatchEvent(new CustomEvent(FORM_SUBMITTED_EVENT, { detail: { formId: form.id } }));
  if (form.kind === 'newsletter') document.dispatchEvent(new CustomEvent(NEWSLETTER_SIGNUP_EVENT, { detail: { formId: form.id } }));
}

/** FORM-49..FORM-51: to the success page, or the message shown, scrolled to and focused in place of the form. */
export function showSuccess(form: PublicForm, formElement: HTMLFormElement, message: HTMLElement | null): void {
  const target = safeRedirect(form.successRedirect, location.origin);
  if (target !== null) {
    location.assign(target);
    return;
  }
  formElement.hidden = true;
  if (message === null) return;
  message.hidden = false;
  message.setAttribute('role', 'status');
  insertSubmissionHtml(message, form.submissionHtml);
  message.scrollIntoView({ block: 'center', behavior: 'smooth' });
  message.focus({ preventScroll: true });
}
