/**
 * `{field|summary-form-field}`: one answer of an item's additional-fields form as the
 * order summary shows it: the field's title in bold, then the answer, or N/A.
 * Structured fields (address, name, phone, date, time, checkbox lists, likert scales)
 * render through their template; other fields show their `value`.
 */
import type { Formatter } from '../../plugin';
import { asString, getChild, isTruthy } from '../../values';
import { SUMMARY_FORM_FIELD_TEMPLATES } from '../templates/summary-form-fields';
import { likertAnswers, likertPhrases, noAnswerText } from './form-fields';

const hasOwn = Object.prototype.hasOwnProperty;

export const summaryFormField: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const field = first.value;
  const localizedStrings = ctx.resolve(['localizedStrings']);
  const type = asString(getChild(field, 'type'));
  let answer: string;
  if (hasOwn.call(SUMMARY_FORM_FIELD_TEMPLATES, type)) {
    const scope =
      type === 'likert' ? likertAnswers(getChild(field, 'values'), likertPhrases(localizedStrings)) : field;
    answer = ctx.execute(SUMMARY_FORM_FIELD_TEMPLATES[type]!, scope, { isolated: true });
  } else {
    answer = asString(getChild(field, 'value'));
  }
  first.value =
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${asString(getChild(field, 'rawTitle'))}:</span> ` +
    `${isTruthy(answer) ? answer : noAnswerText(localizedStrings)}\n` +
    '</div>';
};
