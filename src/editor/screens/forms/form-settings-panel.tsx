/**
 * A form's settings in the builder: its name, the submit button, what visitors see after they
 * submit (message, post-submit HTML, or a redirect), the disclaimer, captcha, look (theme and
 * alignment), where a notification goes, and for a newsletter form its mailing list.
 */
import { lazy, Suspense, useId } from 'react';
import { Switch } from 'react-aria-components';
import type { FormInput } from '../../../shared/api/forms';
import { FORM_LIMITS } from '../../../shared/forms/form-model';
import { TextField } from '../../components/text-field';
import type { DraftErrors } from './form-draft';
import { MailingListField } from './mailing-list-field';

const RichTextEditor = lazy(() => import('../collection/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));
const HtmlCodeEditor = lazy(() => import('../../components/html-code-editor').then((m) => ({ default: m.HtmlCodeEditor })));

interface Props {
  draft: FormInput;
  errors: DraftErrors;
  set<K extends keyof FormInput>(key: K, value: FormInput[K]): void;
}

function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly (readonly [V, string])[]; onChange(value: V): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FormSettingsPanel({ draft, errors, set }: Props) {
  const messageLabel = useId();
  const htmlHelp = useId();
  return (
    <div className="form-settings">
      <TextField label="Form name" value={draft.name} onChange={(v) => set('name', v)} error={errors.name} isRequired maxLength={FORM_LIMITS.maxNameLength} />
      {draft.kind === 'newsletter' && <MailingListField value={draft.mailingListId} onChange={(v) => set('mailingListId', v)} error={errors.mailingListId ?? null} />}
      <TextField label="Submit button text" value={draft.submitLabel} onChange={(v) => set('submitLabel', v)} maxLength={100} />
      <div className="field">
        <span id={messageLabel} className="field__label">
          Submission message
        </span>
        <p className="field__help">Shown in place of the form after a visitor submits it.</p>
        <Suspense fallback={<p className="field__help">Loading the editor…</p>}>
          <RichTextEditor labelId={messageLabel} value={draft.submissionMessage} onChange={(html) => set('submissionMessage', html)} />
        </Suspense>
      </div>
      <div className="field">
        <span className="field__label">Post-submit HTML</span>
        <p className="field__help" id={htmlHelp}>
          Runs after a successful submission, e.g. a conversion tracking snippet.
        </p>
        <Suspense fallback={<p className="field__help">Loading the editor…</p>}>
          <HtmlCodeEditor value={draft.submissionHtml} onChange={(html) => set('submissionHtml', html)} contentAttributes={{ 'aria-label': 'Post-submit HTML', 'aria-describedby': htmlHelp }} ownHistory />
        </Suspense>
      </div>
      <TextField
        label="Redirect after submitting"
        help="Optional: a web address (https://…) or a path on this site such as /thanks. Visitors go there instead of seeing the message."
        value={draft.successRedirect ?? ''}
        onChange={(v) => set('successRedirect', v === '' ? null : v)}
        error={errors.successRedirect}
      />
      <TextField label="Disclaimer" help="Shown under the form. HTML is allowed." multiline value={draft.disclaimerMessage} onChange={(v) => set('disclaimerMessage', v)} />
      <TextField
        label="Notification email"
        help="Optional: each submission is emailed here."
        type="email"
        value={draft.notificationEmail ?? ''}
        onChange={(v) => set('notificationEmail', v === '' ? null : v)}
        error={errors.notificationEmail}
      />
      <div className="field">
        <Switch className="switch" isSelected={draft.captchaEnabled} onChange={(on) => set('captchaEnabled', on)}>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          Captcha
        </Switch>
        <p className="field__help">Visitors prove they are not a robot before the form is sent.</p>
      </div>
      <div className="form-settings__pair">
        <Choice label="Theme" value={draft.theme} options={[['light', 'Light'], ['dark', 'Dark']] as const} onChange={(v) => set('theme', v)} />
        <Choice label="Alignment" value={draft.alignment} options={[['left', 'Left'], ['center', 'Center'], ['right', 'Right']] as const} onChange={(v) => set('alignment', v)} />
      </div>
    </div>
  );
}
