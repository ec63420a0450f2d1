/**
 * One form or newsletter block on a page (spec §4 Form submission, §5 Form block submission,
 * §8): takes over the theme's markup (`form-body.block`), which works without JavaScript, and
 * submits it through the spec's calls. States: idle → (client errors) | locked while submitting
 * → saved (events, then the success page or message) | failed (errors shown, form unlocked,
 * captcha reset).
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { CAPTCHA_INCOMPLETE_MESSAGE } from '../../shared/captcha';
import { FORM_MESSAGES, type PublicForm } from '../../shared/forms/form-model';
import { formatErrors } from '../../shared/forms/form-rules';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { announceSubmission, showSuccess } from './after-success';
import { firstInvalidControl, readControls, showFieldErrors, wireCounters } from './form-dom';
import { fetchSubmissionKey, saveSubmission } from './form-submission';
import { collectValues } from './form-values';
import type { SaveOutcome } from './submit-messages';

interface Parts {
  form: HTMLFormElement;
  submit: HTMLButtonElement | null;
  status: HTMLElement | null;
  notices: HTMLElement[];
  captcha: HTMLElement | null;
  success: HTMLElement | null;
}

function partsOf(mount: HTMLElement, form: HTMLFormElement): Parts {
  return {
    form,
    submit: form.querySelector<HTMLButtonElement>('button[type="submit"]'),
    status: form.querySelector<HTMLElement>('[data-form-status]'),
    notices: [...form.querySelectorAll<HTMLElement>('[data-form-notice]')],
    captcha: form.querySelector<HTMLElement>('[data-form-captcha]'),
    success: mount.querySelector<HTMLElement>('[data-form-success]'),
  };
}

/** A newsletter block whose form is not set up yet: submitting says so (spec §8). */
function startUnconfigured(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (status !== null) status.textContent = FORM_MESSAGES.notConfigured;
  });
}

export function startFormBlock(mount: HTMLElement, props: PublicForm | 'unconfigured'): void {
  const form = mount.querySelector<HTMLFormElement>('form');
  if (form === null) return;
  if (props === 'unconfigured' || typeof props !== 'object' || !Array.isArray(props.fields)) return startUnconfigured(form);
  const definition = props;
  const parts = partsOf(mount, form);
  const submitText = parts.submit?.textContent ?? '';
  let locked = false;
  let captchaToken: string | null = null;
  let captchaResets = 0;
  let captchaBound = false;
  form.noValidate = true;
  wireCounters(form);

  const renderCaptcha = parts.captcha !== null && definition.captchaEnabled ? createRoot(parts.captcha) : null;
  const drawCaptcha = () =>
    renderCaptcha?.render(
      createElement(CaptchaWidget, {
        siteKey: parts.captcha?.getAttribute('data-site-key') ?? '',
        action: definition.kind === 'newsletter' ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION',
        resetCount: captchaResets,
        onToken(token) {
          captchaToken = token;
          // FORM-56: after a failure the button waits for the captcha again.
          if (parts.submit !== null) parts.submit.disabled = captchaBound && token === null;
        },
      }),
    );
  drawCaptcha();

  const say = (message: string, withNotices: boolean) => {
    if (parts.status !== null) parts.status.textContent = message;
    // FORM-68..FORM-70: the scroll messages (the theme leaves them out of newsletter forms).
    for (const notice of parts.notices) notice.hidden = !withNotices;
  };

  const lock = (on: boolean) => {
    locked = on;
    form.toggleAttribute('aria-busy', on);
    form.classList.toggle('is-submitting', on);
    if (parts.submit !== null) parts.submit.textContent = on ? FORM_MESSAGES.submitting : submitText;
  };

  const fail = (outcome: Exclude<SaveOutcome, { kind: 'saved' }>) => {
    lock(false);
    const errors = outcome.kind === 'fields' ? outcome.errors : {};
    showFieldErrors(form, errors);
    say(outcome.kind === 'fields' ? FORM_MESSAGES.invalidEntries : outcome.message, true);
    // FORM-55, FORM-56: a fresh captcha for the next attempt, and the button waits for it.
    if (renderCaptcha !== null) {
      captchaToken = null;
      captchaBound = true;
      captchaResets += 1;
      drawCaptcha();
      if (parts.submit !== null) parts.submit.disabled = true;
    }
    (firstInvalidControl(form, errors) ?? parts.status)?.focus?.();
  };

  const submit = async () => {
    if (locked) return; // FORM-45
    let values;
    try {
      values = collectValues(definition.fields, (field) => readControls(form, field), new URLSearchParams(location.search));
      JSON.stringify(values);
    } catch {
      return say(FORM_MESSAGES.unparsable, true);
    }
    // FORM-34: the form block shows only the email and length checks; the server checks the rest (GAP-09).
    const errors = formatErrors(definition.fields, values);
    showFieldErrors(form, errors);
    if (Object.keys(errors).length > 0) {
      say(FORM_MESSAGES.invalidEntries, true);
      firstInvalidControl(form, errors)?.focus();
      return;
    }
    if (renderCaptcha !== null && captchaToken === null) {
      say(CAPTCHA_INCOMPLETE_MESSAGE, false);
      parts.captcha?.querySelector<HTMLElement>('[role="checkbox"]')?.focus();
      return;
    }
    say('', false);
    lock(true);
    const key = await fetchSubmissionKey();
    if (key === null) return fail({ kind: 'message', message: FORM_MESSAGES.noKey });
    const outcome = await saveSubmission({ formId: definition.id, key, values, captchaKey: renderCaptcha !== null ? captchaToken : null });
    if (outcome.kind !== 'saved') return fail(outcome);
    // FORM-46: the events only once the server accepted the values.
    announceSubmission(definition);
    renderCaptcha?.unmount();
    showSuccess(definition, form, parts.success);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
}
