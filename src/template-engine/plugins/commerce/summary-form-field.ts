/**
 * `{field|summary-form-field}`: one answer of an item's additional-fields form as the
 * order summary shows it: the field's title in bold, then the answer, or N/A.
 * Structured fields (address, name, phone, date, time, checkbox lists, likert scales)
 * render through their template; other fields show their `value`.
 *
 * Answers are typed by shoppers, so every string of the field is HTML-escaped before it is
 * shown (the reference engine prints them as typed: docs/decisions.md). The N/A text and the
 * likert phrases come from the site's own translations and are shown as they are.
 */
import type { Formatter } from '../../plugin';
import { asString, getChild, isObject, isTruthy } from '../../values';
import { SUMMARY_FORM_FIELD_TEMPLATES } from '../templates/summary-form-fields';
import { escapeHtml } from '../text-escaping';
import { likertAnswers, likertPhrases, noAnswerText } from './form-fields';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A copy of a field's value with every string (and member name) HTML-escaped; numbers,
 * booleans and the shape stay, so templates test and join the answers as before.
 */
export function escapeAnswer(value: unknown): unknown {
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escapeAnswer);
  if (!isObject(value)) return value;
  // fromEntries defines own members, so a `__proto__` answer stays a plain member
  return Object.fromEntries(Object.keys(value).map((key) => [escapeHtml(key), escapeAnswer(value[key])]));
}

export const summaryFormField: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const field = first.value;
  const localizedStrings = ctx.resolve(['localizedStrings']);
  const type = asString(getChild(field, 'type'));
  let answer: string;
  if (hasOwn.call(SUMMARY_FORM_FIELD_TEMPLATES, type)) {
    const values = escapeAnswer(getChild(field, 'values'));
    const scope =
      type === 'likert'
        ? likertAnswers(values, likertPhrases(localizedStrings))
        : { values, value: escapeAnswer(getChild(field, 'value')) };
    answer = ctx.execute(SUMMARY_FORM_FIELD_TEMPLATES[type]!, scope, { isolated: true });
  } else {
    answer = escapeHtml(asString(getChild(field, 'value')));
  }
  first.value =
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${escapeHtml(asString(getChild(field, 'rawTitle')))}:</span> ` +
    `${isTruthy(answer) ? answer : noAnswerText(localizedStrings)}\n` +
    '</div>';
};
